/** /client/{clientId} and below (hub layout): the client around every hub page. */
export { ClientScope as ClientScopePage } from '../../features/hub/components/ClientScope.js';
