import { z } from 'zod';
import { msg } from './messages.js';
import {
  BENEFIT_TYPES,
  CONTACT_TYPES,
  IMPLEMENTATION_TYPES,
  PHASES,
  RELEASE_STATUSES,
  TASK_STATUSES,
} from './enums.js';
import { pageParams } from './paging.js';
import { text } from './text.js';
import { fieldError, type FieldError } from './errors.js';
import { ownerEmailsSentAtSchema } from './owner-operations.js';

export const benAdminPlatformSchema = z.object({ id: z.string(), name: z.string() });
export type BenAdminPlatform = z.infer<typeof benAdminPlatformSchema>;
export const benAdminPlatformListSchema = z.array(benAdminPlatformSchema);

const flag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
/** A list parameter given once or repeated (`phaseIds=A&phaseIds=B`) or comma-separated. */
export const many = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .union([z.array(text()), text()])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(item).max(50))
    .optional();

/** GET /api/clients: every filter key of spec §3, paging (§5) and sorting. */
export const clientListQuerySchema = z.object({
  search: text({ trim: true }).max(191).optional(),
  userId: z.string().uuid().optional(),
  /** Implementation consultant, by e-mail. */
  ic: text({ trim: true }).max(191).optional(),
  /** Clients with no implementation consultant. */
  noic: flag,
  completedSetup: flag,
  isOnboard: flag,
  isBenefitsExplorer: flag,
  isNewIssue: flag,
  isAddCoverage: flag,
  isLiveClient: flag,
  isRiskRejected: flag,
  phaseIds: many(z.enum(PHASES)),
  ebrEmails: many(text().max(191)),
  includeArchived: flag,
  clientErrorTypes: many(text().max(50)),
  limit: z.coerce.number().int().min(1, msg('limitRange')).max(100, msg('limitRange')).default(25),
  offset: z.coerce.number().int().min(0, msg('offsetMin')).default(0),
  /** The benefit-administrator list sends page and pageSize instead of offset and limit. */
  ...pageParams,
  sortBy: z.enum(['name', 'caseId', 'createdAt', 'updatedAt', 'phase', 'employeesNumber']).default('name'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

const consultantSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});

export const clientListItemSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  caseId: z.string().nullable(),
  ticketId: z.string().nullable(),
  releaseStatus: z.string().nullable(),
  implementationType: z.enum(IMPLEMENTATION_TYPES),
  phase: z.enum(PHASES).nullable(),
  isActive: z.boolean(),
  isTest: z.boolean(),
  isArchived: z.boolean(),
  isOnboard: z.boolean(),
  isBenefitsExplorer: z.boolean(),
  isRiskRejected: z.boolean(),
  completedSetupAt: z.string().nullable(),
  employeesNumber: z.number().int().nullable(),
  ebrEmail: z.string().nullable(),
  implementationConsultant: consultantSchema,
  /** The client's tasks (client and policy tasks): how many are Done, of how many. */
  taskCounts: z.object({ done: z.number().int(), total: z.number().int() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClientListItem = z.infer<typeof clientListItemSchema>;
export const clientPageSchema = z.object({
  items: z.array(clientListItemSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type ClientPage = z.infer<typeof clientPageSchema>;

export const taskSchema = z.object({
  id: z.string().uuid(),
  taskId: z.string(),
  policyId: z.string().uuid().nullable(),
  status: z.enum(TASK_STATUSES),
  dueDate: z.string().nullable(),
  statusUpdatedAt: z.string().nullable(),
  /** What the client must fix while the task is NIGO (Action Required); empty otherwise. */
  nigoReasons: z.array(z.string()),
});
export const policySchema = z.object({
  id: z.string().uuid(),
  primaryPolicy: z.boolean(),
  phaseId: z.enum(PHASES),
  slfCoverages: z.array(z.string()),
  policyEffective: z.string().nullable(),
  issuedStateSitus: z.string().nullable(),
  infoGatheringDeadline: z.string().nullable(),
  enrollmentCensusDeadline: z.string().nullable(),
  liveStatusDate: z.string().nullable(),
});
export const planSchema = z.object({
  id: z.string().uuid(),
  benefitType: z.enum(BENEFIT_TYPES),
  planType: z.string().nullable(),
  carrierName: z.string().nullable(),
});
export const contactSchema = z.object({
  id: z.string().uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  type: z.enum(CONTACT_TYPES),
});

export const clientSchema = clientListItemSchema.extend({
  taxId: z.string().nullable(),
  baseClientId: z.string().uuid().nullable(),
  liveReleaseStatusAt: z.string().nullable(),
  jiraUpdatedAt: z.string().nullable(),
  welcomeFlowCompletedAt: z.string().nullable(),
  featureToggles: z.record(z.string(), z.boolean()),
  /** When each owner-triggered e-mail was last sent to the client (spec §3 e-mail-sent dates; decision 141). */
  ownerEmailsSentAt: ownerEmailsSentAtSchema,
  /** The phase-change status flag (decision 142): phase-change e-mails may go out for this client. */
  phaseChangeEmailsEnabled: z.boolean(),
  policies: z.array(policySchema),
  plans: z.array(planSchema),
  contacts: z.array(contactSchema),
  locations: z.array(z.lazy(() => locationSchema)),
  tasks: z.array(taskSchema),
});
export type ClientDto = z.infer<typeof clientSchema>;

const trimmed = (max: number) => text({ trim: true }).max(max);

/** A client's editable core fields, without defaults (zod 4 applies defaults even inside `.partial()`). */
const clientFields = {
  name: trimmed(255).min(1, msg('required')),
  caseId: trimmed(50).nullable(),
  ticketId: trimmed(50).nullable(),
  implementationType: z.enum(IMPLEMENTATION_TYPES),
  releaseStatus: z.enum(RELEASE_STATUSES).nullable(),
  employeesNumber: z.number().int().min(0).max(10_000_000).nullable(),
  taxId: trimmed(20)
    .regex(/^(\d{2}-\d{7})?$/, msg('taxIdFormat'))
    .nullable(),
  ebrEmail: trimmed(191).nullable(),
  isTest: z.boolean(),
  isOnboard: z.boolean(),
  isBenefitsExplorer: z.boolean(),
  implementationConsultant: z
    .object({
      firstName: trimmed(100).nullable(),
      lastName: trimmed(100).nullable(),
      email: trimmed(191).nullable(),
      phoneNumber: trimmed(30).nullable(),
    })
    .partial(),
};

export const createClientSchema = z.object({
  ...clientFields,
  caseId: clientFields.caseId.default(null),
  ticketId: clientFields.ticketId.default(null),
  implementationType: clientFields.implementationType.default('NEW_IMPLEMENTATION'),
  releaseStatus: clientFields.releaseStatus.default(null),
  employeesNumber: clientFields.employeesNumber.default(null),
  taxId: clientFields.taxId.default(null),
  ebrEmail: clientFields.ebrEmail.default(null),
  isTest: clientFields.isTest.default(false),
  isOnboard: clientFields.isOnboard.default(true),
  isBenefitsExplorer: clientFields.isBenefitsExplorer.default(false),
  implementationConsultant: clientFields.implementationConsultant.optional(),
});
export type CreateClient = z.input<typeof createClientSchema>;

/** Staff may change any of these; ben admins and brokers only CLIENT_SIDE_EDITABLE_FIELDS. */
export const updateClientSchema = z
  .object({
    ...clientFields,
    isActive: z.boolean(),
    isRiskRejected: z.boolean(),
    featureToggles: z.record(text().max(80), z.boolean()),
  })
  .partial()
  .strict();
export type UpdateClient = z.input<typeof updateClientSchema>;

/** What a ben admin or broker may change on their own client (spec §6 excludes ids, flags, status, …). */
export const CLIENT_SIDE_EDITABLE_FIELDS = ['name', 'employeesNumber', 'taxId'] as const;

/**
 * Feature toggles the product knows, with their defaults. The environment (FEATURE_TOGGLES="A=true,B=false")
 * overrides a default; a client's own toggles override both for that client.
 */
export const FEATURE_TOGGLE_DEFAULTS = {
  /** Hides Company profile in the hub's user menu (spec §2). */
  ONBOARD_REMOVE_EDI_FROM_EIF: false,
} as const satisfies Record<string, boolean>;
export const featureTogglesSchema = z.record(z.string(), z.boolean());
export type FeatureToggles = z.infer<typeof featureTogglesSchema>;

export const setupStepStatusSchema = z.object({
  stepId: z.string(),
  completedAt: z.string().nullable(),
  completedBy: z.string().uuid().nullable(),
});
export const clientSetupSchema = z.object({
  clientId: z.string().uuid(),
  completedSetupAt: z.string().nullable(),
  steps: z.array(setupStepStatusSchema),
});
export type ClientSetup = z.infer<typeof clientSetupSchema>;

export const welcomeFlowSchema = z.object({
  answers: z.record(z.string(), z.unknown()),
  completedAt: z.string().nullable(),
});
export type WelcomeFlow = z.infer<typeof welcomeFlowSchema>;
/** POST welcome-flow: answers to merge into those saved (at most 50 keys, small values). */
export const welcomeFlowAnswersSchema = z.object({
  answers: z
    .record(
      text().max(80),
      z.union([
        text({ multiLine: true }).max(2000),
        z.number(),
        z.boolean(),
        z.null(),
        z.array(text().max(200)).max(50),
      ]),
    )
    .refine((a) => Object.keys(a).length <= 50, msg('tooManyAnswers')),
});

/** The answers a welcome flow must have before it can be completed (decision 030). */
export const WELCOME_FLOW_REQUIRED = ['contactName', 'preferredContact'] as const;
/** How the client prefers to be contacted (the welcome flow's `preferredContact`). */
export const WELCOME_CONTACT_OPTIONS = ['email', 'phone'] as const;

/**
 * What keeps a welcome flow from being completed: each required answer that is missing or blank (a preferred
 * contact that is not one of the options counts as missing). Paths are those of the welcome-flow body
 * (`body.answers.<key>`), so the form shows them on its fields.
 */
export function welcomeFlowCompletionErrors(answers: Record<string, unknown>): FieldError[] {
  const given = (key: (typeof WELCOME_FLOW_REQUIRED)[number]): boolean => {
    const value = answers[key];
    if (typeof value !== 'string' || value.trim() === '') return false;
    return key !== 'preferredContact' || (WELCOME_CONTACT_OPTIONS as readonly string[]).includes(value);
  };
  return WELCOME_FLOW_REQUIRED.filter((key) => !given(key)).map((key) =>
    fieldError(`body.answers.${key}`, 'required'),
  );
}

export const planInputSchema = z.object({
  id: z.string().uuid().optional(),
  benefitType: z.enum(BENEFIT_TYPES),
  planType: trimmed(50).nullable().default(null),
  carrierName: trimmed(100).nullable().default(null),
});
/** PUT plans: the client's whole plan list; plans not listed are removed. */
export const putPlansSchema = z.object({ plans: z.array(planInputSchema).max(100) });

export const baseClientSchema = z.object({ baseClientId: z.string().uuid() });

/** Spec §5: the 50 US states plus DC. */
export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;
export const stateCodeSchema = text({ trim: true })
  .toUpperCase()
  .refine((v) => (US_STATES as readonly string[]).includes(v), msg('stateInvalid'));

const isoDate = text().regex(/^\d{4}-\d{2}-\d{2}$/, msg('dateFormat'));

/**
 * POST plan-configuration: the client's policies (coverages, effective date, situs, phase) and plans in one
 * go, as staff configure a new client (setup step "configure company").
 */
export const planConfigurationSchema = z
  .object({
    policies: z
      .array(
        z.object({
          id: z.string().uuid().optional(),
          primaryPolicy: z.boolean().default(false),
          phaseId: z.enum(PHASES).default('WELCOME'),
          slfCoverages: z.array(trimmed(100).min(1)).max(50).default([]),
          policyEffective: isoDate.nullable().default(null),
          issuedStateSitus: stateCodeSchema.nullable().default(null),
        }),
      )
      .min(1, msg('onePolicy'))
      .max(50),
    plans: z.array(planInputSchema).max(100),
  })
  .refine((c) => c.policies.filter((p) => p.primaryPolicy).length === 1, {
    message: msg('onePrimaryPolicy'),
    path: ['policies'],
  });
export type PlanConfiguration = z.infer<typeof planConfigurationSchema>;

/** Spec §5: 5 digits, or 5 digits, a hyphen and 4 digits. */
export const zipCodeSchema = text({ trim: true }).regex(/^\d{5}(-\d{4})?$/, msg('zipFormat'));

/** The location fields spec §5 requires, with their messages, in the order a form shows them. */
const LOCATION_REQUIRED = [
  ['name', 'locationNameRequired'],
  ['address1', 'addressRequired'],
  ['city', 'cityRequired'],
  ['state', 'stateRequired'],
  ['zipCode', 'zipRequired'],
] as const;

/** Empty (absent or null counts as empty) or a value the schema takes, with its messages when it does not. */
const emptyOr = (schema: z.ZodType<string, string>) =>
  text({ trim: true })
    .nullish()
    .transform((value, ctx) => {
      if (!value) return '';
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.issues.push({ ...issue, input: value } as never);
      return z.NEVER;
    });

/**
 * A location as forms send it (spec §5 location rules and texts, verbatim): name, address, city, state and
 * zip code are required unless the form is prefilled (`prefill`, staff's "prefill company" step, decision 098),
 * when any of them may stay empty and an empty state becomes null. A value given must be valid either way.
 */
export const locationInputSchema = z
  .object({
    prefill: z.boolean().default(false),
    name: emptyOr(text().max(255)),
    address1: emptyOr(text().max(255)),
    address2: trimmed(255)
      .nullable()
      .default(null)
      .transform((v) => v || null),
    city: emptyOr(text().max(100)),
    state: emptyOr(stateCodeSchema).transform((v) => (v === '' ? null : v)),
    zipCode: emptyOr(zipCodeSchema),
    locationType: z.enum(['SUBSIDIARY']).nullable().default(null),
  })
  .superRefine(
    (value, ctx) => {
      if (value.prefill === true) return;
      const fields = value as Record<string, unknown>;
      for (const [field, key] of LOCATION_REQUIRED) {
        const given = fields[field];
        if (given === '' || given === null || given === undefined) {
          ctx.addIssue({ code: 'custom', path: [field], message: msg(key), input: given });
        }
      }
    },
    // Told together with the other fields' messages, not only once they are valid.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type LocationInput = z.input<typeof locationInputSchema>;
/** A location as the service takes it, parsed. */
export type LocationSave = z.output<typeof locationInputSchema>;

export type LocationDto = z.infer<typeof locationSchema>;
export const locationSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  /** Null only for a location staff prefilled without one (decision 098). */
  state: z.string().nullable(),
  zipCode: z.string(),
  locationType: z.string().nullable(),
});

/** Whether a location has every field spec §5 requires (a prefilled one may not, decision 098). */
export function isLocationComplete(location: {
  name: string;
  address1: string;
  city: string;
  state: string | null;
  zipCode: string;
}): boolean {
  return [location.name, location.address1, location.city, location.state, location.zipCode].every(
    (v) => typeof v === 'string' && v !== '',
  );
}
