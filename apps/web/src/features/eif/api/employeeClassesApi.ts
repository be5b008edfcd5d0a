import {
  CLIENTS_CALLS as C,
  type ClassContributions,
  type ClassWaitingPeriods,
  type EmployeeClassCreate,
  type EmployeeClassDto,
  type EmployeeClassPlanDto,
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
    getEmployeeClasses: build.query<EmployeeClassDto[], string>(
      routeQuery(C.employeeClassesList, (clientId) => ({ params: { clientId } })),
    ),
    createEmployeeClass: build.mutation<EmployeeClassDto, { clientId: string; body: EmployeeClassCreate }>(
      routeMutation(C.employeeClassCreate, ({ clientId, body }) => ({ params: { clientId }, body })),
    ),
    duplicateEmployeeClass: build.mutation<EmployeeClassDto, { clientId: string; employeeClassId: string }>(
      routeMutation(C.employeeClassDuplicate, (params) => ({ params })),
    ),
    deleteEmployeeClass: build.mutation<{ ok: true }, { clientId: string; employeeClassId: string }>(
      routeMutation(C.employeeClassDelete, (params) => ({ params })),
    ),
    getEmployeeClassPlans: build.query<EmployeeClassPlanDto[], ClassRef>(
      routeQuery(C.employeeClassPlansGet, (params) => ({ params })),
    ),
    setBenefitTypePlans: build.mutation<EmployeeClassPlanDto[], ClassRef & { body: SetBenefitTypePlans }>(
      routeMutation(C.employeeClassSetBenefitTypePlans, ({ body, ...params }) => ({ params, body })),
    ),
    setClassWaitingPeriods: build.mutation<EmployeeClassPlanDto[], ClassRef & { body: ClassWaitingPeriods }>(
      routeMutation(C.employeeClassWaitingPeriods, ({ body, ...params }) => ({ params, body })),
    ),
    setClassContributions: build.mutation<EmployeeClassPlanDto[], ClassRef & { body: ClassContributions }>(
      routeMutation(C.employeeClassContributions, ({ body, ...params }) => ({ params, body })),
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
