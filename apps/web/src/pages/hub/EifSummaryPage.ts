/** /client/{clientId}/task/eif-submit-company-information/summary: the Company Information Summary. */
export { EifSummaryPage } from '../../features/eif/components/EifSummaryPage.js';
