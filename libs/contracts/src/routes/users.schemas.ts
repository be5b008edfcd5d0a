import { z } from 'zod';
import { ROLES } from '../enums.js';
import { text } from '../text.js';
import {
  activationLinkSchema,
  bulkEmailUpdateSchema,
  checkExistingSchema,
  createUserSchema,
  listQuerySchema,
  updateUserSchema,
  userListQuerySchema,
  userPageSchema,
  userSchema,
} from '../users.js';
import { withSummaries, type Schemas } from './define.js';
import { clientIdParams, userIdParams } from './params.js';

/** The zod half of the user-administration routes (routes/users.ts has the HTTP half, under the same names). */

const assignParams = userIdParams.extend(clientIdParams.shape);
const emailParams = z.object({ email: text({ trim: true }).min(3).max(191) });
const ok = z.object({ ok: z.literal(true) });
const emailSent = z.object({ emailId: z.string() });

const list = { query: userListQuerySchema, response: userPageSchema };
const create = { body: createUserSchema, response: userSchema };
const byId = { params: userIdParams, response: userSchema };
const update = { params: userIdParams, body: updateUserSchema, response: userSchema };
const remove = { params: userIdParams, response: ok };
const activationEmail = { params: userIdParams, response: emailSent };
const assign = { params: assignParams, response: userSchema };

const PARTS = {
  clientActivationEmails: { params: clientIdParams, response: z.object({ sent: z.number().int() }) },
  onboardingFormEmail: {
    params: userIdParams,
    body: z.object({ oldEmail: text({ trim: true }).min(3).max(191) }),
    response: z.object({ updatedRecipients: z.number().int() }),
  },
  internalList: list,
  internalCreate: create,
  internalUpdate: update,
  internalDelete: remove,
  internalActivationEmail: activationEmail,
  benAdminList: list,
  benAdminCreate: create,
  benAdminGet: byId,
  benAdminUpdate: update,
  benAdminDelete: remove,
  benAdminAssign: assign,
  benAdminUnassign: assign,
  benAdminToBroker: byId,
  benAdminActivationEmail: activationEmail,
  brokerList: list,
  brokerCreate: create,
  brokerGet: byId,
  brokerUpdate: update,
  brokerDelete: remove,
  brokerAssign: assign,
  brokerUnassign: assign,
  brokerActivationEmail: activationEmail,
  resetPasswordFor: { params: userIdParams, response: emailSent },
  resetMfa: { params: emailParams, response: ok },
  activationEmailByAddress: { params: emailParams, response: emailSent },
  activationLink: { params: userIdParams, response: activationLinkSchema },
  checkExisting: {
    params: z.object({ value: text({ trim: true }).min(1).max(191) }),
    response: checkExistingSchema,
  },
  bulkEmailUpdate: { body: bulkEmailUpdateSchema, response: z.object({ updated: z.array(userSchema) }) },
  byRole: { params: z.object({ role: z.enum(ROLES) }), query: listQuerySchema, response: userPageSchema },
  slfs: { query: listQuerySchema, response: userPageSchema },
  all: { query: userListQuerySchema, response: userPageSchema },
} as const;

/** One sentence per call for the OpenAPI document (server side only: the web never ships these). */
const SUMMARIES: { readonly [K in keyof typeof PARTS]: string } = {
  clientActivationEmails: "E-mails an activation link to each of the client's users without a password yet.",
  onboardingFormEmail: "After a user's e-mail changed, their pending onboarding-form recipients follow.",
  internalList: 'Lists internal users (paged, searchable).',
  internalCreate: 'Creates a internal user and e-mails an activation link.',
  internalUpdate: 'Updates a internal user.',
  internalDelete: 'Deletes a internal user (their sessions end at once).',
  internalActivationEmail: 'Sends a internal user an activation (or reactivation) e-mail.',
  benAdminList: 'Lists ben-admin users (paged, searchable).',
  benAdminCreate: 'Creates a ben-admin user and e-mails an activation link.',
  benAdminGet: 'A benefit administrator.',
  benAdminUpdate: 'Updates a ben-admin user.',
  benAdminDelete: 'Deletes a ben-admin user (their sessions end at once).',
  benAdminAssign: 'Assigns a client to a ben-admin user.',
  benAdminUnassign: 'Unassigns a client from a ben-admin user.',
  benAdminToBroker: 'Turns a benefit administrator into a broker (same clients).',
  benAdminActivationEmail: 'Sends a ben-admin user an activation (or reactivation) e-mail.',
  brokerList: 'Lists broker users (paged, searchable).',
  brokerCreate: 'Creates a broker user and e-mails an activation link.',
  brokerGet: 'A broker.',
  brokerUpdate: 'Updates a broker (a broker may update their own record).',
  brokerDelete: 'Deletes a broker user (their sessions end at once).',
  brokerAssign: 'Assigns a client to a broker user.',
  brokerUnassign: 'Unassigns a client from a broker user.',
  brokerActivationEmail: 'Sends a broker user an activation (or reactivation) e-mail.',
  resetPasswordFor: 'E-mails a user a password-reset link.',
  resetMfa: "Removes a user's authenticator; they enrol again at the next sign-in.",
  activationEmailByAddress: 'Sends the user with this address an activation e-mail.',
  activationLink: 'Makes an activation link to hand over in person.',
  checkExisting: 'Is there a user with this e-mail?',
  bulkEmailUpdate: "Changes users' e-mail addresses and sends each an activation e-mail.",
  byRole: 'Users of one role.',
  slfs: "The provider's staff (owners and admins).",
  all: 'Every user (filter by role or client).',
};

export const USER_ADMIN_SCHEMAS = withSummaries(PARTS, SUMMARIES) satisfies Record<string, Schemas>;

export type UserAdminSchemas = typeof USER_ADMIN_SCHEMAS;
