import {
  CLIENTS_CALLS as C,
  type AdditionalCompensationDto,
  type AdditionalCompensationsInput,
  type ClaimsReportMailingDto,
  type ClaimsReportMailingInput,
  type SubsidiaryDto,
  type SubsidiaryInput,
} from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

/** The EIF's client-level records (spec §7 subsidiary, the claims report mailing, additional compensations). */
export const eifRecordsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSubsidiaries: build.query<SubsidiaryDto[], string>(
      routeQuery(C.subsidiariesList, (clientId) => ({ params: { clientId } })),
    ),
    createSubsidiary: build.mutation<SubsidiaryDto, { clientId: string; body: SubsidiaryInput }>(
      routeMutation(C.subsidiaryCreate, ({ clientId, body }) => ({ params: { clientId }, body })),
    ),
    deleteSubsidiary: build.mutation<{ ok: true }, { clientId: string; subsidiaryId: string }>(
      routeMutation(C.subsidiaryDelete, (params) => ({ params })),
    ),
    getClaimsReportMailing: build.query<ClaimsReportMailingDto, string>(
      routeQuery(C.claimsReportMailingGet, (clientId) => ({ params: { clientId } })),
    ),
    setClaimsReportMailing: build.mutation<
      ClaimsReportMailingDto,
      { clientId: string; body: ClaimsReportMailingInput }
    >(routeMutation(C.claimsReportMailingPut, ({ clientId, body }) => ({ params: { clientId }, body }))),
    getAdditionalCompensations: build.query<AdditionalCompensationDto[], string>(
      routeQuery(C.additionalCompensationsGet, (clientId) => ({ params: { clientId } })),
    ),
    setAdditionalCompensations: build.mutation<
      AdditionalCompensationDto[],
      { clientId: string; body: AdditionalCompensationsInput }
    >(routeMutation(C.additionalCompensationsPut, ({ clientId, body }) => ({ params: { clientId }, body }))),
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
