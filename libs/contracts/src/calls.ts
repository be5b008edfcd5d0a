import { z } from 'zod';
import { KICKOFF_CALL_STATUSES } from './enums.js';
import { msg } from './messages.js';
import { text } from './text.js';
import { emailAddressSchema } from './users.js';

/**
 * The client's two calls with the implementation consultant (spec §3 "kickoff and install call selection,
 * schedule, status, topics and people"; §4 kickoff call statuses; issue 12 item 2; decision 124). The
 * "install call" of the spec is the ongoing service call. WIRE FORMAT: the call types are the task ids.
 */
export const CALL_TYPES = ['kickoff-call', 'ongoing-service-call'] as const;
export type CallType = (typeof CALL_TYPES)[number];
export const isCallType = (value: string): value is CallType =>
  (CALL_TYPES as readonly string[]).includes(value);

/**
 * The topics a call offers until staff change them, as keys the web translates (`calls:topics.<key>`). A topic
 * staff add is their own text, shown as written.
 */
export const DEFAULT_CALL_TOPICS: Readonly<Record<CallType, readonly string[]>> = {
  'kickoff-call': [
    'plan-design-review',
    'enrollment-timeline',
    'census-and-data-feeds',
    'billing-set-up',
    'evidence-of-insurability',
    'claims',
  ],
  'ongoing-service-call': [
    'billing',
    'claims',
    'member-changes',
    'evidence-of-insurability',
    'reporting',
    'renewals',
  ],
};

/** At most this many times offered, and people added beyond the client's contacts. */
export const MAX_CALL_OPTIONS = 10;
export const MAX_CALL_EXTRA_INVITEES = 20;
export const MAX_CALL_TOPICS = 30;
export const MAX_CALL_CONTACTS = 50;

/** Statuses a call is held with: its task is done (decision 124). */
export const CALL_COMPLETED_STATUSES = [
  'Complete',
  'Complete - No Recording',
  'Complete - Call Recorded',
] as const;
/** Statuses in which the client may (again) choose a time (decision 125: No Response lets them pick again). */
export const CALL_SELECTABLE_STATUSES = ['Pending', 'No Response'] as const;
/** The status that needs a recording link. */
export const CALL_RECORDED_STATUS = 'Complete - Call Recorded';

