import { CLIENTS_CALLS as C, type BillsDelete, type BillsPut } from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

/** The EIF's bills (spec §7 bills: GET, bulk PUT, bulk DELETE), from the route table. */
export const billsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBills: build.query(routeQuery(C.billsList, (clientId: string) => ({ params: { clientId } }))),
    putBills: build.mutation(
      routeMutation(C.billsPut, ({ clientId, body }: { clientId: string; body: BillsPut }) => ({
        params: { clientId },
        body,
      })),
    ),
    deleteBills: build.mutation(
      routeMutation(C.billsDelete, ({ clientId, body }: { clientId: string; body: BillsDelete }) => ({
        params: { clientId },
        body,
      })),
    ),
  }),
});

export const { useGetBillsQuery, usePutBillsMutation, useDeleteBillsMutation } = billsApi;
