import { z } from 'zod';
import { DEMO_ENROLLMENT_STATUSES } from '../explorer.js';
import {
  explorerLeadSchema,
  explorerPublicPageSchema,
  explorerSentSchema,
  explorerShareSchema,
} from '../explorer-public.js';
import { storedFileSchema } from '../document-records.js';
import { msg } from '../messages.js';
import { text } from '../text.js';
import { withSummaries, type Schemas } from './define.js';

/** The zod half of the explorer's public routes (routes/explorer-public.ts has the HTTP half; decisions 167-170). */

/** An id or a vanity slug (alphanumerics, dashes and spaces; compared without case). */
export const explorerPublicPageParams = z.object({
  explorerPageId: text({ trim: true }).min(1, msg('required')).max(191),
});
export const explorerPublicDocumentParams = explorerPublicPageParams.extend({
  documentId: z.string().uuid(msg('id')),
});
export const explorerPublicPageQuerySchema = z.object({
  demoEnrollmentStatus: z.enum(DEMO_ENROLLMENT_STATUSES, { error: msg('option') }).optional(),
});
export type ExplorerPublicPageQuery = z.infer<typeof explorerPublicPageQuerySchema>;

const PARTS = {
  explorerPublicPage: {
    params: explorerPublicPageParams,
    query: explorerPublicPageQuerySchema,
    response: explorerPublicPageSchema,
  },
  explorerPublicDocument: { params: explorerPublicDocumentParams, response: storedFileSchema },
  explorerLeadSend: { body: explorerLeadSchema, response: explorerSentSchema },
  explorerShareSend: {
    params: explorerPublicPageParams,
    body: explorerShareSchema,
    response: explorerSentSchema,
  },
} as const;

const SUMMARIES: { readonly [K in keyof typeof PARTS]: string } = {
  explorerPublicPage:
    'The public Benefits Explorer page by id or vanity slug (any case); 404 when unknown, not started, in maintenance or of an archived client. demoEnrollmentStatus switches a demo site between pre, active and post enrollment.',
  explorerPublicDocument:
    'A document a visible site shows (logo, plan summaries, benefit-type documents), streamed; 404 for any other document.',
  explorerLeadSend:
    "Sends the lead form to the provider's sales mailbox (explorer spec §5 rules; per-address rate limit).",
  explorerShareSend:
    'E-mails the chosen plans of the page in the chosen language after the reCAPTCHA check (refused token: 400 on body.recaptchaToken; per-address rate limit).',
};

export const EXPLORER_PUBLIC_SCHEMAS = withSummaries(PARTS, SUMMARIES) satisfies Record<string, Schemas>;
export type ExplorerPublicSchemas = typeof EXPLORER_PUBLIC_SCHEMAS;
