import { changeExpiredPasswordSchema, factorVerifySchema, signInSchema } from '@onboard/contracts';
import { withPasswordConfirmation } from './passwordConfirmation.js';

/*
 * The sign-in flow's schemas, in a module of their own: SignInFlow fetches it (and zod with it) on first use,
 * so the sign-in page's first load carries no zod (decision 033).
 */

export { signInSchema };
export const codeSchema = factorVerifySchema.pick({ passCode: true });
export const expiredSchema = withPasswordConfirmation(
  changeExpiredPasswordSchema.pick({ oldPassword: true, newPassword: true }),
  'newPassword',
);
