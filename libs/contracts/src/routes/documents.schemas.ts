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
  noticeGet:
    "The caller's new-document notice for the client: documents added by others since they dismissed it.",
  noticePut: 'Marks the notice NEW_AND_SEEN: the page showing it has opened.',
  userNoticePut: "Sets the caller's notices to OLD (dismissed), for every client.",
};

export const DOCUMENTS_SCHEMAS = withSummaries(PARTS, SUMMARIES) satisfies Record<string, Schemas>;

export type DocumentsSchemas = typeof DOCUMENTS_SCHEMAS;
