/** /client/{clientId}/resources-listing: Employee & Employer Resources. */
export { ResourcesPage } from '../../features/hub/components/ResourcesPage.js';
