import { z } from 'zod';
import {
  authResultSchema,
  authTokenInfoSchema,
  changeExpiredPasswordSchema,
  factorActivateSchema,
  factorChallengeSchema,
  factorVerifySchema,
  loggedInSchema,
  passwordUpsertSchema,
  sessionTokenExchangeSchema,
  signInSchema,
  stateTokenSchema,
  tokenPairSchema,
} from '../auth.js';
import { ROLES } from '../enums.js';
import { text } from '../text.js';
import {
  activationLinkSchema,
  authUserSchema,
  bulkEmailUpdateSchema,
  checkExistingSchema,
  createUserSchema,
  listQuerySchema,
  updateUserSchema,
  userListQuerySchema,
  userPageSchema,
  userSchema,
} from '../users.js';
import type { Schemas } from './define.js';

/** The zod half of the identity routes (routes/identity.ts has the HTTP half, under the same names). */

const userIdParams = z.object({ userId: z.string().uuid('Not a valid user id') });
const clientIdParams = z.object({ clientId: z.string().uuid('Not a valid client id') });
const assignParams = userIdParams.extend({ clientId: z.string().uuid('Not a valid client id') });
const emailParams = z.object({ email: text({ trim: true }).min(3).max(191) });
const ok = z.object({ ok: z.literal(true) });
const emailSent = z.object({ emailId: z.string() });

const authStep = <B extends z.ZodType>(body: B) => ({ body, response: authResultSchema });
const list = { query: userListQuerySchema, response: userPageSchema };
const create = { body: createUserSchema, response: userSchema };
const byId = { params: userIdParams, response: userSchema };
const update = { params: userIdParams, body: updateUserSchema, response: userSchema };
const remove = { params: userIdParams, response: ok };
const activationEmail = { params: userIdParams, response: emailSent };
const assign = { params: assignParams, response: userSchema };

export const IDENTITY_SCHEMAS = {
  signIn: authStep(signInSchema),
  changeExpiredPassword: authStep(changeExpiredPasswordSchema),
  factorChallenge: authStep(factorChallengeSchema),
  factorVerify: authStep(factorVerifySchema),
  factorEnroll: authStep(stateTokenSchema),
  factorActivate: authStep(factorActivateSchema),
  tokenExchange: { body: sessionTokenExchangeSchema, response: tokenPairSchema },
  loggedIn: { body: loggedInSchema, response: z.object({ csrfToken: z.string() }) },
  authenticated: { response: authUserSchema },
  logout: { response: ok },
  acceptTerms: { response: userSchema },
  linkInfo: { params: z.object({ token: text().min(20).max(200) }), response: authTokenInfoSchema },
  passwordUpsert: { body: passwordUpsertSchema, response: z.object({ email: z.string() }) },
  resetRequest: {
    params: z.object({ email: text({ trim: true }).toLowerCase().min(3).max(191) }),
    response: ok,
  },
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
} as const satisfies Record<string, Schemas>;

export type IdentitySchemas = typeof IDENTITY_SCHEMAS;
