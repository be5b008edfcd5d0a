import { allow, defineCalls, SIGNED_IN, type CacheTag } from './define.js';
import type { DocumentsSchemas } from './documents.schemas.js';

/**
 * The documents service's calls (spec §7 Documents and New-document notice; decision 116): the HTTP half.
 * Their schemas are in documents.schemas.ts under the same names. Ben admins and brokers have full control of
 * their own clients' documents (spec §6); staff of every client's.
 */

const documentsTag = (clientId: string): CacheTag => ({ type: 'Document', id: clientId });
const noticeTag = (clientId: string): CacheTag => ({ type: 'DocumentNotice', id: clientId });
const censusTag = (policyId: string): CacheTag => ({ type: 'Census', id: policyId });

/** The largest video the gateway takes (the video host's own limit, VIDEO_MAX_BYTES, may be lower). */
export const VIDEO_UPLOAD_MAX_BYTES = 1024 * 1024 * 1024;

/** Uploads stream into storage first; the service then inspects a file of up to 200 MiB (decision 116). */
const UPLOAD_TIMEOUT_MS = 120_000;

export const DOCUMENTS_CALLS = defineCalls<DocumentsSchemas>()('documents', {
  meta: {
    method: 'GET',
    path: '/clients/:clientId/documents/meta',
    access: allow('read', 'document'),
    provides: ({ params }) => [documentsTag(params.clientId)],
  },
  count: {
    method: 'GET',
    path: '/clients/:clientId/documents/count',
    access: allow('read', 'document'),
    provides: ({ params }) => [documentsTag(params.clientId)],
  },
  lastTouched: {
    method: 'GET',
    path: '/clients/:clientId/documents/last-touched/:category',
    access: allow('read', 'document'),
    provides: ({ params }) => [documentsTag(params.clientId)],
  },
  upload: {
    method: 'POST',
    path: '/clients/:clientId/documents',
    access: allow('create', 'document'),
    upload: true,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    invalidates: ({ params }) => [documentsTag(params.clientId), noticeTag(params.clientId)],
  },
  metaPut: {
    method: 'PUT',
    path: '/clients/:clientId/documents/meta',
    access: allow('update', 'document'),
    invalidates: ({ params }) => [documentsTag(params.clientId)],
  },
  rename: {
    method: 'PUT',
    path: '/clients/:clientId/documents/:documentId/rename',
    access: allow('update', 'document'),
    invalidates: ({ params }) => [documentsTag(params.clientId)],
  },
  remove: {
    method: 'DELETE',
    path: '/clients/:clientId/documents/:documentId',
    access: allow('delete', 'document'),
    invalidates: ({ params }) => [documentsTag(params.clientId), noticeTag(params.clientId)],
  },
  /** Every document of some categories (all when none) as one zip; FILE_ZIPPING_TIMEOUT when it takes too long. */
  zip: {
    method: 'GET',
    path: '/clients/:clientId/documents/zip',
    access: allow('read', 'document'),
    file: 'stored',
    timeoutMs: 90_000,
  },
  download: {
    method: 'GET',
    path: '/clients/:clientId/documents/:documentId',
    access: allow('read', 'document'),
    file: 'stored',
  },
  /** A document by id alone: the service checks that the caller may read its client's documents. */
  downloadById: {
    method: 'GET',
    path: '/documents/:documentId',
    access: SIGNED_IN,
    file: 'stored',
  },
  /** A video, hosted by the video host (spec §7 vidyard); kept as a document with its vidyardId. */
  vidyardUpload: {
    method: 'POST',
    path: '/clients/:clientId/documents/vidyard/upload',
    access: allow('create', 'document'),
    upload: { maxBytes: VIDEO_UPLOAD_MAX_BYTES },
    timeoutMs: 30 * 60_000,
    invalidates: ({ params }) => [documentsTag(params.clientId), noticeTag(params.clientId)],
  },
  vidyardDelete: {
    method: 'DELETE',
    path: '/clients/:clientId/documents/vidyard/delete/:vidyardId',
    access: allow('delete', 'document'),
    invalidates: ({ params }) => [documentsTag(params.clientId), noticeTag(params.clientId)],
  },
  /** The policy's census files and their validation results (spec §7 GET .../census/{policyId}/validate). */
  censusList: {
    method: 'GET',
    path: '/clients/:clientId/census/:policyId/validate',
    access: allow('read', 'document'),
    provides: ({ params }) => [censusTag(params.policyId)],
  },
  /**
   * Spec §7 PUT .../validate-submit, run on opening the validate-submit step (§4): validates what is mapped
   * and not yet validated, and submits the newest file that validated without errors.
   */
  censusValidateSubmit: {
    method: 'PUT',
    path: '/clients/:clientId/census/:policyId/validate-submit',
    access: allow('update', 'document'),
    timeoutMs: 30_000,
    invalidates: ({ params }) => [
      censusTag(params.policyId),
      documentsTag(params.clientId),
      { type: 'Client', id: params.clientId },
      { type: 'TaskActivity', id: `CLIENT-${params.clientId}` },
    ],
  },
  /** Spec §7 POST .../submit: the file becomes the policy's current census (earlier ones are kept). */
  censusSubmit: {
    method: 'POST',
    path: '/clients/:clientId/census/:policyId/submit',
    access: allow('update', 'document'),
    status: 200,
    invalidates: ({ params }) => [
      censusTag(params.policyId),
      documentsTag(params.clientId),
      { type: 'Client', id: params.clientId },
      { type: 'TaskActivity', id: `CLIENT-${params.clientId}` },
    ],
  },
  censusFile: {
    method: 'GET',
    path: '/clients/:clientId/census/:policyId/files/:documentId',
    access: allow('read', 'document'),
    provides: ({ params }) => [censusTag(params.policyId)],
  },
  /** The user confirms or changes the column mapping and names the source; validation is queued. */
  censusMappingPut: {
    method: 'PUT',
    path: '/clients/:clientId/census/:policyId/files/:documentId/mapping',
    access: allow('update', 'document'),
    timeoutMs: 30_000,
    invalidates: ({ params }) => [censusTag(params.policyId)],
  },
  censusReport: {
    method: 'GET',
    path: '/clients/:clientId/census/:policyId/validation-report/:documentId',
    access: allow('read', 'document'),
    provides: ({ params }) => [censusTag(params.policyId)],
  },
  /** The report's issues as CSV (formulas neutralised). */
  censusReportCsv: {
    method: 'GET',
    path: '/clients/:clientId/census/:policyId/validation-report/:documentId/errors.csv',
    access: allow('read', 'document'),
    file: 'stored',
  },
  censusRows: {
    method: 'GET',
    path: '/clients/:clientId/census/:policyId/files/:documentId/rows',
    access: allow('read', 'document'),
    timeoutMs: 30_000,
    provides: ({ params }) => [censusTag(params.policyId)],
  },
  /** Fixes cells of a file of up to 5,000 rows: a corrected copy is kept as a new census file and validated. */
  censusRowsPut: {
    method: 'PUT',
    path: '/clients/:clientId/census/:policyId/files/:documentId/rows',
    access: allow('update', 'document'),
    timeoutMs: 60_000,
    invalidates: ({ params }) => [censusTag(params.policyId), documentsTag(params.clientId)],
  },
  noticeGet: {
    method: 'GET',
    path: '/clients/:clientId/new-document-notice',
    access: allow('read', 'document'),
    provides: ({ params }) => [noticeTag(params.clientId)],
  },
  /** The page showing the notice has opened: NEW_AND_SEEN (spec §4). */
  noticePut: {
    method: 'PUT',
    path: '/clients/:clientId/new-document-notice',
    access: allow('read', 'document'),
    invalidates: ({ params }) => [noticeTag(params.clientId)],
  },
  /** The user dismissed the notice: OLD for every client of theirs (spec §4 "the user-level action"). */
  userNoticePut: {
    method: 'PUT',
    path: '/users/new-document-notice',
    access: SIGNED_IN,
    invalidates: () => ['DocumentNotice'],
  },
});
