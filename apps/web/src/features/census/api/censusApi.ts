import { DOCUMENTS_CALLS as D, type CensusIssueDto, type CensusSource } from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

/** A policy's census, as the pages address it. */
export type CensusRef = { clientId: string; policyId: string };
/** One census file of a policy. */
export type CensusFileRef = CensusRef & { documentId: string };

export type CensusSeverity = CensusIssueDto['severity'];
/** A changed cell of the fix table: the file's row number and the header's index. */
export type CensusCellChange = { row: number; column: number; value: string };
export type CensusReportQuery = CensusFileRef & {
  limit: number;
  offset: number;
  severity?: CensusSeverity | undefined;
};

/** The census calls of the documents service (issue 11 item 3; decision 121), from the route table. */
export const censusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCensusFiles: build.query(routeQuery(D.censusList, (params: CensusRef) => ({ params }))),
    getCensusFile: build.query(routeQuery(D.censusFile, (params: CensusFileRef) => ({ params }))),
    putCensusMapping: build.mutation(
      routeMutation(
        D.censusMappingPut,
        ({
          mapping,
          source,
          ...params
        }: CensusFileRef & { mapping: Record<string, string | null>; source: CensusSource }) => ({
          params,
          body: { mapping, source },
        }),
      ),
    ),
    censusValidateSubmit: build.mutation(
      routeMutation(D.censusValidateSubmit, (params: CensusRef) => ({ params })),
    ),
    submitCensus: build.mutation(
      routeMutation(D.censusSubmit, ({ documentId, ...params }: CensusFileRef) => ({
        params,
        body: { documentId },
      })),
    ),
    getCensusReport: build.query(
      routeQuery(D.censusReport, ({ limit, offset, severity, ...params }: CensusReportQuery) => ({
        params,
        query: { limit, offset, ...(severity ? { severity } : {}) },
      })),
    ),
    getCensusRows: build.query(routeQuery(D.censusRows, (params: CensusFileRef) => ({ params }))),
    putCensusRows: build.mutation(
      routeMutation(
        D.censusRowsPut,
        ({ changes, ...params }: CensusFileRef & { changes: CensusCellChange[] }) => ({
          params,
          body: { changes },
        }),
      ),
    ),
  }),
});

export const {
  useGetCensusFilesQuery,
  useGetCensusFileQuery,
  usePutCensusMappingMutation,
  useCensusValidateSubmitMutation,
  useSubmitCensusMutation,
  useGetCensusReportQuery,
  useGetCensusRowsQuery,
  usePutCensusRowsMutation,
} = censusApi;
