import { z } from 'zod';
import {
  carrierInputSchema,
  carrierSchema,
  ownerEmailInputSchema,
  ownerEmailResultSchema,
  phaseChangeStatusSchema,
  purgeQaDataResultSchema,
} from '../owner-operations.js';
import { clientSchema } from '../clients.js';
import { withSummaries, type Schemas } from './define.js';
import { clientIdParams } from './params.js';

const carrierParams = z.object({ carrierId: z.string().uuid('Not a valid carrier id') });

/** The zod half of the owner's operations (routes/owner.ts has the HTTP half). */
const PARTS = {
  ownerEmailSend: { params: clientIdParams, body: ownerEmailInputSchema, response: ownerEmailResultSchema },
  phaseChangeStatusPut: { params: clientIdParams, body: phaseChangeStatusSchema, response: clientSchema },
  purgeQaData: { response: purgeQaDataResultSchema },
  carrierList: { response: z.array(carrierSchema) },
  carrierCreate: { body: carrierInputSchema, response: carrierSchema },
  carrierUpdate: { params: carrierParams, body: carrierInputSchema, response: carrierSchema },
  carrierDelete: { params: carrierParams, response: z.object({ ok: z.literal(true) }) },
} as const;

const SUMMARIES: { readonly [K in keyof typeof PARTS]: string } = {
  ownerEmailSend:
    "Owner: e-mails the client's ben admins and brokers one kind of message (activity, survey, phase change, risk acceptance, upcoming dates, actively-at-work reminder, dental); once per kind, client and day.",
  phaseChangeStatusPut:
    "Owner: turns the client's phase-change e-mails on or off (the phase-change status flag).",
  purgeQaData: 'Owner: archives every client marked as a test client (refused where ALLOW_QA_PURGE is off).',
  carrierList: 'The carriers a plan may name, by name (staff).',
  carrierCreate: 'Owner: adds a carrier.',
  carrierUpdate: 'Owner: renames a carrier.',
  carrierDelete: 'Owner: removes a carrier from the list (plans keep the name they have).',
};

export const OWNER_SCHEMAS = withSummaries(PARTS, SUMMARIES) satisfies Record<string, Schemas>;
export type OwnerSchemas = typeof OWNER_SCHEMAS;
