import { z } from 'zod';
import { msg } from './messages.js';
import { text } from './text.js';

// The EIF's client-level records besides locations, contacts, classes and bills (spec §3 Subsidiary,
// MonthlyClaimsReportMailingLocation, additional compensations; §7 subsidiary,
// monthly-claims-report-mailing-location, additional-compensations; decision 097).

const optionalText = (max: number) =>
  text({ trim: true })
    .max(max)
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v));

/** A subsidiary or affiliate covered under the policy, with its location. WIRE FORMAT. */
export const subsidiarySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  taxId: z.string().nullable(),
  employeesNumber: z.number().int().nullable(),
  locationId: z.string().uuid().nullable(),
});
export type SubsidiaryDto = z.infer<typeof subsidiarySchema>;

export const subsidiaryInputSchema = z
  .object({
    name: text({ trim: true }).min(1, msg('required')).max(255),
    taxId: text({ trim: true })
      .max(20)
      .regex(/^(\d{2}-\d{7})?$/, msg('taxIdFormat'))
      .nullable()
      .default(null)
      .transform((v) => (v === '' ? null : v)),
    employeesNumber: z.number().int().min(0).max(10_000_000).nullable().default(null),
    locationId: z.string().uuid(msg('id')).nullable().default(null),
  })
  .strict();
export type SubsidiaryInput = z.input<typeof subsidiaryInputSchema>;

/** Where the monthly claims reports (and EOBs) go: a location, and the contact they are addressed to. WIRE FORMAT. */
export const claimsReportMailingSchema = z.object({
  locationId: z.string().uuid().nullable(),
  sendMonthlyClaimsReportsToContactId: z.string().uuid().nullable(),
});
export type ClaimsReportMailingDto = z.infer<typeof claimsReportMailingSchema>;
export const claimsReportMailingInputSchema = z
  .object({
    locationId: z.string().uuid(msg('id')).nullable(),
    sendMonthlyClaimsReportsToContactId: z.string().uuid(msg('id')).nullable(),
  })
  .strict();
export type ClaimsReportMailingInput = z.input<typeof claimsReportMailingInputSchema>;

/** Pay beyond base earnings that counts toward the covered earnings (or not). */
export const COMPENSATION_TYPES = [
  'BONUS',
  'COMMISSION',
  'OVERTIME',
  'SHIFT_DIFFERENTIAL',
  'TIPS',
  'OTHER',
] as const;
export const additionalCompensationSchema = z.object({
  id: z.string().uuid(),
  type: z.enum(COMPENSATION_TYPES),
  description: z.string().nullable(),
  includedInEarnings: z.boolean(),
});
export type AdditionalCompensationDto = z.infer<typeof additionalCompensationSchema>;

/** PUT additional-compensations: the client's whole list (one per type; OTHER needs a description). */
export const additionalCompensationsInputSchema = z
  .object({
    additionalCompensations: z
      .array(
        z
          .object({
            type: z.enum(COMPENSATION_TYPES),
            description: optionalText(255),
            includedInEarnings: z.boolean(),
          })
          .strict()
          .superRefine((c, ctx) => {
            if (c.type === 'OTHER' && !c.description) {
              ctx.addIssue({ code: 'custom', path: ['description'], message: msg('required') });
            }
          }),
      )
      .max(COMPENSATION_TYPES.length)
      .superRefine((list, ctx) => {
        list.forEach((c, i) => {
          if (list.findIndex((x) => x.type === c.type) !== i) {
            ctx.addIssue({ code: 'custom', path: [i, 'type'], message: msg('compensationTwice') });
          }
        });
      }),
  })
  .strict();
export type AdditionalCompensationsInput = z.input<typeof additionalCompensationsInputSchema>;
