import { z } from 'zod';
import {
  emailDetailSchema,
  emailFilterSchema,
  emailListQuerySchema,
  emailPageSchema,
  resendEmailSchema,
  resendRejectedSchema,
} from '../email.js';
import { withSummaries, type Schemas } from './define.js';

/** The zod half of the e-mails routes (routes/emails.ts has the HTTP half, under the same names). */

export const emailIdParams = z.object({ emailId: z.string().uuid('Not a valid e-mail id') });
const queued = z.object({ emailId: z.string().uuid() });

const PARTS = {
  emailList: { query: emailListQuerySchema, response: emailPageSchema },
  emailCount: { query: emailFilterSchema, response: z.object({ count: z.number().int() }) },
  emailGet: { params: emailIdParams, response: emailDetailSchema },
  emailResend: { params: emailIdParams, body: resendEmailSchema, response: queued },
  emailResendRejected: { body: resendRejectedSchema, response: z.object({ resent: z.number().int() }) },
} as const;

/** One sentence per call for the OpenAPI document (server side only: the web never ships these). */
const SUMMARIES: { readonly [K in keyof typeof PARTS]: string } = {
  emailList: 'Lists sent and queued e-mails (paged, searchable over subject and recipients, filtered).',
  emailCount: 'Counts the e-mails a list with the same search and filters would show.',
  emailGet: 'One e-mail with its status history and the recipients it did not reach.',
  emailResend: 'Sends the e-mail again as a new e-mail (to everyone, or only to those it did not reach).',
  emailResendRejected: 'Owner only: resends every e-mail with unreached recipients to those recipients.',
};

export const EMAILS_SCHEMAS = withSummaries(PARTS, SUMMARIES) satisfies Record<string, Schemas>;

export type EmailsSchemas = typeof EMAILS_SCHEMAS;
