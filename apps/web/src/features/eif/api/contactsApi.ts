import { CLIENTS_CALLS as C, type ContactInput, type ContactRecordDto } from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

/** The EIF's contacts (spec §7), from the route table; a change refreshes the list and the client. */
export const contactsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContacts: build.query<ContactRecordDto[], string>(
      routeQuery(C.contactsList, (clientId) => ({ params: { clientId } })),
    ),
    createContact: build.mutation<ContactRecordDto, { clientId: string; body: ContactInput }>(
      routeMutation(C.contactCreate, ({ clientId, body }) => ({ params: { clientId }, body })),
    ),
    updateContact: build.mutation<
      ContactRecordDto,
      { clientId: string; contactId: string; body: ContactInput }
    >(
      routeMutation(C.contactUpdate, ({ clientId, contactId, body }) => ({
        params: { clientId, contactId },
        body,
      })),
    ),
    deleteContact: build.mutation<{ ok: true }, { clientId: string; contactId: string }>(
      routeMutation(C.contactDelete, (params) => ({ params })),
    ),
  }),
});

export const {
  useGetContactsQuery,
  useCreateContactMutation,
  useUpdateContactMutation,
  useDeleteContactMutation,
} = contactsApi;
