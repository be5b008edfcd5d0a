import { z } from 'zod';
import {
  apiJobSchema,
  apiJobsQuerySchema,
  asyncPushBodySchema,
  clientFromQpsSchema,
  importFromQpsResultSchema,
  qpsPlanDesignSchema,
} from '../qps.js';
import { withSummaries, type Schemas } from './define.js';
import { clientIdParams } from './params.js';

/** The zod half of the QPS routes (routes/qps.ts has the HTTP half). */
const PARTS = {
  qpsPlanDesignInfo: { params: clientIdParams, response: qpsPlanDesignSchema },
  qpsAsyncPush: { params: clientIdParams, body: asyncPushBodySchema, response: apiJobSchema },
  apiJobList: { query: apiJobsQuerySchema, response: z.array(apiJobSchema) },
} as const;

const SUMMARIES: { readonly [K in keyof typeof PARTS]: string } = {
  qpsPlanDesignInfo: "The plan design QPS holds for the client's case (409 when the client has no case id).",
  qpsAsyncPush:
    'Starts a push of the plan design to QPS and answers its API job (IN_PROGRESS); the same idempotencyKey answers the same job.',
  apiJobList:
    'The latest API job of each client of clientIds[] (all=true: every job of those clients), newest first, with outputs.',
};

export const QPS_SCHEMAS = withSummaries(PARTS, SUMMARIES) satisfies Record<string, Schemas>;
export type QpsSchemas = typeof QPS_SCHEMAS;

const CLIENT_PARTS = {
  clientFromQps: { params: clientIdParams, response: clientFromQpsSchema },
  importFromQps: { params: clientIdParams, response: importFromQpsResultSchema },
} as const;

const CLIENT_SUMMARIES: { readonly [K in keyof typeof CLIENT_PARTS]: string } = {
  clientFromQps: "What QPS has for the client's case: its policies and plans with their classes.",
  importFromQps:
    "Fills the client's policies and plans from QPS (matched by policy number and benefit type; importing twice changes nothing).",
};

export const CLIENTS_QPS_SCHEMAS = withSummaries(CLIENT_PARTS, CLIENT_SUMMARIES) satisfies Record<
  string,
  Schemas
>;
export type ClientsQpsSchemas = typeof CLIENTS_QPS_SCHEMAS;
