import type { ServiceDefinition } from '@onboard/server-kit';
import { EmailModule } from './app.module.js';
import { loadEmailConfig } from './config.js';
import { EMAIL_ENTITIES } from './emails/email.entity.js';
import { MIGRATIONS } from './migrations/index.js';

/**
 * The e-mail service, its own variables (SMTP …) read from `env` once, here. `startService` reads the base
 * variables from the environment it is given: pass it the same one.
 */
export function createEmailService(env: Record<string, string | undefined> = process.env): ServiceDefinition {
  const config = loadEmailConfig(env);
  return {
    name: 'email',
    module: EmailModule.forRoot(config),
    entities: EMAIL_ENTITIES,
    migrations: MIGRATIONS,
  };
}

export const emailService: ServiceDefinition = createEmailService();
