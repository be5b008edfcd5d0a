import { EXPLORER_TEXTS_ES } from '@onboard/domain';

/**
 * Spanish texts of the `explorer` namespace: the public Benefits Explorer (explorer spec §1-§5; issue 16). They
 * live in the domain library (`EXPLORER_TEXTS_ES`), where the gateway's first HTML reads them too (decision 196).
 */
export const explorer = EXPLORER_TEXTS_ES;
