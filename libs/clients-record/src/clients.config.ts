import { z } from 'zod';

/** The clients service's own settings, validated once at boot from its environment. */
export const clientsEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    /** The post-onboarding survey the owner's survey e-mail links to (decision 141). */
    SURVEY_URL: z.url().default('https://www.sunlife.com/us/en/survey/onboarding/'),
    /**
     * Whether an owner may purge QA data (decision 143): default on, except with NODE_ENV=production, where it
     * must be turned on explicitly.
     */
    ALLOW_QA_PURGE: z.enum(['true', 'false']).optional(),
    /** The web's address as browsers reach it: the outside signer's e-mailed links start with it. */
    WEB_BASE_URL: z.url().default('http://localhost:3000'),
    /** How long an outside signer's action link works (decision 108). */
    OUTSIDE_SIGNER_LINK_DAYS: z.coerce.number().int().min(1).max(60).default(14),
    /**
     * Global feature toggles over the built-in defaults, as `NAME=true,OTHER=false`; a client's own toggles
     * override these for that client.
     */
    FEATURE_TOGGLES: z
      .string()
      .default('')
      .transform((value, ctx) => {
        const toggles: Record<string, boolean> = {};
        for (const pair of value
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean)) {
          const match = /^([A-Za-z][A-Za-z0-9_]{0,79})=(true|false)$/.exec(pair);
          if (!match?.[1]) {
            ctx.addIssue({ code: 'custom', message: `"${pair}" is not NAME=true or NAME=false` });
            continue;
          }
          toggles[match[1]] = match[2] === 'true';
        }
        return toggles;
      }),
  })
  .transform(({ ALLOW_QA_PURGE, ...rest }) => ({
    ...rest,
    ALLOW_QA_PURGE: ALLOW_QA_PURGE === undefined ? rest.NODE_ENV !== 'production' : ALLOW_QA_PURGE === 'true',
  }));
export type ClientsConfig = z.infer<typeof clientsEnv>;
export const CLIENTS_CONFIG = Symbol('CLIENTS_CONFIG');
