import {
  OWNER_CALLS as O,
  type Carrier,
  type CarrierInput,
  type ClientDto,
  type OwnerEmailKind,
  type OwnerEmailResult,
  type PurgeQaDataResult,
} from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

/** The owner's operations (spec §6; decisions 141–144), each endpoint built from its route entry. */
export const ownerActionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendOwnerEmail: build.mutation<OwnerEmailResult, { clientId: string; kind: OwnerEmailKind }>(
      routeMutation(O.ownerEmailSend, ({ clientId, kind }) => ({ params: { clientId }, body: { kind } })),
    ),
    setPhaseChangeStatus: build.mutation<ClientDto, { clientId: string; enabled: boolean }>(
      routeMutation(O.phaseChangeStatusPut, ({ clientId, enabled }) => ({
        params: { clientId },
        body: { enabled },
      })),
    ),
    purgeQaData: build.mutation<PurgeQaDataResult, void>(routeMutation(O.purgeQaData, () => ({}))),
    getCarriers: build.query<Carrier[], void>(routeQuery(O.carrierList, () => ({}))),
    createCarrier: build.mutation<Carrier, CarrierInput>(
      routeMutation(O.carrierCreate, (body) => ({ body })),
    ),
    updateCarrier: build.mutation<Carrier, { carrierId: string; body: CarrierInput }>(
      routeMutation(O.carrierUpdate, ({ carrierId, body }) => ({ params: { carrierId }, body })),
    ),
    deleteCarrier: build.mutation<{ ok: true }, string>(
      routeMutation(O.carrierDelete, (carrierId) => ({ params: { carrierId } })),
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
