import {
  CLIENTS_CALLS as C,
  type ClassContributions,
  type ClassWaitingPeriods,
  type EmployeeClassCreate,
  type SetBenefitTypePlans,
} from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

/**
 * The class builder's classes (spec §7). A create refused with ALREADY_HAS_CLASSES still invalidates the
 * classes and the client (spec §8: "client and class data are refetched"): its tags are the route's whatever
 * the answer.
 */
type ClassRef = { clientId: string; employeeClassId: string };

export const employeeClassesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEmployeeClasses: build.query(
      routeQuery(C.employeeClassesList, (clientId: string) => ({ params: { clientId } })),
    ),
    createEmployeeClass: build.mutation(
      routeMutation(
        C.employeeClassCreate,
        ({ clientId, body }: { clientId: string; body: EmployeeClassCreate }) => ({
          params: { clientId },
          body,
        }),
      ),
    ),
    duplicateEmployeeClass: build.mutation(
      routeMutation(C.employeeClassDuplicate, (params: { clientId: string; employeeClassId: string }) => ({
        params,
      })),
    ),
    deleteEmployeeClass: build.mutation(
      routeMutation(C.employeeClassDelete, (params: { clientId: string; employeeClassId: string }) => ({
        params,
      })),
    ),
    getEmployeeClassPlans: build.query(
      routeQuery(C.employeeClassPlansGet, (params: ClassRef) => ({ params })),
    ),
    setBenefitTypePlans: build.mutation(
      routeMutation(
        C.employeeClassSetBenefitTypePlans,
        ({ body, ...params }: ClassRef & { body: SetBenefitTypePlans }) => ({ params, body }),
      ),
    ),
    setClassWaitingPeriods: build.mutation(
      routeMutation(
        C.employeeClassWaitingPeriods,
        ({ body, ...params }: ClassRef & { body: ClassWaitingPeriods }) => ({ params, body }),
      ),
    ),
    setClassContributions: build.mutation(
      routeMutation(
        C.employeeClassContributions,
        ({ body, ...params }: ClassRef & { body: ClassContributions }) => ({ params, body }),
      ),
    ),
  }),
});

export const {
  useGetEmployeeClassesQuery,
  useCreateEmployeeClassMutation,
  useDuplicateEmployeeClassMutation,
  useDeleteEmployeeClassMutation,
  useGetEmployeeClassPlansQuery,
  useSetBenefitTypePlansMutation,
  useSetClassWaitingPeriodsMutation,
  useSetClassContributionsMutation,
} = employeeClassesApi;
