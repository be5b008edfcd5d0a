import {
  DOCUMENTS_CALLS as D,
  type CensusFileDto,
  type CensusIssueDto,
  type CensusSource,
} from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

/** A policy's census, as the pages address it. */
export type CensusRef = { clientId: string; policyId: string };
/** One census file of a policy. */
export type CensusFileRef = CensusRef & { documentId: string };

export type CensusSeverity = CensusIssueDto['severity'];
export type CensusReport = { file: CensusFileDto; issues: CensusIssueDto[]; total: number };
export type CensusRows = { headers: string[]; rows: Array<[number, string[]]> };
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
    getCensusFiles: build.query<CensusFileDto[], CensusRef>(
      routeQuery(D.censusList, (params) => ({ params })),
    ),
    getCensusFile: build.query<CensusFileDto, CensusFileRef>(
      routeQuery(D.censusFile, (params) => ({ params })),
    ),
    putCensusMapping: build.mutation<
      CensusFileDto,
      CensusFileRef & { mapping: Record<string, string | null>; source: CensusSource }
    >(
      routeMutation(D.censusMappingPut, ({ mapping, source, ...params }) => ({
        params,
        body: { mapping, source },
      })),
    ),
    censusValidateSubmit: build.mutation<CensusFileDto[], CensusRef>(
      routeMutation(D.censusValidateSubmit, (params) => ({ params })),
    ),
    submitCensus: build.mutation<CensusFileDto, CensusFileRef>(
      routeMutation(D.censusSubmit, ({ documentId, ...params }) => ({ params, body: { documentId } })),
    ),
    getCensusReport: build.query<CensusReport, CensusReportQuery>(
      routeQuery(D.censusReport, ({ limit, offset, severity, ...params }) => ({
        params,
        query: { limit, offset, ...(severity ? { severity } : {}) },
      })),
    ),
    getCensusRows: build.query<CensusRows, CensusFileRef>(routeQuery(D.censusRows, (params) => ({ params }))),
    putCensusRows: build.mutation<CensusFileDto, CensusFileRef & { changes: CensusCellChange[] }>(
      routeMutation(D.censusRowsPut, ({ changes, ...params }) => ({ params, body: { changes } })),
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
