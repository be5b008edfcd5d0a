import { z } from 'zod';
import { storedFileSchema } from '../document-records.js';
import {
  embeddedViewActionSchema,
  embeddedViewBodySchema,
  embeddedViewSchema,
  lockStatusSchema,
  onboardingFormCreateSchema,
  onboardingFormDeletedSchema,
  onboardingFormDocumentParams,
  onboardingFormParams,
  onboardingFormRecipientSchema,
  onboardingFormSchema,
  onboardingRecipientSchema,
  onboardingTemplateParams,
  onboardingTemplateSchema,
  reassignRecipientSchema,
} from '../onboarding-forms.js';
import { withSummaries, type Schemas } from './define.js';
import { clientIdParams } from './params.js';

/** The zod half of the onboarding forms' routes (routes/onboarding-forms.ts has the HTTP half). */
const PARTS = {
  onboardingFormList: { params: clientIdParams, response: z.array(onboardingFormSchema) },
  onboardingFormCreate: {
    params: clientIdParams,
    body: onboardingFormCreateSchema,
    response: onboardingFormSchema,
  },
  onboardingFormTemplates: { params: clientIdParams, response: z.array(onboardingTemplateSchema) },
  onboardingFormTemplate: { params: onboardingTemplateParams, response: onboardingTemplateSchema },
  onboardingFormGet: { params: onboardingFormParams, response: onboardingFormSchema },
  onboardingFormReadyToSign: { params: onboardingFormParams, response: z.array(onboardingRecipientSchema) },
  onboardingFormEmbeddedView: {
    params: onboardingFormParams,
    body: embeddedViewBodySchema,
    response: embeddedViewSchema,
  },
  onboardingFormEmbeddedViewAction: {
    params: onboardingFormParams,
    body: embeddedViewActionSchema,
    response: onboardingFormSchema,
  },
  onboardingFormSync: { params: onboardingFormParams, response: onboardingFormSchema },
  onboardingFormDownload: { params: onboardingFormParams, response: storedFileSchema },
  onboardingFormDownloadDocument: { params: onboardingFormDocumentParams, response: storedFileSchema },
  onboardingFormDelete: { params: onboardingFormParams, response: onboardingFormDeletedSchema },
  onboardingFormReassign: {
    params: onboardingFormParams,
    body: reassignRecipientSchema,
    response: onboardingFormSchema,
  },
  onboardingFormRecipient: { params: onboardingFormParams, response: onboardingFormRecipientSchema },
  onboardingFormLockStatus: { params: onboardingFormParams, response: lockStatusSchema },
} as const;

const SUMMARIES: { readonly [K in keyof typeof PARTS]: string } = {
  onboardingFormList: "The client's onboarding forms with their recipients and statuses.",
  onboardingFormCreate:
    'Creates an onboarding form from a template (one recipient per role, each a ben admin or broker of the client) and sends its envelope.',
  onboardingFormTemplates: "The e-signature provider's templates a form can be created from.",
  onboardingFormTemplate: 'One template with its documents and signer roles.',
  onboardingFormGet: 'One onboarding form with its recipients and documents.',
  onboardingFormReadyToSign:
    'The recipients whose turn it is to sign (sent or delivered, lowest routing order).',
  onboardingFormEmbeddedView:
    'The embedded signing URL for the caller, when they are the recipient whose turn it is (others: 403).',
  onboardingFormEmbeddedViewAction:
    "Records what the provider's return URL carried; the form waits for the provider's webhook (waitingForWebhook).",
  onboardingFormSync:
    "Pulls the envelope's state from the provider (the fallback for a late or lost webhook).",
  onboardingFormDownload: "The envelope's documents as one PDF attachment.",
  onboardingFormDownloadDocument: "One of the envelope's documents as a PDF attachment.",
  onboardingFormDelete: 'Voids the envelope and removes the form (staff, or the user who created it).',
  onboardingFormReassign:
    'Staff: another ben admin or broker of the client signs in the recipient’s place; the envelope is resent to them.',
  onboardingFormRecipient: "The caller's recipient of the form, or null.",
  onboardingFormLockStatus: 'LOCKED while a change (reassignment, sync) is in flight, else UNLOCKED.',
};

export const ONBOARDING_FORMS_SCHEMAS = withSummaries(PARTS, SUMMARIES) satisfies Record<string, Schemas>;

export type OnboardingFormsSchemas = typeof ONBOARDING_FORMS_SCHEMAS;