/** A time offered: when it starts (ISO 8601 instant) and how long it lasts. WIRE FORMAT. */
export const callOptionSchema = z.object({
  id: z.string().uuid(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
});
export type CallOptionDto = z.infer<typeof callOptionSchema>;

/** Someone the client invites who is not among its contacts. WIRE FORMAT. */
export const callInviteeSchema = z.object({ name: z.string(), email: z.string() });
export type CallInviteeDto = z.infer<typeof callInviteeSchema>;

/** What the client chose. WIRE FORMAT. */
export const callSelectionSchema = z.object({
  /** The offered time chosen, or null with `requestedTime`. */
  optionId: z.string().uuid().nullable(),
  /** Another time the client asks for, in its own words. */
  requestedTime: z.string().nullable(),
  topics: z.array(z.string()),
  /** The client's contacts invited (ids of its EIF contacts). */
  contactIds: z.array(z.string().uuid()),
  extraInvitees: z.array(callInviteeSchema),
  selectedAt: z.string(),
  selectedBy: z.string(),
});
export type CallSelectionDto = z.infer<typeof callSelectionSchema>;

/** A call as GET …/calls/{callType} answers it (an empty Pending call when nothing is saved). WIRE FORMAT. */
export const callSchema = z.object({
  callType: z.enum(CALL_TYPES),
  options: z.array(callOptionSchema),
  /** A meeting link or dial-in text for every option. */
  meetingDetails: z.string().nullable(),
  /** The topics offered: DEFAULT_CALL_TOPICS keys and staff's own texts. */
  topics: z.array(z.string()),
  selection: callSelectionSchema.nullable(),
  /** The chosen time's start (an offered option's); null for a requested other time or no choice. */
  scheduledAt: z.string().nullable(),
  status: z.enum(KICKOFF_CALL_STATUSES),
  outcomeNotes: z.string().nullable(),
  recordingLink: z.string().nullable(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type CallDto = z.infer<typeof callSchema>;

// --- input ---

/** An ISO 8601 instant with its offset (`2026-12-01T15:00:00Z`, `…-05:00`), answered as UTC. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const instant = text({ trim: true })
  .max(40)
  .regex(ISO_INSTANT, msg('callStartFormat'))
  .refine((value) => !Number.isNaN(Date.parse(value)), msg('invalidDate'))
  .transform((value) => new Date(value).toISOString());

/** A blank text is null. */
const optionalText = (max: number, multiLine = false) =>
  text({ trim: true, multiLine })
    .max(max)
    .nullable()
    .transform((value) => (value ? value : null))
    .default(null);

/** A web address people click: http or https, a host, no spaces (the contracts have no URL class). */
const WEB_ADDRESS = /^https?:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?(?:[/?#]\S*)?$/i;
const isWebAddress = (value: string): boolean => WEB_ADDRESS.test(value);
const webAddress = text({ trim: true })
  .max(500)
  .nullable()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isWebAddress(value), msg('webAddress'))
  .default(null);

const topic = text({ trim: true }).min(1, msg('required')).max(200);
const uniqueList = <T>(list: T[]): T[] => [...new Set(list)];

/** PUT …/offer: staff offer 1 to 10 times (an `id` keeps an offered time), the link and the topics. */
export const callOfferInputSchema = z
  .object({
    options: z
      .array(
        z
          .object({
            id: z.string().uuid(msg('id')).optional(),
            startsAt: instant,
            durationMinutes: z.number().int().min(5).max(480),
          })
          .strict(),
      )
      .min(1, msg('callOptionsRequired'))
      .max(MAX_CALL_OPTIONS),
    meetingDetails: optionalText(1000, true),
    topics: z.array(topic).max(MAX_CALL_TOPICS).transform(uniqueList),
  })
  .strict()
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.options.forEach((option, i) => {
      if (option.id === undefined) return;
      if (seen.has(option.id)) {
        ctx.addIssue({ code: 'custom', path: ['options', i, 'id'], message: msg('callOptionTwice') });
      }
      seen.add(option.id);
    });
  });
export type CallOfferInput = z.input<typeof callOfferInputSchema>;

/** PUT …/selection: an offered time or another one asked for, the topics and the people to invite. */
export const callSelectionInputSchema = z
  .object({
    optionId: z.string().uuid(msg('id')).nullable().default(null),
    requestedTime: optionalText(200),
    topics: z.array(topic).max(MAX_CALL_TOPICS).default([]).transform(uniqueList),
    contactIds: z
      .array(z.string().uuid(msg('id')))
      .max(MAX_CALL_CONTACTS)
      .default([])
      .transform(uniqueList),
    extraInvitees: z
      .array(
        z
          .object({
            name: text({ trim: true }).min(1, msg('required')).max(100),
            email: emailAddressSchema,
          })
          .strict(),
      )
      .max(MAX_CALL_EXTRA_INVITEES)
      .default([]),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.optionId === null && input.requestedTime === null) {
      ctx.addIssue({ code: 'custom', path: ['optionId'], message: msg('callTimeRequired') });
    }
    if (input.optionId !== null && input.requestedTime !== null) {
      ctx.addIssue({ code: 'custom', path: ['requestedTime'], message: msg('callOneTime') });
    }
  });
export type CallSelectionInput = z.input<typeof callSelectionInputSchema>;

/** PUT …/outcome: staff record the call's status, notes and (for a recorded call) the recording. */
export const callOutcomeInputSchema = z
  .object({
    status: z.enum(KICKOFF_CALL_STATUSES),
    outcomeNotes: optionalText(4000, true),
    recordingLink: webAddress,
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.status === CALL_RECORDED_STATUS && input.recordingLink === null) {
      ctx.addIssue({ code: 'custom', path: ['recordingLink'], message: msg('callRecordingRequired') });
    }
  });
export type CallOutcomeInput = z.input<typeof callOutcomeInputSchema>;
