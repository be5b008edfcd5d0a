import { z } from 'zod';
import { msg } from './messages.js';
import { text } from './text.js';

/** Who a class takes in (decision 076). */
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'ALL'] as const;

/** An employee class as the class builder shows it (spec §3 EmployeeClass). WIRE FORMAT. */
export const employeeClassSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string().nullable(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  minimumHoursPerWeek: z.number().int().nullable(),
  qpsClasses: z.array(z.string()),
  createdAt: z.string(),
});
export type EmployeeClassDto = z.infer<typeof employeeClassSchema>;

/** A class as the class builder sends it. */
export const employeeClassInputSchema = z
  .object({
    name: text({ trim: true }).min(1, msg('required')).max(100),
    description: text({ trim: true, multiLine: true }).max(1000).nullable().default(null),
    employmentType: z.enum(EMPLOYMENT_TYPES).default('FULL_TIME'),
    minimumHoursPerWeek: z.number().int().min(0).max(80).nullable().default(null),
  })
  .strict();
export type EmployeeClassInput = z.input<typeof employeeClassInputSchema>;

/**
 * POST employee-classes: the class, and how many classes the editor's screen showed. If the client's classes
 * changed meanwhile (someone else added or removed one), the new class is refused with ALREADY_HAS_CLASSES
 * and the web loads the client and its classes again (spec §8; decision 077).
 */
export const employeeClassCreateSchema = employeeClassInputSchema
  .extend({ knownClassCount: z.number().int().min(0).max(1000) })
  .strict();
export type EmployeeClassCreate = z.input<typeof employeeClassCreateSchema>;
