import { EXPLORER_TEXTS_EN } from '@onboard/domain';

/**
 * English texts of the `explorer` namespace: the public Benefits Explorer (explorer spec §1-§5; issue 16). They
 * live in the domain library (`EXPLORER_TEXTS_EN`), where the gateway's first HTML reads them too.
 */
export const explorer = EXPLORER_TEXTS_EN;
