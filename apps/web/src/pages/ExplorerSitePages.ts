/** The staff's Benefits Explorer site pages (internal layout, explorer spec §2): create, edit and renew. */
export { ExplorerSiteFormPage } from '../features/explorer-admin/components/ExplorerSiteFormPage.js';
export { ExplorerSiteRenewPage } from '../features/explorer-admin/components/ExplorerSiteRenewPage.js';
