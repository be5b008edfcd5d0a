import { CLIENTS_CALLS as C, type BillDto, type BillsDelete, type BillsPut } from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

/** The EIF's bills (spec §7 bills: GET, bulk PUT, bulk DELETE), from the route table. */
export const billsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBills: build.query<BillDto[], string>(
      routeQuery(C.billsList, (clientId) => ({ params: { clientId } })),
    ),
    putBills: build.mutation<BillDto[], { clientId: string; body: BillsPut }>(
      routeMutation(C.billsPut, ({ clientId, body }) => ({ params: { clientId }, body })),
    ),
    deleteBills: build.mutation<BillDto[], { clientId: string; body: BillsDelete }>(
      routeMutation(C.billsDelete, ({ clientId, body }) => ({ params: { clientId }, body })),
    ),
  }),
});

export const { useGetBillsQuery, usePutBillsMutation, useDeleteBillsMutation } = billsApi;
