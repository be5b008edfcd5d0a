/** /clients/admin/{clientId}/manage (internal layout): a client's core fields, setup steps and actions. */
export { ClientManagePage } from '../features/clients/components/ClientManagePage.js';
