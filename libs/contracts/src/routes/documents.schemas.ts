import {
  documentCountQuerySchema,
  documentCountSchema,
  documentDeletedSchema,
  documentIdParams,
  documentMetaPutSchema,
  documentMetaQuerySchema,
  documentRenameSchema,
  documentSchema,
  documentUploadSchema,
  documentZipQuerySchema,
  lastTouchedParams,
  lastTouchedQuerySchema,
  lastTouchedSchema,
  newDocumentNoticeSchema,
  storedFileSchema,
  userNoticePutSchema,
  userNoticeSchema,
  vidyardParams,
  vidyardUploadSchema,
} from '../document-records.js';
import {
  censusFileParams,
  censusFileSchema,
  censusMappingPutSchema,
  censusParams,
  censusReportQuerySchema,
  censusReportSchema,
  censusRowsPutSchema,
  censusRowsSchema,
  censusSubmitSchema,
} from '../census.js';
import { z } from 'zod';
import { withSummaries, type Schemas } from './define.js';
import { clientIdParams } from './params.js';

/** The zod half of the documents routes (routes/documents.ts has the HTTP half, under the same names). */
const PARTS = {
  meta: { params: clientIdParams, query: documentMetaQuerySchema, response: z.array(documentSchema) },
  count: { params: clientIdParams, query: documentCountQuerySchema, response: documentCountSchema },
  lastTouched: { params: lastTouchedParams, query: lastTouchedQuerySchema, response: lastTouchedSchema },
  upload: { params: clientIdParams, body: documentUploadSchema, response: documentSchema },
  metaPut: { params: clientIdParams, body: documentMetaPutSchema, response: z.array(documentSchema) },
  rename: { params: documentIdParams, body: documentRenameSchema, response: documentSchema },
  remove: { params: documentIdParams, response: documentDeletedSchema },
  zip: { params: clientIdParams, query: documentZipQuerySchema, response: storedFileSchema },
  download: { params: documentIdParams, response: storedFileSchema },
  downloadById: { params: documentIdParams.pick({ documentId: true }), response: storedFileSchema },
  vidyardUpload: { params: clientIdParams, body: vidyardUploadSchema, response: documentSchema },
  vidyardDelete: { params: vidyardParams, response: documentDeletedSchema },
  censusList: { params: censusParams, response: z.array(censusFileSchema) },
  censusValidateSubmit: { params: censusParams, response: z.array(censusFileSchema) },
  censusSubmit: { params: censusParams, body: censusSubmitSchema, response: censusFileSchema },
  censusFile: { params: censusFileParams, response: censusFileSchema },
  censusMappingPut: { params: censusFileParams, body: censusMappingPutSchema, response: censusFileSchema },
  censusReport: { params: censusFileParams, query: censusReportQuerySchema, response: censusReportSchema },
  censusReportCsv: { params: censusFileParams, response: storedFileSchema },
  censusRows: { params: censusFileParams, response: censusRowsSchema },
  censusRowsPut: { params: censusFileParams, body: censusRowsPutSchema, response: censusFileSchema },
  noticeGet: { params: clientIdParams, response: newDocumentNoticeSchema },
  noticePut: { params: clientIdParams, response: newDocumentNoticeSchema },
  userNoticePut: { body: userNoticePutSchema, response: userNoticeSchema },
} as const;

const SUMMARIES: { readonly [K in keyof typeof PARTS]: string } = {
  meta: "The client's documents (not their contents), filtered by categories, policy, ids and language.",
  count: 'How many documents the client has, in all and by category (of the asked categories, or all).',
  lastTouched: 'The most recently changed document of a category (optionally of one policy), or null.',
  upload:
    'Uploads a file (multipart: file, category, optional policyId and language). Its type is decided by its ' +
    'content; macros and embedded scripts (EMBEDDED_SCRIPTS), zip bombs and files over the category cap are refused.',
  metaPut: "Changes several documents' category, policy or language.",
  rename: "Renames a document (the name is made safe; the extension follows the file's type).",
  remove: 'Deletes a document (kept for the audit, gone from every list and download).',
  zip: 'The documents of the asked categories (all when none) as one zip attachment; FILE_ZIPPING_TIMEOUT when it cannot be made in time.',
  download: "A document's contents, as an attachment.",
  downloadById: "A document's contents by its id alone, when the caller may read its client's documents.",
  vidyardUpload:
    'Uploads a video (multipart: file, optional category, policyId, language) to the video host; kept as a document with its vidyardId.',
  vidyardDelete: 'Deletes a video from the video host and its document.',
  censusList:
    "The policy's census files with their validation results (document, submitted, domainValidations).",
  censusValidateSubmit:
    'Validates the mapped census files not yet validated and submits the newest one without errors (run on opening the validate-submit step).',
  censusSubmit:
    "Submits a validated census file without errors: it becomes the policy's current census and the enrollment-elections task is done.",
  censusFile: 'One census file: its headers, suggested or confirmed mapping, status, progress and summary.',
  censusMappingPut:
    'Confirms or changes the column mapping and names the source; the file is queued for validation.',
  censusReport:
    "A page of the file's validation report (issues by row and column), optionally of one severity.",
  censusReportCsv:
    "The report's issues as a CSV attachment (cells that could run as formulas are neutralised).",
  censusRows: 'The rows of a census file of up to 5,000 rows, for the fix table.',
  censusRowsPut:
    'Changes cells of a census file of up to 5,000 rows: the corrected copy is a new census file, validated.',
  noticeGet:
    "The caller's new-document notice for the client: documents added by others since they dismissed it.",
  noticePut: 'Marks the notice NEW_AND_SEEN: the page showing it has opened.',
  userNoticePut: "Sets the caller's notices to OLD (dismissed), for every client.",
};

export const DOCUMENTS_SCHEMAS = withSummaries(PARTS, SUMMARIES) satisfies Record<string, Schemas>;

export type DocumentsSchemas = typeof DOCUMENTS_SCHEMAS;
