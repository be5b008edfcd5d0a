import { CLIENTS_CALLS as C, type TaskActivity, type TaskEventBody } from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

/** A task's history and events (issue 12, decision 123). An event refetches the client (badges, progress). */
export const tasksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTaskActivity: build.query<TaskActivity, { clientId: string; taskId: string }>(
      routeQuery(C.taskActivity, ({ clientId, taskId }) => ({ params: { clientId, taskId } })),
    ),
    fireTaskEvent: build.mutation<TaskActivity, { clientId: string; taskId: string; body: TaskEventBody }>(
      routeMutation(C.taskEvent, ({ clientId, taskId, body }) => ({ params: { clientId, taskId }, body })),
    ),
  }),
});

export const { useGetTaskActivityQuery, useFireTaskEventMutation } = tasksApi;
