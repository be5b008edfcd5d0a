import { changeExpiredPasswordSchema, factorVerifySchema, signInSchema } from '@onboard/contracts';
import { z } from 'zod';

/*
 * The sign-in flow's schemas, in a module of their own: SignInFlow fetches it (and zod with it) on first use,
 * so the sign-in page's first load carries no zod (decision 033).
 */

export { signInSchema };
export const codeSchema = factorVerifySchema.pick({ passCode: true });
export const expiredSchema = changeExpiredPasswordSchema
  .pick({ oldPassword: true, newPassword: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });
