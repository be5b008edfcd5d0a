import { readinessSchema } from '@onboard/contracts';
import { api } from '../../../app/api.js';

/**
 * GET /api/health/ready answers 200 when everything is up and 503 otherwise, with the same body. A 503
 * carrying that body is a report to display, not a failure: it is accepted as data (and so not retried).
 * A 503 without it (gateway down behind a proxy, maintenance) stays an error.
 */
export const healthApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReadiness: build.query({
      query: (_arg: undefined) => ({
        url: 'health/ready',
        validateStatus: (response, body: unknown) =>
          response.ok || (response.status === 503 && readinessSchema.safeParse(body).success),
      }),
      responseSchema: readinessSchema,
      providesTags: ['Health'],
    }),
  }),
});

export const { useGetReadinessQuery } = healthApi;
