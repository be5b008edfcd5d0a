import { OWNER_CALLS as O, type CarrierInput, type OwnerEmailKind } from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

/** The owner's operations (spec §6; decisions 141–144), each endpoint built from its route entry. */
export const ownerActionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendOwnerEmail: build.mutation(
      routeMutation(O.ownerEmailSend, ({ clientId, kind }: { clientId: string; kind: OwnerEmailKind }) => ({
        params: { clientId },
        body: { kind },
      })),
    ),
    setPhaseChangeStatus: build.mutation(
      routeMutation(
        O.phaseChangeStatusPut,
        ({ clientId, enabled }: { clientId: string; enabled: boolean }) => ({
          params: { clientId },
          body: { enabled },
        }),
      ),
    ),
    purgeQaData: build.mutation(routeMutation(O.purgeQaData, () => ({}))),
    getCarriers: build.query(routeQuery(O.carrierList, () => ({}))),
    createCarrier: build.mutation(routeMutation(O.carrierCreate, (body: CarrierInput) => ({ body }))),
    updateCarrier: build.mutation(
      routeMutation(O.carrierUpdate, ({ carrierId, body }: { carrierId: string; body: CarrierInput }) => ({
        params: { carrierId },
        body,
      })),
    ),
    deleteCarrier: build.mutation(
      routeMutation(O.carrierDelete, (carrierId: string) => ({ params: { carrierId } })),
    ),
  }),
});

export const {
  useSendOwnerEmailMutation,
  useSetPhaseChangeStatusMutation,
  usePurgeQaDataMutation,
  useGetCarriersQuery,
  useCreateCarrierMutation,
  useUpdateCarrierMutation,
  useDeleteCarrierMutation,
} = ownerActionsApi;
