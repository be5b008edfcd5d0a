import { createContext, useContext } from 'react';
import { FALLBACK_SUPPORT_EMAIL } from '../../app/config.js';

/**
 * The support e-mail the error page shows (spec section 8), given by the app around it: the portal's from
 * GET /api/configuration (AppProviders), the lean explorer entry's the fallback (decision 176). A context, so
 * the error page does not import the portal's store to read it. `undefined`: not known yet (the portal's
 * configuration is on its way); the page shows a placeholder rather than an address that then changes.
 */
export const SupportEmailContext = createContext<string | undefined>(FALLBACK_SUPPORT_EMAIL);

export const useSupportEmailOfApp = (): string | undefined => useContext(SupportEmailContext);
