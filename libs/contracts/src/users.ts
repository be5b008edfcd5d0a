import { z } from 'zod';
import { ROLES } from './enums.js';

/** A client as a user's list shows it (GET /api/users/authenticated, /api/users/{id}/clients). */
export const clientSummarySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  completedSetupAt: z.string().nullable(),
  isArchived: z.boolean(),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

/** The User of spec §3 as the API returns it. Dates are ISO strings or null. */
export const userSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  role: z.enum(ROLES),
  clientIds: z.array(z.string().uuid()),
  welcomeEmailSentDate: z.string().nullable(),
  termsOfUseDate: z.string().nullable(),
  firstLogin: z.string().nullable(),
  firstPasswordSet: z.string().nullable(),
  lastLogin: z.string().nullable(),
  lastPasswordSet: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
  userInfoUpdatedAt: z.string().nullable(),
  /** Who last changed the person's details; null: the provider's staff tooling ("Updated by the Sun Life team"). */
  userInfoUpdatedBy: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
  hasPassword: z.boolean(),
  hasMfa: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** GET /api/users/authenticated: the signed-in user with their clients. */
export const authUserSchema = userSchema.extend({
  clients: z.array(clientSummarySchema),
  csrfToken: z.string(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const UPDATED_BY_PROVIDER_TEAM = 'Updated by the Sun Life team';
