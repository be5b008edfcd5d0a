/** /client/{clientId}: the hub home. */
export { HubHomePage } from '../../features/hub/components/HubHomePage.js';
