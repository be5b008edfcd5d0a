import { z } from 'zod';
import { US_STATES } from './clients.js';
import { DEMO_ENROLLMENT_STATUSES, EXPLORER_BENEFIT_TYPES, MEDICAL_VIDEO_CHOICES } from './explorer.js';
import { RELEASE_STATUSES } from './enums.js';
import { msg } from './messages.js';
import type { FieldMessageKey } from './field-messages.js';
import { emailAddressSchema } from './users.js';
import { text } from './text.js';

/*
 * The Benefits Explorer's public side (explorer spec §3 read-only page fields, lead form, share request; §5 lead
 * and share rules with their texts, verbatim; decisions 167-170). No sign-in: the employee's page, the lead form
 * to the provider's sales mailbox, sharing chosen plans by e-mail, and the chat department.
 * WIRE FORMAT: the codes below are sent as they are.
 */

/** Explorer spec §4/§9: en (default) and es. */
export const EXPLORER_LANGUAGES = ['en', 'es'] as const;
export type ExplorerLanguage = (typeof EXPLORER_LANGUAGES)[number];

/** Explorer spec §3 lead form `externalUser`: the person writing is with an employer or is a broker. */
export const EXTERNAL_USER_KINDS = ['EMPLOYER', 'BROKER'] as const;
export type ExternalUserKind = (typeof EXTERNAL_USER_KINDS)[number];

/** Explorer spec §2/§9 chat departments (verbatim). */
export const CHAT_DEPARTMENTS = { live: 'Benefits Explorer Live', demo: 'Benefits Explorer Demo' } as const;
export type ChatDepartment = (typeof CHAT_DEPARTMENTS)[keyof typeof CHAT_DEPARTMENTS];
export const CHAT_DEPARTMENT_NAMES = [CHAT_DEPARTMENTS.live, CHAT_DEPARTMENTS.demo] as const;

/** Spec §5/§9: each lead text input takes at most 191 characters. */
export const LEAD_TEXT_MAX = 191;
/** The most plans one share request names (a request bound; a site holds at most 200). */
export const MAX_SHARED_BENEFITS = 200;

/** A text field the form requires: missing, null or blank gives the field's own message (spec §5). */
const requiredText = (key: FieldMessageKey) =>
  text({ trim: true, error: msg(key) })
    .min(1, { message: msg(key), abort: true })
    .max(LEAD_TEXT_MAX, msg('textTooLong'));
const optionalText = () => text({ trim: true }).max(LEAD_TEXT_MAX).nullish();
const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const isPlainObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Spec §5 reusable e-mail rule, with the form's "required" text when nothing is given. */
const requiredEmail = (key: FieldMessageKey) =>
  text({ trim: true, error: msg(key) })
    .min(1, { message: msg(key), abort: true })
    .pipe(emailAddressSchema);

const requiredState = text({ trim: true, error: msg('stateRequired') })
  .min(1, { message: msg('stateRequired'), abort: true })
  .max(2, { message: msg('stateInvalid'), abort: true })
  .toUpperCase()
  .refine((v) => (US_STATES as readonly string[]).includes(v), msg('stateInvalid'));

/**
 * Explorer spec §3 lead form with the §5 rules and texts: every field required (e-mail by the reusable rule),
 * each text at most 191 characters; `externalUser` EMPLOYER or BROKER ('Employer/Broker is required' when
 * missing, 'Please select an option' for anything else); the employer name is required for both (a broker's
 * form labels it Client name: 'Client name is required'); the broker name only for a broker.
 */
export const explorerLeadSchema = z
  .object({
    email: requiredEmail('leadEmailRequired'),
    firstName: requiredText('firstNameRequired'),
    lastName: requiredText('lastNameRequired'),
    city: requiredText('cityRequired'),
    state: requiredState,
    phone: requiredText('phoneRequired').regex(/^[0-9+().\-\s]*$/, msg('phone')),
    externalUser: z.enum(EXTERNAL_USER_KINDS, {
      error: (issue) => (isBlank(issue.input) ? msg('employerOrBrokerRequired') : msg('selectAnOption')),
    }),
    employerName: optionalText(),
    brokerName: optionalText(),
  })
  .strict()
  .superRefine(
    (lead, ctx) => {
      // Runs even when other fields failed (`when`), so a form sees every message at once.
      const broker = (lead as { externalUser?: unknown }).externalUser === 'BROKER';
      if (isBlank(lead.employerName)) {
        ctx.addIssue({
          code: 'custom',
          path: ['employerName'],
          message: msg(broker ? 'clientNameRequired' : 'employerNameRequired'),
        });
      }
      if (broker && isBlank(lead.brokerName)) {
        ctx.addIssue({ code: 'custom', path: ['brokerName'], message: msg('brokerNameRequired') });
      }
    },
    { when: (payload) => isPlainObject(payload.value) },
  )
  .transform((lead) => ({
    ...lead,
    employerName: lead.employerName ?? '',
    brokerName: lead.externalUser === 'BROKER' ? (lead.brokerName ?? '') : null,
  }));
