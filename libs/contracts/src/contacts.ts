import { z } from 'zod';
import { stateCodeSchema, zipCodeSchema } from './clients.js';
import { CONTACT_TYPES } from './enums.js';
import { msg } from './messages.js';
import { text } from './text.js';
import { emailAddressSchema, phoneNumberSchema } from './users.js';

/** Which of the client's locations a plan administrator manages (spec §3, §6): all of them, or those listed. */
export const LOCATION_MANAGEMENT_TYPES = ['ALL', 'LIMITED'] as const;
export type LocationManagementType = (typeof LOCATION_MANAGEMENT_TYPES)[number];

/** The per-area access flags of a plan-administrator contact (spec §6), in the order the form shows them. */
export const CONTACT_ACCESS_FLAGS = [
  'claimsAccess',
  'billingAccess',
  'paymentsAccess',
  'documentsAccess',
  'memberChangesAccess',
] as const;
export type ContactAccessFlag = (typeof CONTACT_ACCESS_FLAGS)[number];

/** A contact of the EIF with everything the form edits (spec §3 Contact). WIRE FORMAT. */
export const contactRecordSchema = z.object({
  id: z.string().uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  title: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  faxNumber: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  type: z.enum(CONTACT_TYPES),
  policyId: z.string().uuid().nullable(),
  locationId: z.string().uuid().nullable(),
  locationManagementType: z.enum(LOCATION_MANAGEMENT_TYPES),
  /** The locations a LIMITED contact manages (empty for ALL). */
  managedLocationIds: z.array(z.string().uuid()),
  accessesForPolicyIds: z.array(z.string().uuid()),
  claimsAccess: z.boolean(),
  billingAccess: z.boolean(),
  paymentsAccess: z.boolean(),
  documentsAccess: z.boolean(),
  memberChangesAccess: z.boolean(),
  tpaFirmName: z.string().nullable(),
});
export type ContactRecordDto = z.infer<typeof contactRecordSchema>;

/** An optional text: a blank one is null (not given); a given one passes `check`. */
const optional = (check: z.ZodType<string, string>) =>
  text({ trim: true })
    .nullable()
    .transform((value) => (value ? value : null))
    .pipe(check.nullable())
    .default(null);
const required = (max: number) => text({ trim: true }).min(1, msg('required')).max(max);
const ids = (max: number) =>
  z
    .array(z.string().uuid())
    .max(max)
    .default([])
    .transform((list) => [...new Set(list)]);

/**
 * A contact as the form sends it (decision 100): first and last name, e-mail and type required; the e-mail,
 * state, zip and phone rules of spec §5 with their texts; a LIMITED contact names at least one location.
 * Whether the policy and locations are the client's is the service's check (a field error too).
 */
export const contactInputSchema = z
  .object({
    firstName: required(100),
    lastName: required(100),
    email: text({ trim: true }).min(1, msg('required')).pipe(emailAddressSchema),
    title: optional(text().max(100)),
    phoneNumber: optional(phoneNumberSchema),
    faxNumber: optional(phoneNumberSchema),
    address1: optional(text().max(255)),
    address2: optional(text().max(255)),
    city: optional(text().max(100)),
    state: optional(stateCodeSchema),
    zipCode: optional(zipCodeSchema),
    type: z.enum(CONTACT_TYPES),
    policyId: z.string().uuid().nullable().default(null),
    locationId: z.string().uuid().nullable().default(null),
    locationManagementType: z.enum(LOCATION_MANAGEMENT_TYPES).default('ALL'),
    managedLocationIds: ids(200),
    accessesForPolicyIds: ids(50),
    claimsAccess: z.boolean().default(false),
    billingAccess: z.boolean().default(false),
    paymentsAccess: z.boolean().default(false),
    documentsAccess: z.boolean().default(false),
    memberChangesAccess: z.boolean().default(false),
    tpaFirmName: optional(text().max(255)),
  })
  .strict()
  .superRefine((contact, ctx) => {
    if (contact.locationManagementType === 'LIMITED' && contact.managedLocationIds.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['managedLocationIds'],
        message: msg('managedLocationsRequired'),
      });
    }
  });
export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactInputParsed = z.output<typeof contactInputSchema>;
