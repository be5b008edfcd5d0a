import { ChakraProvider } from '@chakra-ui/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { LiveEventsProvider } from '../features/live-events/components/LiveEventsProvider.js';
import { useConfiguredSupportEmail } from '../features/reference/hooks/useConfiguration.js';
import { SupportEmailContext } from '../components/ui/supportEmail.js';
import { system } from '../theme.js';
import type { AppStore } from './store.js';

export type AppProvidersProps = { store: AppStore; i18n: I18n; children: ReactNode };

/**
 * Everything a page needs around it; the app and the tests (renderWithProviders) both use it. The live
 * connection is here, above the router, so it stays one socket across layouts and pages.
 */
export function AppProviders({ store, i18n, children }: AppProvidersProps) {
  return (
    <ChakraProvider value={system}>
      <ReduxProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <LiveEventsProvider>
            <SupportEmailFromConfiguration>{children}</SupportEmailFromConfiguration>
          </LiveEventsProvider>
        </I18nextProvider>
      </ReduxProvider>
    </ChakraProvider>
  );
}

/** The configuration's support e-mail for the error pages (components/ui/supportEmail.ts). */
function SupportEmailFromConfiguration({ children }: { children: ReactNode }) {
  return (
    <SupportEmailContext.Provider value={useConfiguredSupportEmail()}>
      {children}
    </SupportEmailContext.Provider>
  );
}