export type ExplorerLeadInput = z.input<typeof explorerLeadSchema>;
export type ExplorerLead = z.output<typeof explorerLeadSchema>;

/**
 * Explorer spec §3 share request with the §5 rules and texts: a valid e-mail, at least one benefit (plan ids of
 * the page), a reCAPTCHA token, a language, and the prepaid location (its state) — the service requires the
 * location only when a prepaid (DHMO) plan is among the chosen ones (decision 169).
 */
export const explorerShareSchema = z
  .object({
    email: requiredEmail('leadEmailRequired'),
    benefits: z
      .array(z.string().uuid(msg('id')), { error: msg('shareBenefitsRequired') })
      .min(1, msg('shareBenefitsRequired'))
      .max(MAX_SHARED_BENEFITS),
    recaptchaToken: text({ trim: true, error: msg('recaptchaTokenMissing') })
      .min(1, msg('recaptchaTokenMissing'))
      .max(4000, msg('textTooLong')),
    language: z.enum(EXPLORER_LANGUAGES, {
      error: (issue) => (isBlank(issue.input) ? msg('languageRequired') : msg('option')),
    }),
    prepaidLocation: z
      .object({ state: requiredState })
      .strict()
      .nullish()
      .transform((v) => v ?? null),
  })
  .strict();
export type ExplorerShareInput = z.input<typeof explorerShareSchema>;
export type ExplorerShare = z.output<typeof explorerShareSchema>;

export const explorerSentSchema = z.object({ sent: z.literal(true) });

/** A document an employee opens from the page: `url` is the public download path (decision 168). */
export const explorerPublicDocumentSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  mimeType: z.string(),
  url: z.string(),
});
export type ExplorerPublicDocument = z.infer<typeof explorerPublicDocumentSchema>;

const nullableString = z.string().nullable();

/**
 * A plan as the employee sees it: the stored plan's fields (a loose object: the benefit type's own fields by
 * their contract names, as `explorerBenefitPlanSchema`), the plan type's display name (spec §4), the carrier's
 * name when known, and its plan summaries with their public URLs.
 */
export const explorerPublicPlanSchema = z.looseObject({
  id: z.string().uuid(),
  carrierId: z.number().int().nullable(),
  carrierName: nullableString,
  benefitType: z.enum(EXPLORER_BENEFIT_TYPES),
  planType: nullableString,
  planTypeDisplayName: nullableString,
  benefitLevel: nullableString,
  planName: nullableString,
  legalEntity: nullableString,
  contentFlags: z.array(z.string()),
  isNew: z.boolean(),
  planSummaryDocument: explorerPublicDocumentSchema.nullable(),
  spanishPlanSummaryDocument: explorerPublicDocumentSchema.nullable(),
});
export type ExplorerPublicPlan = z.infer<typeof explorerPublicPlanSchema>;

/** The support footer's implementation consultant (spec §2). */
export const explorerConsultantSchema = z.object({
  name: z.string(),
  phone: nullableString,
  email: nullableString,
});

/** The chat widget's department (spec §2 rule) and whether the chat provider has it online. */
export const explorerChatSchema = z.object({
  department: z.enum(CHAT_DEPARTMENT_NAMES),
  online: z.boolean(),
});
export type ExplorerChat = z.infer<typeof explorerChatSchema>;

/**
 * The public page (explorer spec §3 read-only page fields and what the page shows): no staff-only fields (no
 * page owner, policies, employee count, kiosk or notification settings).
 */
