import { z } from 'zod';

/** The web's runtime configuration, validated once at boot from the clients service's environment. */
export const configurationEnv = z.object({
  /** Support contact the portal shows (help, error pages, e-mails). */
  SUPPORT_EMAIL: z.email().default('onboarding.support@onboard.test'),
  SUPPORT_PHONE: z.string().trim().min(1).max(40).default('1-800-555-0199'),
  /** Deployment name the web shows and reports errors with: development, test, staging, production … */
  ONBOARD_ENVIRONMENT: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,31}$/, 'lower-case letters, digits and dashes')
    .default('development'),
  /**
   * reCAPTCHA v3 site key (public) for the explorer's share form; its secret is the explorer service's
   * RECAPTCHA_SECRET. Unset: no key in the configuration, the web sends the stand-in's demo token.
   */
  RECAPTCHA_SITE_KEY: z
    .string()
    .trim()
    .regex(/^[\w-]{20,100}$/, 'a reCAPTCHA site key: 20-100 letters, digits, - or _')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type ConfigurationEnv = z.infer<typeof configurationEnv>;
export const CONFIGURATION_ENV = Symbol('CONFIGURATION_ENV');
