/** /client/{clientId}/task/eif-submit-company-information/step/{eifStepId}[/{eifSubStepId}[/policy/{policyId}]]. */
export { EifPage } from '../../features/eif/components/EifPage.js';
