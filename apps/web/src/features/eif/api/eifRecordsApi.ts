import {
  CLIENTS_CALLS as C,
  type AdditionalCompensationsInput,
  type ClaimsReportMailingInput,
  type SubsidiaryInput,
} from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

/** The EIF's client-level records (spec §7 subsidiary, the claims report mailing, additional compensations). */
export const eifRecordsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSubsidiaries: build.query(
      routeQuery(C.subsidiariesList, (clientId: string) => ({ params: { clientId } })),
    ),
    createSubsidiary: build.mutation(
      routeMutation(
        C.subsidiaryCreate,
        ({ clientId, body }: { clientId: string; body: SubsidiaryInput }) => ({ params: { clientId }, body }),
      ),
    ),
    deleteSubsidiary: build.mutation(
      routeMutation(C.subsidiaryDelete, (params: { clientId: string; subsidiaryId: string }) => ({ params })),
    ),
    getClaimsReportMailing: build.query(
      routeQuery(C.claimsReportMailingGet, (clientId: string) => ({ params: { clientId } })),
    ),
    setClaimsReportMailing: build.mutation(
      routeMutation(
        C.claimsReportMailingPut,
        ({ clientId, body }: { clientId: string; body: ClaimsReportMailingInput }) => ({
          params: { clientId },
          body,
        }),
      ),
    ),
    getAdditionalCompensations: build.query(
      routeQuery(C.additionalCompensationsGet, (clientId: string) => ({ params: { clientId } })),
    ),
    setAdditionalCompensations: build.mutation(
      routeMutation(
        C.additionalCompensationsPut,
        ({ clientId, body }: { clientId: string; body: AdditionalCompensationsInput }) => ({
          params: { clientId },
          body,
        }),
      ),
    ),
  }),
});

export const {
  useGetSubsidiariesQuery,
  useCreateSubsidiaryMutation,
  useDeleteSubsidiaryMutation,
  useGetClaimsReportMailingQuery,
  useSetClaimsReportMailingMutation,
  useGetAdditionalCompensationsQuery,
  useSetAdditionalCompensationsMutation,
} = eifRecordsApi;