export const explorerPublicPageSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  isLive: z.boolean(),
  vanitySlug: nullableString,
  startsAt: z.string(),
  expiresAt: nullableString,
  /** True once `expiresAt` has passed: the page still shows, without the personal-plan link (spec §2). */
  expired: z.boolean(),
  planYear: nullableString,
  openEnrollmentStart: z.string(),
  openEnrollmentEnd: z.string(),
  maintenanceMode: z.boolean(),
  employerState: z.string(),
  /** The site's custom client name, else the client's name. */
  clientName: z.string(),
  customClientName: nullableString,
  benefits: z.array(explorerPublicPlanSchema),
  benefitTypeMetadata: z.record(
    z.string(),
    z.object({
      highlighterText: nullableString,
      spanishHighlighterText: nullableString,
      highlighterOrder: z.number().int().nullable(),
    }),
  ),
  /** The benefit types' documents (at most 15 a type, the same key once; spec §5). */
  documents: z.array(
    explorerPublicDocumentSchema.extend({
      benefitType: z.enum(EXPLORER_BENEFIT_TYPES),
      documentKey: z.string(),
    }),
  ),
  customBranding: z.boolean(),
  customThemeBrandColor: nullableString,
  customThemeContrastingColor: nullableString,
  hideSunLifeLogo: z.boolean(),
  nonSunLifeBenefitsExplorer: z.boolean(),
  logo: explorerPublicDocumentSchema.nullable(),
  medicalVideo: z.object({
    choice: z.enum(MEDICAL_VIDEO_CHOICES),
    vidyardId: nullableString,
    englishTitle: nullableString,
    spanishTitle: nullableString,
    document: explorerPublicDocumentSchema.nullable(),
  }),
  showLegacyVisionPlanTable: z.boolean(),
  showLegacyDentalPlanTable: z.boolean(),
  showBenefitCount: z.boolean(),
  benAdminPlatform: z.object({ name: nullableString, url: nullableString }).nullable(),
  enableContactUsAppointment: z.boolean(),
  enableContactUsEmail: z.boolean(),
  enableContactUsLiveChat: z.boolean(),
  customCalendlyLink: nullableString,
  languageFeatureToggle: z.boolean(),
  largeClientFeatureToggle: z.boolean(),
  /** Comparison toggles of the client (spec §5 comparison availability). */
  dentalComparison: z.boolean(),
  visionComparison: z.boolean(),
  /** Policies' effective dates (spec §5 comparison availability by date). */
  policyEffectiveDates: z.array(z.string()),
  /** A demo site: the asked one (default 'active'); a live site: its real state from the enrollment dates. */
  demoEnrollmentStatus: z.enum(DEMO_ENROLLMENT_STATUSES),
  implementationConsultant: explorerConsultantSchema.nullable(),
  clientReleaseStatus: z.enum(RELEASE_STATUSES).nullable(),
  chat: explorerChatSchema,
});
export type ExplorerPublicPage = z.infer<typeof explorerPublicPageSchema>;

// --- between services (never on HTTP) ---

/** `clients.explorer.site-client`: what the public page needs of the site's client. */
export const explorerSiteClientQuerySchema = z.object({
  clientId: z.string().uuid(),
  benAdminPlatformId: z.string().max(100).nullable().default(null),
});
export const explorerSiteClientSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  isArchived: z.boolean(),
  releaseStatus: z.enum(RELEASE_STATUSES).nullable(),
  implementationConsultant: explorerConsultantSchema.nullable(),
  /** The client's feature toggles (the environment's merged with the client's own). */
  featureToggles: z.record(z.string(), z.boolean()),
  policies: z.array(z.object({ id: z.string().uuid(), policyEffective: nullableString })),
  benAdminPlatformName: nullableString,
});
export type ExplorerSiteClient = z.infer<typeof explorerSiteClientSchema>;

/** `documents.document.explorer-files`: the client's live (not removed) documents among these ids. */
export const explorerFilesQuerySchema = z.object({
  clientId: z.string().uuid(),
  documentIds: z.array(z.string().uuid()).max(500),
});
export const explorerFileSchema = z.object({
  id: z.string().uuid(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  /** Storage key; null for a video (its contents are at the video host). */
  key: z.string().nullable(),
});
export type ExplorerFile = z.infer<typeof explorerFileSchema>;

/** The feature toggles of the public page (decision 167): language on unless turned off, large client off. */
export const EXPLORER_PUBLIC_TOGGLES = {
  language: 'BENEFITS_EXPLORER_LANGUAGE',
  largeClient: 'BENEFITS_EXPLORER_LARGE_CLIENT',
} as const;
