import { msg } from '@onboard/contracts';
import { z } from 'zod';

/** The message when the confirmation differs (the web's own check; the API takes the password once). */
export const PASSWORDS_DO_NOT_MATCH = msg('passwordsDoNotMatch');

/**
 * A shared schema's new-password field typed twice: the schema's own rules for `field`, and a
 * `confirmPassword` that must equal it (its error on the confirmation). Every new-password form uses it, with
 * `NewPasswordFields` for the two inputs.
 */
export function withPasswordConfirmation<TShape extends z.ZodRawShape>(
  schema: z.ZodObject<TShape>,
  field: keyof TShape & string,
) {
  return schema
    .extend({ confirmPassword: z.string() })
    .refine((values: Record<string, unknown>) => values[field] === values['confirmPassword'], {
      path: ['confirmPassword'],
      message: PASSWORDS_DO_NOT_MATCH,
    });
}
