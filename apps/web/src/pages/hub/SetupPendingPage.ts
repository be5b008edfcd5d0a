/** /client/{clientId}/setup-pending (basic layout). */
export { SetupPendingPage } from '../../features/hub/components/SetupPendingPage.js';
