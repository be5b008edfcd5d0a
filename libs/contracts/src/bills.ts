import { z } from 'zod';
import { msg } from './messages.js';
import { text } from './text.js';

/** A location of a bill grouped by location, with its category (spec §3 Bill categoriesByLocation). WIRE FORMAT. */
export const billLocationSchema = z.object({
  locationId: z.string().uuid(),
  category: z.string().nullable(),
});
export type BillLocationDto = z.infer<typeof billLocationSchema>;

/** A bill of the EIF's billing preferences (spec §3 Bill). WIRE FORMAT. */
export const billSchema = z.object({
  id: z.string().uuid(),
  policyId: z.string().uuid(),
  /** A reimbursement bill. */
  reimbursement: z.boolean(),
  locationId: z.string().uuid().nullable(),
  contactId: z.string().uuid().nullable(),
  hasDifferentMailingAddress: z.boolean(),
  /** The coverages of its policy the bill is for (display names). */
  slfCoverages: z.array(z.string()),
  /** Grouped by location: then `categoriesByLocation` names the locations (BillLocation rows). */
  billGroupedByLocation: z.boolean(),
  categoriesByLocation: z.array(billLocationSchema),
  category: z.string().nullable(),
});
export type BillDto = z.infer<typeof billSchema>;

/** An optional text of at most `max` characters: a blank one is null. */
const optionalText = (max: number) =>
  text({ trim: true })
    .max(max)
    .nullable()
    .transform((value) => (value ? value : null))
    .default(null);

/** One bill of a bulk PUT: with `id` a change of that bill, without it a new one (decision 101). */
export const billInputSchema = z
  .object({
    id: z.string().uuid(msg('id')).optional(),
    policyId: z.string().uuid(msg('id')),
    reimbursement: z.boolean().default(false),
    locationId: z.string().uuid(msg('id')).nullable().default(null),
    contactId: z.string().uuid(msg('id')).nullable().default(null),
    hasDifferentMailingAddress: z.boolean().default(false),
    slfCoverages: z
      .array(text({ trim: true }).min(1).max(100))
      .max(30)
      .default([])
      .transform((list) => [...new Set(list)]),
    billGroupedByLocation: z.boolean().default(false),
    categoriesByLocation: z
      .array(z.object({ locationId: z.string().uuid(msg('id')), category: optionalText(100) }).strict())
      .max(200)
      .default([]),
    category: optionalText(100),
  })
  .strict()
  .superRefine((bill, ctx) => {
    const seen = new Set<string>();
    bill.categoriesByLocation.forEach((row, i) => {
      if (seen.has(row.locationId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['categoriesByLocation', i, 'locationId'],
          message: msg('locationTwice'),
        });
      }
      seen.add(row.locationId);
    });
  });
export type BillInput = z.input<typeof billInputSchema>;
export type BillInputParsed = z.output<typeof billInputSchema>;

/** PUT …/bills: bills to add or change, all or none (1 to 100). */
export const billsPutSchema = z
  .object({ bills: z.array(billInputSchema).min(1).max(100) })
  .strict()
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.bills.forEach((bill, i) => {
      if (!bill.id) return;
      if (seen.has(bill.id)) {
        ctx.addIssue({ code: 'custom', path: ['bills', i, 'id'], message: msg('billTwice') });
      }
      seen.add(bill.id);
    });
  });
export type BillsPut = z.input<typeof billsPutSchema>;

/** DELETE …/bills: the bills to remove (1 to 100), all or none. */
export const billsDeleteSchema = z
  .object({
    ids: z
      .array(z.string().uuid(msg('id')))
      .min(1)
      .max(100)
      .transform((list) => [...new Set(list)]),
  })
  .strict();
export type BillsDelete = z.input<typeof billsDeleteSchema>;
