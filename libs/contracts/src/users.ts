import { z } from 'zod';
import { msg } from './messages.js';
import { ROLES } from './enums.js';
import { pageParams } from './paging.js';
import { text } from './text.js';

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

/**
 * GET /api/users/session (decision 199): the web's session check. Not being signed in is a normal answer
 * (`user: null`, status 200), not a 401 the browser logs as an error on every anonymous page load.
 */
export const sessionAnswerSchema = z.object({ user: authUserSchema.nullable() });
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

export const UPDATED_BY_PROVIDER_TEAM = 'Updated by the Sun Life team';

/** Which users a management page lists: internal staff, brokers or benefit administrators. */
export const USER_KINDS = ['internal', 'broker', 'ben-admin'] as const;
export type UserKind = (typeof USER_KINDS)[number];
export const rolesOfKind = (kind: UserKind): readonly (typeof ROLES)[number][] =>
  kind === 'internal' ? ['SLF_ADMIN', 'SLF_OWNER'] : kind === 'broker' ? ['BROKER'] : ['BEN_ADMIN'];

/** Spec §9: page size 25; list queries take limit 1–100 and offset ≥ 0 (§5). */
export const PAGE_SIZE = 25;
export const listQuerySchema = z.object({
  search: text({ trim: true }).max(191).optional(),
  limit: z.coerce.number().int().min(1, msg('limitRange')).max(100, msg('limitRange')).default(PAGE_SIZE),
  offset: z.coerce.number().int().min(0, msg('offsetMin')).default(0),
  /** The web's addresses carry page and pageSize; they win over offset and limit (see `pageWindow`). */
  ...pageParams,
  sortBy: z.enum(['name', 'email', 'createdAt', 'lastLogin']).default('name'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const userListQuerySchema = listQuerySchema.extend({
  role: z.enum(ROLES).optional(),
  clientId: z.string().uuid().optional(),
});

/** Every list answers the page and the total, so the UI can page without a second call. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  });
export const userPageSchema = pageOf(userSchema);
export type UserPage = z.infer<typeof userPageSchema>;

/**
 * E-mail rules of spec §5, verbatim: at most 191 characters; not starting with a dot, no ".@" or "..";
 * the part after the last dot at most 20 characters; a standard pattern.
 */
export const emailAddressSchema = text({ trim: true })
  .max(191, msg('emailTooLong'))
  .refine(
    (value) =>
      !value.startsWith('.') &&
      !value.includes('.@') &&
      !value.includes('..') &&
      (value.split('.').pop() ?? '').length <= 20 &&
      /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/.test(
        value,
      ),
    msg('email'),
  )
  .transform((value) => value.toLowerCase());

const name = text({ trim: true }).min(1, msg('required')).max(100);
/** A phone (or fax) number: digits, spaces and + ( ) . - only. */
export const phoneNumberSchema = text({ trim: true })
  .max(30)
  .regex(/^[0-9+().\-\s]*$/, msg('phone'));
const phone = phoneNumberSchema.nullable();

export const createUserSchema = z.object({
  firstName: name,
  lastName: name,
  email: emailAddressSchema,
  phoneNumber: phone.default(null),
  /** Internal users only: SLF_ADMIN or SLF_OWNER. Brokers and ben admins get their kind's role. */
  role: z.enum(ROLES).optional(),
  clientIds: z.array(z.string().uuid()).max(1000).default([]),
  sendWelcomeEmail: z.boolean().default(false),
});
export type CreateUser = z.input<typeof createUserSchema>;

export const updateUserSchema = z.object({
  firstName: name.optional(),
  lastName: name.optional(),
  email: emailAddressSchema.optional(),
  phoneNumber: phone.optional(),
  role: z.enum(ROLES).optional(),
  clientIds: z.array(z.string().uuid()).max(1000).optional(),
});
export type UpdateUser = z.input<typeof updateUserSchema>;

/** POST /api/users/update-email-and-send-activation-email. */
export const bulkEmailUpdateSchema = z.object({
  users: z
    .array(
      z.object({
        userId: z.string().uuid(),
        email: emailAddressSchema,
        clientId: z.string().uuid().nullable().default(null),
      }),
    )
    .min(1)
    .max(200),
});

export const activationLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export const checkExistingSchema = z.object({ exists: z.boolean() });

/** identity.user.client-user: a user assigned to the client, as another service needs them (decision 134). */
export const clientUserRequestSchema = z.object({ clientId: z.string().uuid(), userId: z.string().uuid() });
export const clientUserSchema = z.object({
  id: z.string().uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type ClientUser = z.infer<typeof clientUserSchema>;
export const clientUsersRequestSchema = z.object({ clientId: z.string().uuid() });
