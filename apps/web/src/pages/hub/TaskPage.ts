/** /client/{clientId}/task/{taskId}[/{policyId} | /policy/{policyId}]: a task. */
export { TaskPage } from '../../features/hub/components/TaskPage.js';
