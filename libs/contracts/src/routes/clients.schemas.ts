import { z } from 'zod';
import {
  baseClientSchema,
  benAdminPlatformListSchema,
  clientListQuerySchema,
  clientPageSchema,
  clientSchema,
  clientSetupSchema,
  createClientSchema,
  featureTogglesSchema,
  planConfigurationSchema,
  planSchema,
  putPlansSchema,
  updateClientSchema,
  welcomeFlowAnswersSchema,
  welcomeFlowSchema,
} from '../clients.js';
import { configurationSchema, serviceStatusSchema, ticketIdSchema, ticketInfoSchema } from '../reference.js';
import { text } from '../text.js';
import { clientSummarySchema, listQuerySchema, pageOf } from '../users.js';
import type { Schemas } from './define.js';

/** The zod half of the clients routes (routes/clients.ts has the HTTP half, under the same names). */

const clientIdParams = z.object({ clientId: z.string().uuid('Not a valid client id') });
const plans = z.array(planSchema);

export const CLIENTS_SCHEMAS = {
  list: { query: clientListQuerySchema, response: clientPageSchema },
  create: { body: createClientSchema, response: clientSchema },
  get: { params: clientIdParams, response: clientSchema },
  update: { params: clientIdParams, body: updateClientSchema, response: clientSchema },
  draft: { params: clientIdParams, body: updateClientSchema, response: clientSchema },
  archive: { params: clientIdParams, response: z.object({ ok: z.literal(true) }) },
  setupGet: { params: clientIdParams, response: clientSetupSchema },
  setupCompleteStep: {
    params: clientIdParams.extend({ stepId: text().min(1).max(50) }),
    response: clientSetupSchema,
  },
  welcomeFlowGet: { params: clientIdParams, response: welcomeFlowSchema },
  welcomeFlowSave: { params: clientIdParams, body: welcomeFlowAnswersSchema, response: welcomeFlowSchema },
  welcomeFlowComplete: { params: clientIdParams, response: welcomeFlowSchema },
  plansGet: { params: clientIdParams, response: plans },
  plansPut: { params: clientIdParams, body: putPlansSchema, response: plans },
  planConfiguration: { params: clientIdParams, body: planConfigurationSchema, response: clientSchema },
  sync: { params: clientIdParams, response: clientSchema },
  baseClient: { params: clientIdParams, body: baseClientSchema, response: clientSchema },
  ticketInfo: { params: z.object({ ticketId: ticketIdSchema }), response: ticketInfoSchema },
  userClients: {
    params: z.object({ userId: z.string().uuid('Not a valid user id') }),
    query: listQuerySchema,
    response: pageOf(clientSummarySchema),
  },
  benAdminPlatforms: { response: benAdminPlatformListSchema },
  configuration: { response: configurationSchema },
  featureToggles: {
    query: z.object({ clientId: z.string().uuid('Not a valid client id').optional() }),
    response: featureTogglesSchema,
  },
  serviceStatus: { response: serviceStatusSchema },
} as const satisfies Record<string, Schemas>;

export type ClientsSchemas = typeof CLIENTS_SCHEMAS;
