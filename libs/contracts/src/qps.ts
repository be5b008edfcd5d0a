import { z } from 'zod';
import { API_JOB_STATUSES, BENEFIT_TYPES } from './enums.js';
import { many, planSchema, policySchema } from './clients.js';
import { msg } from './messages.js';
import { text } from './text.js';

/**
 * QPS, the quoting/policy system (spec §3 API job, §4 status mapping, §7 QPS and jobs; decisions 145-147).
 * The case and plan-design shapes are what Onboard keeps of QPS's answers (its adapter maps QPS's JSON to
 * them); the API job is Onboard's record of one plan-design push.
 */

export const API_JOB_OUTPUT_LEVELS = ['INFO', 'WARNING', 'ERROR'] as const;
export type ApiJobOutputLevel = (typeof API_JOB_OUTPUT_LEVELS)[number];

/** A job's final statuses: no poll changes them any more. */
export const FINAL_API_JOB_STATUSES = [
  'COMPLETED',
  'COMPLETED_WITH_WARNINGS',
  'COMPLETED_WITH_ERRORS',
  'TIMEOUT',
] as const;

export const apiJobOutputSchema = z.object({
  id: z.string().uuid(),
  level: z.enum(API_JOB_OUTPUT_LEVELS),
  code: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ApiJobOutput = z.infer<typeof apiJobOutputSchema>;

/** Spec §3 API job: clientId, status, createdAt, apiJobOutputs (and what Onboard needs to follow it). */
export const apiJobSchema = z.object({
  id: z.string().uuid(),
  clientId: z.string().uuid(),
  caseId: z.string(),
  status: z.enum(API_JOB_STATUSES),
  attempts: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
  apiJobOutputs: z.array(apiJobOutputSchema),
});
export type ApiJob = z.infer<typeof apiJobSchema>;

/** POST …/qps/async-push: the same key answers the same job (a double click, a retried request). */
export const asyncPushBodySchema = z.object({
  idempotencyKey: text({ trim: true })
    .min(1, msg('required'))
    .max(100, msg('textTooLong'))
    .regex(/^[\w.:-]{1,100}$/, msg('format'))
    .optional(),
});
export type AsyncPushBody = z.infer<typeof asyncPushBodySchema>;

const flag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/**
 * GET /api/api-jobs: `clientIds[]` (spec §7), repeated or comma-separated; also accepted as `clientIds`. The
 * latest job of each client, or with `all=true` every job of those clients, newest first.
 */
export const apiJobsQuerySchema = z
  .object({
    clientIds: many(z.string().uuid(msg('id'))),
    'clientIds[]': many(z.string().uuid(msg('id'))),
    all: flag,
  })
  .transform((q) => ({
    clientIds: [...new Set([...(q.clientIds ?? []), ...(q['clientIds[]'] ?? [])])],
    all: q.all ?? false,
  }));
export type ApiJobsQuery = z.infer<typeof apiJobsQuerySchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A policy as QPS holds it: its number, coverages (display names), effective date and situs state. */
export const qpsPolicySchema = z.object({
  policyNumber: z.string().min(1).max(30),
  primary: z.boolean(),
  coverages: z.array(z.string().max(100)).max(50),
  effectiveDate: isoDate,
  situsState: z.string().length(2),
});
export type QpsPolicy = z.infer<typeof qpsPolicySchema>;

/** A plan as QPS holds it: its benefit type, the policy it belongs to, and the QPS classes it covers. */
export const qpsPlanSchema = z.object({
  policyNumber: z.string().min(1).max(30),
  benefitType: z.enum(BENEFIT_TYPES),
  planType: z.string().max(50).nullable(),
  carrierName: z.string().max(100).nullable(),
  classes: z.array(z.string().max(100)).max(50),
});
export type QpsPlan = z.infer<typeof qpsPlanSchema>;

/** The case as QPS knows it (GET client-from-qps). */
export const qpsCaseSchema = z.object({
  caseId: z.string(),
  employerName: z.string(),
  situsState: z.string(),
  policies: z.array(qpsPolicySchema),
  plans: z.array(qpsPlanSchema),
});
export type QpsCase = z.infer<typeof qpsCaseSchema>;

/** One product of the plan design: what a push sends to QPS. */
export const qpsPlanDesignProductSchema = z.object({
  benefitType: z.enum(BENEFIT_TYPES),
  planName: z.string(),
  policyNumber: z.string(),
  classes: z.array(z.object({ code: z.string(), description: z.string() })),
  rateBasis: z.string(),
});

/** GET …/qps/plan-design-info: the case's plan design as QPS has it. */
export const qpsPlanDesignSchema = z.object({
  caseId: z.string(),
  employerName: z.string(),
  revision: z.number().int(),
  products: z.array(qpsPlanDesignProductSchema),
});
export type QpsPlanDesign = z.infer<typeof qpsPlanDesignSchema>;

/** GET /api/clients/{clientId}/client-from-qps. */
export const clientFromQpsSchema = z.object({
  clientId: z.string().uuid(),
  caseId: z.string(),
  qpsCase: qpsCaseSchema,
});
export type ClientFromQps = z.infer<typeof clientFromQpsSchema>;

/** POST /api/clients/{clientId}/import-from-qps: what changed, and the client's policies and plans now. */
export const importFromQpsResultSchema = z.object({
  caseId: z.string(),
  policiesCreated: z.number().int(),
  policiesUpdated: z.number().int(),
  plansCreated: z.number().int(),
  plansUpdated: z.number().int(),
  policies: z.array(policySchema.extend({ policyNumber: z.string().nullable() })),
  plans: z.array(planSchema.extend({ qpsClasses: z.array(z.string()) })),
});
export type ImportFromQpsResult = z.infer<typeof importFromQpsResultSchema>;

/** The clients service's answer to INTERNAL.clients.qpsCase. */
export const clientQpsCaseSchema = z.object({
  clientId: z.string().uuid(),
  name: z.string(),
  caseId: z.string().nullable(),
});
export type ClientQpsCase = z.infer<typeof clientQpsCaseSchema>;

/** What the qps service tells the clients service when a push completed (INTERNAL.clients.qpsPushed). */
export const qpsPushedSchema = z.object({
  clientId: z.string().uuid(),
  apiJobId: z.string().uuid(),
  status: z.enum(API_JOB_STATUSES),
  pushedAt: z.string(),
});
export type QpsPushed = z.infer<typeof qpsPushedSchema>;

/** One entry of Policy.qpsEvents (spec §3): what happened with QPS, when. */
export const qpsEventSchema = z.object({
  type: z.enum(['PUSHED']),
  at: z.string(),
  apiJobId: z.string().nullable(),
  status: z.enum(API_JOB_STATUSES).nullable(),
});
export type QpsEvent = z.infer<typeof qpsEventSchema>;
