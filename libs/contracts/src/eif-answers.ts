import { z } from 'zod';
import { stateCodeSchema, zipCodeSchema } from './clients.js';
import {
  EIF_CLIENT_FIELDS,
  EIF_PLAN_FIELDS,
  EIF_POLICY_FIELDS,
  type EifAnswersOf,
  type EifClientAnswers,
  type EifFieldKind,
  type EifPlanAnswers,
  type EifPolicyAnswers,
} from './eif-fields.js';
import { msg } from './messages.js';
import { text } from './text.js';
import { SUMMARY_LANGUAGES } from './summary-texts.js';

/** Days in each month on a leap-year basis (spec §5: 02/29 is a valid MM/DD). */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/**
 * Spec §5 MM/DD: the wrong shape is "Date needs to be in the format MM/DD"; a month outside 1-12 or a day the
 * month does not have (leap-year basis) is "Not a valid date".
 */
export const mmddSchema = text({ trim: true })
  .regex(/^\d{2}\/\d{2}$/, { message: msg('mmddFormat'), abort: true })
  .refine((value) => {
    const [month, day] = value.split('/').map(Number) as [number, number];
    const days = DAYS_IN_MONTH[month - 1];
    return days !== undefined && day >= 1 && day <= days;
  }, msg('invalidDate'));

/** The schema of one answer of a kind; an empty text is null (not answered). */
export function eifFieldSchema(field: EifFieldKind): z.ZodType {
  const emptyIsNull = (schema: z.ZodType) =>
    z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable());
  switch (field.kind) {
    case 'boolean':
      return z.boolean().nullable();
    case 'text':
      return emptyIsNull(text({ trim: true, multiLine: field.multiLine }).max(field.max));
    case 'enum':
      return z.enum(field.values as [string, ...string[]]).nullable();
    case 'enumList':
      return z
        .array(z.enum(field.values as [string, ...string[]]))
        .max(field.values.length)
        .transform((list) => [...new Set(list)])
        .nullable();
    case 'mmdd':
      return emptyIsNull(mmddSchema);
    case 'integer':
      return z.number().int().min(field.min).max(field.max).nullable();
    case 'percent':
      return z.number().min(0).max(100).nullable();
    case 'state':
      return emptyIsNull(stateCodeSchema);
    case 'zip':
      return emptyIsNull(zipCodeSchema);
    case 'id':
      return z.string().uuid().nullable();
  }
}

function answersSchema<T extends Record<string, EifFieldKind>>(fields: T) {
  return z
    .object(Object.fromEntries(Object.entries(fields).map(([name, kind]) => [name, eifFieldSchema(kind)])))
    .partial()
    .strict() as unknown as z.ZodType<Partial<EifAnswersOf<T>>>;
}

export const eifClientAnswersSchema = answersSchema(EIF_CLIENT_FIELDS);
export const eifPolicyAnswersSchema = answersSchema(EIF_POLICY_FIELDS);
export const eifPlanAnswersSchema = answersSchema(EIF_PLAN_FIELDS);

/** At most this many answers in one save (an autosave sends the few that changed). */
export const MAX_EIF_ANSWERS_PER_SAVE = 200;

const recordId = z.string().uuid();
const answerPath = text().min(1).max(200);

/**
 * PATCH eif-answers: the answers that changed, shaped like the form (client answers by name, `policies` and
 * `plans` by id), and for each the version the editor last saw (`baseVersions` by answer path). A path
 * without a base version is written whatever its version (an editor who chose to keep their value after a
 * conflict sends the version they were shown).
 */
export const eifAnswersPatchSchema: z.ZodType<EifAnswersPatch> = z
  .object({
    ...(eifClientAnswersSchema as unknown as z.ZodObject).shape,
    policies: z.record(recordId, eifPolicyAnswersSchema).optional(),
    plans: z.record(recordId, eifPlanAnswersSchema).optional(),
    baseVersions: z.record(answerPath, z.number().int().min(0)).optional(),
  })
  .partial()
  .strict()
  .superRefine((body, ctx) => {
    const count = countAnswers(body as EifAnswersPatch);
    if (count > MAX_EIF_ANSWERS_PER_SAVE) {
      ctx.addIssue({
        code: 'custom',
        message: msg('tooManyEifAnswers'),
        params: { max: MAX_EIF_ANSWERS_PER_SAVE },
        path: [],
      });
    }
  });

