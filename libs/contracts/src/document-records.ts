import { z } from 'zod';
import { many } from './clients.js';
import { DOCUMENT_CATEGORIES } from './documents.js';
import { ROLES } from './enums.js';
import { msg } from './messages.js';
import { text } from './text.js';

/**
 * The documents service's records on the wire (spec §3 Document, §7 Documents and New-document notice;
 * decision 116). WIRE FORMAT.
 */

export const documentCategorySchema = z.enum(DOCUMENT_CATEGORIES);

/**
 * Where a document is in its processing (spec §3 processStatus; the values are ours, decision 116): a census
 * file goes UPLOADED → PROCESSING → PROCESSED or FAILED as its validation job runs; other documents stay
 * UPLOADED.
 */
export const PROCESS_STATUSES = ['UPLOADED', 'PROCESSING', 'PROCESSED', 'FAILED'] as const;
export type ProcessStatus = (typeof PROCESS_STATUSES)[number];

/** Languages a document can be in (enrollment resources come in English and Spanish). */
export const DOCUMENT_LANGUAGES = ['en', 'es'] as const;
export const documentLanguageSchema = z.enum(DOCUMENT_LANGUAGES);

/** An id (the message is the contracts' `id`; `what` names it for the reader). */
const uuid = (_what: string) => z.string().uuid();

export const documentSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  policyId: z.string().nullable(),
  category: documentCategorySchema,
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  language: documentLanguageSchema.nullable(),
  processStatus: z.enum(PROCESS_STATUSES),
  /** Set on a video hosted by the video host (spec §7 vidyard). */
  vidyardId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
  /** Who last changed it: the user's id and role (the documents service keeps no names). */
  updatedBy: z.object({ id: z.string(), role: z.enum(ROLES).nullable() }).nullable(),
});
export type DocumentDto = z.infer<typeof documentSchema>;

/**
 * An upload as the gateway hands it on: the file's bytes already streamed into storage under a staging key
 * (decision 116), with what the gateway measured. The documents service inspects it, then keeps or drops it.
 */
export const stagedFileSchema = z.object({
  key: text().regex(/^staging\/[0-9a-f-]{36}$/),
  fileName: text().max(1000),
  size: z.number().int().nonnegative(),
  sha256: text()
    .length(64)
    .regex(/^[0-9a-f]{64}$/),
  /** What the browser said it was (never trusted: the content decides). */
  declaredType: text().max(200),
});
export type StagedFile = z.infer<typeof stagedFileSchema>;

/** A file kept in storage, on its way out: the gateway streams it with these headers (spec §5). */
export const storedFileSchema = z.object({
  key: z.string().min(1),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
});
export type StoredFileRef = z.infer<typeof storedFileSchema>;

/** POST /api/clients/{clientId}/documents (multipart: the file and these fields). */
export const documentUploadSchema = z.object({
  category: documentCategorySchema,
  policyId: uuid('policy').optional(),
  language: documentLanguageSchema.optional(),
  file: stagedFileSchema,
});

/** POST .../documents/vidyard/upload: a video, filed as an enrollment resource unless told otherwise. */
export const vidyardUploadSchema = z.object({
  category: documentCategorySchema.default('enrollment-resource'),
  policyId: uuid('policy').optional(),
  language: documentLanguageSchema.optional(),
  file: stagedFileSchema,
});
export const vidyardParams = z.object({
  clientId: uuid('client'),
  vidyardId: text().regex(/^\d{1,20}$/),
});

export const documentIdParams = z.object({
  clientId: uuid('client'),
  documentId: uuid('document'),
});

/** GET .../documents/meta: categories[], policyId, documentId, documentIds[], language. */
export const documentMetaQuerySchema = z.object({
  categories: many(documentCategorySchema),
  policyId: uuid('policy').optional(),
  documentId: uuid('document').optional(),
  documentIds: many(uuid('document')),
  language: documentLanguageSchema.optional(),
});
export type DocumentMetaQuery = z.infer<typeof documentMetaQuerySchema>;

export const documentCountQuerySchema = z.object({ categories: many(documentCategorySchema) });
export const documentCountSchema = z.object({
  count: z.number().int().nonnegative(),
  byCategory: z.record(z.string(), z.number().int().nonnegative()),
});

export const lastTouchedParams = z.object({ clientId: uuid('client'), category: documentCategorySchema });
export const lastTouchedQuerySchema = z.object({ policyId: uuid('policy').optional() });
/** The most recently changed document of a category (null when there is none). */
export const lastTouchedSchema = z.object({ document: documentSchema.nullable() });

const FILE_NAME_REQUIRED = msg('fileNameRequired');
export const documentRenameSchema = z.object({
  fileName: text({ trim: true, error: FILE_NAME_REQUIRED }).min(1, FILE_NAME_REQUIRED).max(150),
});

/** PUT .../documents/meta: several documents' category, policy or language at once. */
export const documentMetaPutSchema = z.object({
  documents: z
    .array(
      z.object({
        id: uuid('document'),
        category: documentCategorySchema.optional(),
        policyId: uuid('policy').nullable().optional(),
        language: documentLanguageSchema.nullable().optional(),
      }),
    )
    .min(1)
    .max(100),
});

/** GET .../documents/zip: the client's documents of some categories (all when none), as one zip. */
export const documentZipQuerySchema = z.object({
  categories: many(documentCategorySchema),
  policyId: uuid('policy').optional(),
});

export const documentDeletedSchema = z.object({ id: z.string() });

/**
 * The new-document notice (spec §3, §4): NEW_AND_SEEN once the page that shows it has opened, OLD once the
 * user has dismissed it; null while there are new documents the user has not seen yet.
 */
export const NEW_DOCUMENT_NOTICE_STATUSES = ['NEW_AND_SEEN', 'OLD'] as const;
export type NewDocumentNoticeStatus = (typeof NEW_DOCUMENT_NOTICE_STATUSES)[number];
export const newDocumentNoticeSchema = z.object({
  status: z.enum(NEW_DOCUMENT_NOTICE_STATUSES).nullable(),
  /** Documents added by others since the user last dismissed the notice, newest first (at most 50). */
  documents: z.array(documentSchema),
  seenAt: z.string().nullable(),
  dismissedAt: z.string().nullable(),
});
export type NewDocumentNotice = z.infer<typeof newDocumentNoticeSchema>;
export const userNoticePutSchema = z.object({
  newDocumentNoticeStatus: z.literal('OLD'),
});
/** The notice dismissed (OLD) for every client of the caller, at `dismissedAt`. */
export const userNoticeSchema = z.object({
  newDocumentNoticeStatus: z.literal('OLD'),
  dismissedAt: z.string(),
});
