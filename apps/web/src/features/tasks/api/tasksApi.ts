import { CLIENTS_CALLS as C, type TaskEventBody } from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

/** A task's history and events (issue 12, decision 123). An event refetches the client (badges, progress). */
export const tasksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTaskActivity: build.query(
      routeQuery(C.taskActivity, ({ clientId, taskId }: { clientId: string; taskId: string }) => ({
        params: { clientId, taskId },
      })),
    ),
    fireTaskEvent: build.mutation(
      routeMutation(
        C.taskEvent,
        ({ clientId, taskId, body }: { clientId: string; taskId: string; body: TaskEventBody }) => ({
          params: { clientId, taskId },
          body,
        }),
      ),
    ),
  }),
});

export const { useGetTaskActivityQuery, useFireTaskEventMutation } = tasksApi;
