import { z } from 'zod';
import { PRODUCT_TASK_IDS } from './enums.js';
import { msg } from './messages.js';
import { text } from './text.js';

/**
 * Enrollment resources (issue 12 item 4, decision 127): the links and documents staff attach for a client,
 * for the enrollment-resources task (general) or one product task, each marked seen by the people who open it.
 * WIRE FORMAT: the kinds, audiences and product task ids are stored and sent as they are.
 */
export const RESOURCE_KINDS = ['link', 'document'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** Whom a resource is for: the employer (HR, benefit administrators) or the employees. */
export const RESOURCE_AUDIENCES = ['employer', 'employees'] as const;
export type ResourceAudience = (typeof RESOURCE_AUDIENCES)[number];

/** The task whose resources are general (productTaskId null). */
export const ENROLLMENT_RESOURCES_TASK_ID = 'enrollment-resources';

/** The longest link kept (browsers and proxies handle 2,000 characters everywhere). */
export const RESOURCE_URL_MAX = 2000;

/** An absolute https address: a host name of letters, digits and hyphens (no user:password@), a port, a path. */
const HTTPS_URL =
  /^https:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

/** True for an absolute https:// address with a host (no http, javascript:, data: or relative links). */
export const isHttpsUrl = (value: string): boolean =>
  value.length <= RESOURCE_URL_MAX && HTTPS_URL.test(value);

const productTaskIdSchema = z.enum(PRODUCT_TASK_IDS as [string, ...string[]], { error: msg('option') });
const titleSchema = text({ trim: true }).min(1, msg('required')).max(200);
/** The Spanish title (decision 210): optional, the same limits as the title; empty means none. */
const titleEsSchema = text({ trim: true })
  .max(200)
  .nullable()
  .transform((value) => value || null);
const urlSchema = text({ trim: true })
  .min(1, msg('required'))
  .max(RESOURCE_URL_MAX)
  .refine(isHttpsUrl, { message: msg('httpsOnly') });

/** A resource as the API answers it; `seen`/`seenAt` are the calling user's. */
export const clientResourceSchema = z.object({
  id: z.string().uuid(),
  clientId: z.string().uuid(),
  /** null: a general resource (the enrollment-resources task); else the product task it belongs to. */
  productTaskId: z.string().nullable(),
  kind: z.enum(RESOURCE_KINDS),
  title: z.string(),
  /** The title in Spanish, shown on Spanish pages (decision 210); null: the title in every language. */
  titleEs: z.string().nullable(),
  /** A link's https address (null for a document). */
  url: z.string().nullable(),
  /** A document's id in the documents service (null for a link). */
  documentId: z.string().uuid().nullable(),
  audience: z.enum(RESOURCE_AUDIENCES),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  seen: z.boolean(),
  seenAt: z.string().nullable(),
});
export type ClientResourceDto = z.infer<typeof clientResourceSchema>;

/** GET resources: all of the client's, or one task's (`enrollment-resources` = the general ones). */
export const clientResourcesQuerySchema = z
  .object({
    productTaskId: z
      .enum([ENROLLMENT_RESOURCES_TASK_ID, ...PRODUCT_TASK_IDS] as [string, ...string[]], {
        error: msg('option'),
      })
      .optional(),
  })
  .strict();

const common = {
  title: titleSchema,
  titleEs: titleEsSchema.optional(),
  audience: z.enum(RESOURCE_AUDIENCES, { error: msg('option') }),
  productTaskId: productTaskIdSchema.nullable(),
};

/** POST a resource (staff): a link (https only) or a document of the documents service (its id). */
export const clientResourceCreateSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('link'), url: urlSchema, ...common }).strict(),
  z.object({ kind: z.literal('document'), documentId: z.string().uuid(msg('option')), ...common }).strict(),
]);
export type ClientResourceCreate = z.input<typeof clientResourceCreateSchema>;

/** PUT a resource (staff): any of its fields; `url` only for a link. */
export const clientResourceUpdateSchema = z
  .object({ ...common, url: urlSchema })
  .partial()
  .strict();
export type ClientResourceUpdate = z.input<typeof clientResourceUpdateSchema>;

/**
 * What the client says it needs for its open enrollment (issue 12 item 8, decision 128). WIRE FORMAT: stored in
 * clients.client.enrollment_needs.
 */
export const ENROLLMENT_NEEDS = [
  'ONSITE_MEETINGS',
  'VIRTUAL_MEETINGS',
  'PRINTED_MATERIALS',
  'SPANISH_MATERIALS',
  'BENEFITS_COUNSELORS',
  'ONLINE_ENROLLMENT_PLATFORM',
  'DECISION_SUPPORT_TOOL',
  'OTHER',
] as const;
export type EnrollmentNeed = (typeof ENROLLMENT_NEEDS)[number];

/** A step-viewed key: a step or section of the hub, e.g. `task:enrollment-resources`. */
export const STEP_KEY_PATTERN = /^[a-z0-9][a-z0-9:._-]{0,79}$/;
/** How many steps a client keeps flags for; a new key beyond it is refused. */
export const STEPS_VIEWED_MAX = 100;

/** A calendar date (YYYY-MM-DD) that exists (2026-02-30 does not). */
export const isCalendarDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
const calendarDate = text()
  .max(10, msg('dateFormat'))
  .regex(/^\d{4}-\d{2}-\d{2}$/, msg('dateFormat'))
  .refine(isCalendarDate, { message: msg('invalidDate') });

/** The client's enrollment dates and needs, and its step-viewed flags (key → first-viewed ISO time). */
export const enrollmentSchema = z.object({
  enrollmentStartDate: z.string().nullable(),
  enrollmentEndDate: z.string().nullable(),
  enrollmentNeeds: z.array(z.enum(ENROLLMENT_NEEDS)),
  enrollmentNeedsOther: z.string().nullable(),
  stepsViewed: z.record(z.string(), z.string()),
});
export type EnrollmentDto = z.infer<typeof enrollmentSchema>;

/**
 * PUT enrollment: the whole of the dates and needs. The end is not before the start; OTHER needs its text
 * (kept only with OTHER).
 */
export const enrollmentPutSchema = z
  .object({
    enrollmentStartDate: calendarDate.nullable(),
    enrollmentEndDate: calendarDate.nullable(),
    enrollmentNeeds: z
      .array(z.enum(ENROLLMENT_NEEDS, { error: msg('option') }))
      .max(ENROLLMENT_NEEDS.length)
      .refine((needs) => new Set(needs).size === needs.length, { message: msg('enrollmentNeedTwice') }),
    enrollmentNeedsOther: text({ trim: true, multiLine: true }).max(500).nullable(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (
      value.enrollmentStartDate &&
      value.enrollmentEndDate &&
      value.enrollmentEndDate < value.enrollmentStartDate
    ) {
      ctx.addIssue({ code: 'custom', path: ['enrollmentEndDate'], message: msg('enrollmentEndBeforeStart') });
    }
    if (value.enrollmentNeeds.includes('OTHER') && !value.enrollmentNeedsOther) {
      ctx.addIssue({ code: 'custom', path: ['enrollmentNeedsOther'], message: msg('required') });
    }
  });
export type EnrollmentPut = z.input<typeof enrollmentPutSchema>;
