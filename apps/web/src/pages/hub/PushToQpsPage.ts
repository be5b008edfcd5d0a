/** /client/{clientId}/task/eif-submit-company-information/push-to-qps (hub layout, staff only): Push to QPS. */
export { PushToQpsPage } from '../../features/qps/components/PushToQpsPage.js';
