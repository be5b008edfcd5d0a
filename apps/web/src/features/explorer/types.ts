/** The public page as the web reads it: the contract's types (explorer spec §3 read-only page fields). */
export type { ExplorerPublicDocument, ExplorerPublicPage, ExplorerPublicPlan } from '@onboard/contracts';
