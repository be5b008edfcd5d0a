import { CLIENTS_CALLS as C, type ContactInput } from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

/** The EIF's contacts (spec §7), from the route table; a change refreshes the list and the client. */
export const contactsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContacts: build.query(routeQuery(C.contactsList, (clientId: string) => ({ params: { clientId } }))),
    createContact: build.mutation(
      routeMutation(C.contactCreate, ({ clientId, body }: { clientId: string; body: ContactInput }) => ({
        params: { clientId },
        body,
      })),
    ),
    updateContact: build.mutation(
      routeMutation(
        C.contactUpdate,
        ({ clientId, contactId, body }: { clientId: string; contactId: string; body: ContactInput }) => ({
          params: { clientId, contactId },
          body,
        }),
      ),
    ),
    deleteContact: build.mutation(
      routeMutation(C.contactDelete, (params: { clientId: string; contactId: string }) => ({ params })),
    ),
  }),
});

export const {
  useGetContactsQuery,
  useCreateContactMutation,
  useUpdateContactMutation,
  useDeleteContactMutation,
} = contactsApi;
