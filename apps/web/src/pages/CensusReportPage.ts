/** /client/{clientId}/task/enrollment-elections/{policyId}/validation-report/{documentId} (clear layout). */
export { CensusReportPage } from '../features/census/components/CensusReportPage.js';
