import { z } from 'zod';
import { documentSchema } from './document-records.js';
import { msg } from './messages.js';
import { pageParams } from './paging.js';
import { text } from './text.js';

/**
 * The census on the wire (spec §3 "Census validation result: document, submitted, domainValidations", §7
 * Census; issue 11 item 3; decision 120). WIRE FORMAT.
 */

/** Where the census data came from (spec §2 "indicate source"; the values are ours, decision 120). */
export const CENSUS_SOURCES = [
  'PAYROLL_SYSTEM',
  'HRIS',
  'BEN_ADMIN_PLATFORM',
  'SPREADSHEET',
  'OTHER',
] as const;
export type CensusSource = (typeof CENSUS_SOURCES)[number];

/**
 * A census file's way: MAPPING (its columns await the user's confirmation) → QUEUED → VALIDATING → VALIDATED
 * (a report exists) or FAILED (the file could not be read to the end).
 */
export const CENSUS_STATUSES = ['MAPPING', 'QUEUED', 'VALIDATING', 'VALIDATED', 'FAILED'] as const;
export type CensusStatus = (typeof CENSUS_STATUSES)[number];

export const censusSeveritySchema = z.enum(['error', 'warning']);
export const censusDomainValidationSchema = z.object({
  code: z.string(),
  severity: censusSeveritySchema,
  message: z.string(),
});
export const censusIssueSchema = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  value: z.string().optional(),
  severity: censusSeveritySchema,
  code: z.string(),
  message: z.string(),
});
export type CensusIssueDto = z.infer<typeof censusIssueSchema>;

export const censusSummarySchema = z.object({
  rows: z.number().int(),
  employees: z.number().int(),
  dependents: z.number().int(),
  rowsWithErrors: z.number().int(),
  counts: z.object({ error: z.number().int(), warning: z.number().int() }),
  truncated: z.boolean(),
});

/** header → census field id, or null for a column not used. */
export const censusMappingSchema = z.record(text().max(200), text().max(50).nullable());

/**
 * One census file of a policy: the spec's validation result (`document`, `submitted`, `domainValidations`) and
 * what the pages need besides (the mapping, progress, the report's summary).
 */
export const censusFileSchema = z.object({
  document: documentSchema,
  submitted: z.boolean(),
  domainValidations: z.array(censusDomainValidationSchema),
  policyId: z.string(),
  status: z.enum(CENSUS_STATUSES),
  source: z.enum(CENSUS_SOURCES).nullable(),
  headers: z.array(z.string()),
  mapping: censusMappingSchema,
  /** How sure the automatic mapping is of each header (0–1); the user confirms or changes it. */
  confidence: z.record(z.string(), z.number()),
  /** Rows validated so far (while VALIDATING), then all of them. */
  rowsDone: z.number().int(),
  summary: censusSummarySchema.nullable(),
  /** The policy's current census: the last one submitted (earlier ones are kept). */
  current: z.boolean(),
  submittedAt: z.string().nullable(),
  submittedBy: z.string().nullable(),
  validatedAt: z.string().nullable(),
});
export type CensusFileDto = z.infer<typeof censusFileSchema>;

const uuid = (_what: string) => z.string().uuid();
export const censusParams = z.object({ clientId: uuid('client'), policyId: uuid('policy') });
export const censusFileParams = censusParams.extend({ documentId: uuid('document') });

export const censusMappingPutSchema = z.object({
  mapping: censusMappingSchema,
  source: z.enum(CENSUS_SOURCES, { error: msg('censusSourceRequired') }),
});

export const censusSubmitSchema = z.object({ documentId: uuid('document') });

export const censusReportQuerySchema = z.object({
  ...pageParams,
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  severity: censusSeveritySchema.optional(),
});
export const censusReportSchema = z.object({
  file: censusFileSchema,
  issues: z.array(censusIssueSchema),
  /** Issues kept that match the query (the summary counts every issue). */
  total: z.number().int(),
});

/** The fix table (files up to CENSUS_EDITABLE_ROWS rows): the file's rows as read. */
export const CENSUS_EDITABLE_ROWS = 5000;
export const censusRowsSchema = z.object({
  headers: z.array(z.string()),
  /** [row number, cells] in file order. */
  rows: z.array(z.tuple([z.number().int(), z.array(z.string())])),
});
export const censusRowsPutSchema = z.object({
  changes: z
    .array(
      z.object({
        row: z.number().int().min(2),
        column: z.number().int().min(0).max(500),
        value: text({ multiLine: true }).max(500),
      }),
    )
    .min(1)
    .max(CENSUS_EDITABLE_ROWS * 20),
});

/** The clients service's answer on INTERNAL.clients.censusContext (what a policy's census is checked against). */
export const censusContextSchema = z.object({
  employeeClasses: z.array(z.string()),
  coverages: z.array(z.string()),
});
export type CensusContextDto = z.infer<typeof censusContextSchema>;
export const censusContextRequestSchema = z.object({
  clientId: z.string().uuid(),
  policyId: z.string().uuid(),
});
