/** /client/{clientId}/task/enrollment-elections/{policyId}/validations: a policy's census, in steps. */
export { CensusValidationsPage } from '../../features/census/components/CensusValidationsPage.js';
