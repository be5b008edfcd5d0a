/** /client/{clientId}/welcome: the welcome flow. */
export { WelcomePage } from '../../features/hub/components/WelcomePage.js';
