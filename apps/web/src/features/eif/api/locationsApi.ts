import { CLIENTS_CALLS as C, type LocationDto, type LocationInput } from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

/** A client's locations (spec §7), from the route table; a change refreshes the list and the client. */
export const locationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLocations: build.query<LocationDto[], string>(
      routeQuery(C.locationsList, (clientId) => ({ params: { clientId } })),
    ),
    createLocation: build.mutation<LocationDto, { clientId: string; body: LocationInput }>(
      routeMutation(C.locationCreate, ({ clientId, body }) => ({ params: { clientId }, body })),
    ),
    updateLocation: build.mutation<
      LocationDto,
      { clientId: string; locationId: string; body: LocationInput }
    >(
      routeMutation(C.locationUpdate, ({ clientId, locationId, body }) => ({
        params: { clientId, locationId },
        body,
      })),
    ),
    deleteLocation: build.mutation<{ ok: true }, { clientId: string; locationId: string }>(
      routeMutation(C.locationDelete, (params) => ({ params })),
    ),
  }),
});

export const {
  useGetLocationsQuery,
  useCreateLocationMutation,
  useUpdateLocationMutation,
  useDeleteLocationMutation,
} = locationsApi;
