import { CLIENTS_CALLS as C, type LocationInput } from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

/** A client's locations (spec §7), from the route table; a change refreshes the list and the client. */
export const locationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLocations: build.query(routeQuery(C.locationsList, (clientId: string) => ({ params: { clientId } }))),
    createLocation: build.mutation(
      routeMutation(C.locationCreate, ({ clientId, body }: { clientId: string; body: LocationInput }) => ({
        params: { clientId },
        body,
      })),
    ),
    updateLocation: build.mutation(
      routeMutation(
        C.locationUpdate,
        ({ clientId, locationId, body }: { clientId: string; locationId: string; body: LocationInput }) => ({
          params: { clientId, locationId },
          body,
        }),
      ),
    ),
    deleteLocation: build.mutation(
      routeMutation(C.locationDelete, (params: { clientId: string; locationId: string }) => ({ params })),
    ),
  }),
});

export const {
  useGetLocationsQuery,
  useCreateLocationMutation,
  useUpdateLocationMutation,
  useDeleteLocationMutation,
} = locationsApi;