export type EifClientAnswersPatch = Partial<EifAnswersOf<typeof EIF_CLIENT_FIELDS>>;
export type EifAnswersPatch = EifClientAnswersPatch & {
  policies?: Record<string, Partial<EifAnswersOf<typeof EIF_POLICY_FIELDS>>>;
  plans?: Record<string, Partial<EifAnswersOf<typeof EIF_PLAN_FIELDS>>>;
  baseVersions?: Record<string, number>;
};

/** How many answers a save carries. */
export function countAnswers(body: EifAnswersPatch): number {
  const { policies, plans, baseVersions: _versions, ...client } = body;
  const nested = (records?: Record<string, object>) =>
    Object.values(records ?? {}).reduce((n, r) => n + Object.keys(r).length, 0);
  return Object.keys(client).length + nested(policies) + nested(plans);
}

/** Who last wrote an answer, and when: its version counts the writes (0: never written). */
export const eifFieldVersionSchema = z.object({
  version: z.number().int().min(0),
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type EifFieldVersion = z.infer<typeof eifFieldVersionSchema>;

const answersOf = (schema: z.ZodType) => (schema as unknown as z.ZodObject).required();

/** Every answer (null when not given): the client's by name, its policies' and plans' by id. */
export type EifAllAnswers = EifClientAnswers & {
  policies: Record<string, EifPolicyAnswers>;
  plans: Record<string, EifPlanAnswers>;
};
/** What staff set that the EIF depends on (which sub-steps apply, who signs) and where the signing stands. */
export const eifSettingsSchema = z.object({
  healthcareProfessionalsSegment: z.boolean(),
  ageRules: z.boolean(),
  brokerAsAuthorizedSigner: z.boolean(),
  eifSignedAt: z.string().nullable(),
  eifSignedBy: z.string().nullable(),
});
export type EifSettings = z.infer<typeof eifSettingsSchema>;

/** GET eif-answers: every answer, the versions of those ever written (by answer path), and the settings. */
export type EifAnswers = {
  answers: EifAllAnswers;
  versions: Record<string, EifFieldVersion>;
  settings: EifSettings;
};

export const eifAnswersSchema: z.ZodType<EifAnswers> = z.object({
  answers: z.object({
    ...answersOf(eifClientAnswersSchema).shape,
    policies: z.record(recordId, answersOf(eifPolicyAnswersSchema)),
    plans: z.record(recordId, answersOf(eifPlanAnswersSchema)),
  }),
  versions: z.record(answerPath, eifFieldVersionSchema),
  settings: eifSettingsSchema,
}) as unknown as z.ZodType<EifAnswers>;

/**
 * An answer someone else changed since the editor saw it: it was not written. `theirs` is what is saved now;
 * the editor keeps it, or sends `yours` again with `version` as its base version.
 */
export const eifConflictSchema = eifFieldVersionSchema.extend({
  path: answerPath,
  yours: z.unknown(),
  theirs: z.unknown(),
});
export type EifConflict = z.infer<typeof eifConflictSchema>;

/** PATCH eif-answers' answer: the new versions of the answers written, and those refused as conflicts. */
export const eifAnswersSavedSchema = z.object({
  saved: z.record(answerPath, eifFieldVersionSchema.extend({ value: z.unknown() })),
  conflicts: z.array(eifConflictSchema),
});
export type EifAnswersSaved = z.infer<typeof eifAnswersSavedSchema>;

/**
 * POST eif-sign: the signer confirms the answers are accurate and complete (`confirm: true`; the service
 * checks it after checking who signs, so anyone else hears that first).
 */
export const eifSignSchema = z.object({ confirm: z.boolean().optional() }).strict();
export type EifSign = z.infer<typeof eifSignSchema>;

/**
 * The summary's query (spec §7 eif-summary?tz=): the reader's time zone (America/New_York by default) and
 * language (issue 28 item 7: the outside signer reads it in Spanish; English by default).
 */
export const DEFAULT_SUMMARY_TIME_ZONE = 'America/New_York';
export const eifSummaryQuerySchema = z
  .object({
    tz: text().max(64).refine(isTimeZone, msg('timeZone')).default(DEFAULT_SUMMARY_TIME_ZONE),
    lang: z.enum(SUMMARY_LANGUAGES).default('en'),
  })
  .strict();
/** The summary's time zone and language, as the web asks for them. */
export type EifSummaryQuery = z.infer<typeof eifSummaryQuerySchema>;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A file answered over the bus (a route entry with `file: true`): the gateway sends the bytes. */
export const fileAnswerSchema = z.object({
  filename: z.string().min(1).max(200),
  contentType: z.string().min(1).max(100),
  base64: z.string(),
});
export type FileAnswer = z.infer<typeof fileAnswerSchema>;
