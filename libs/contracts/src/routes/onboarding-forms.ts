import { allow, defineCalls, type CacheTag } from './define.js';
import type { OnboardingFormsSchemas } from './onboarding-forms.schemas.js';

/**
 * The onboarding forms' calls (spec §7 Onboarding forms, under the client; decision 134): the HTTP half, served
 * by the documents service. Ben admins and brokers read, create and update their own clients' forms; staff
 * any client's, and only staff reassign a recipient (spec §6).
 */

const formsTag = (clientId: string): CacheTag => ({ type: 'OnboardingForm', id: clientId });
const BASE = '/clients/:clientId/onboarding-forms';

export const ONBOARDING_FORMS_CALLS = defineCalls<OnboardingFormsSchemas>()('documents', {
  onboardingFormList: {
    method: 'GET',
    path: BASE,
    access: allow('read', 'onboarding-form'),
    provides: ({ params }) => [formsTag(params.clientId)],
  },
  onboardingFormCreate: {
    method: 'POST',
    path: BASE,
    access: allow('create', 'onboarding-form'),
    timeoutMs: 60_000,
    invalidates: ({ params }) => [
      formsTag(params.clientId),
      { type: 'Client', id: params.clientId },
      { type: 'TaskActivity', id: `CLIENT-${params.clientId}` },
    ],
  },
  onboardingFormTemplates: {
    method: 'GET',
    path: `${BASE}/templates`,
    access: allow('read', 'onboarding-form'),
    timeoutMs: 30_000,
  },
  onboardingFormTemplate: {
    method: 'GET',
    path: `${BASE}/templates/:templateId`,
    access: allow('read', 'onboarding-form'),
    timeoutMs: 30_000,
  },
  onboardingFormGet: {
    method: 'GET',
    path: `${BASE}/:formId`,
    access: allow('read', 'onboarding-form'),
    provides: ({ params }) => [formsTag(params.clientId)],
  },
  onboardingFormReadyToSign: {
    method: 'GET',
    path: `${BASE}/:formId/ready-to-sign-recipients`,
    access: allow('read', 'onboarding-form'),
    provides: ({ params }) => [formsTag(params.clientId)],
  },
  /** The embedded signing URL for the caller, who must be the recipient whose turn it is (others: 403). */
  onboardingFormEmbeddedView: {
    method: 'POST',
    path: `${BASE}/:formId/embedded-view`,
    access: allow('update', 'onboarding-form'),
    status: 200,
    timeoutMs: 30_000,
  },
  /** What the provider's return URL carried; the form waits for the provider's webhook. */
  onboardingFormEmbeddedViewAction: {
    method: 'POST',
    path: `${BASE}/:formId/embedded-view-action`,
    access: allow('update', 'onboarding-form'),
    status: 200,
    invalidates: ({ params }) => [formsTag(params.clientId)],
  },
  /** Pulls the envelope from the provider (the fallback when a webhook is late or lost). */
  onboardingFormSync: {
    method: 'POST',
    path: `${BASE}/:formId/sync-envelope`,
    access: allow('update', 'onboarding-form'),
    status: 200,
    timeoutMs: 60_000,
    invalidates: ({ params }) => [
      formsTag(params.clientId),
      { type: 'Document', id: params.clientId },
      { type: 'Client', id: params.clientId },
      { type: 'TaskActivity', id: `CLIENT-${params.clientId}` },
    ],
  },
  /** All of the envelope's documents as one PDF (the signed copy once completed). */
  onboardingFormDownload: {
    method: 'GET',
    path: `${BASE}/:formId/download`,
    access: allow('read', 'onboarding-form'),
    file: 'stored',
    timeoutMs: 60_000,
  },
  onboardingFormDownloadDocument: {
    method: 'GET',
    path: `${BASE}/:formId/download/:documentId`,
    access: allow('read', 'onboarding-form'),
    file: 'stored',
    timeoutMs: 60_000,
  },
  /** Voids the envelope and removes the form: staff, or the user who created it. */
  onboardingFormDelete: {
    method: 'DELETE',
    path: `${BASE}/:formId`,
    access: allow('update', 'onboarding-form'),
    timeoutMs: 60_000,
    invalidates: ({ params }) => [
      formsTag(params.clientId),
      { type: 'Client', id: params.clientId },
      { type: 'TaskActivity', id: `CLIENT-${params.clientId}` },
    ],
  },
  onboardingFormReassign: {
    method: 'PUT',
    path: `${BASE}/:formId/reassign-recipient`,
    access: allow('update', 'onboarding-form-reassign'),
    timeoutMs: 60_000,
    invalidates: ({ params }) => [formsTag(params.clientId)],
  },
  onboardingFormRecipient: {
    method: 'GET',
    path: `${BASE}/:formId/recipient`,
    access: allow('read', 'onboarding-form'),
    provides: ({ params }) => [formsTag(params.clientId)],
  },
  onboardingFormLockStatus: {
    method: 'GET',
    path: `${BASE}/:formId/lock-status`,
    access: allow('read', 'onboarding-form'),
  },
});
