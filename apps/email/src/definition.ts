import type { ServiceDefinition } from '@onboard/server-kit';
import { EmailModule } from './app.module.js';
import { MIGRATIONS } from './migrations/index.js';

export const emailService: ServiceDefinition = {
  name: 'email',
  module: EmailModule,
  entities: [],
  migrations: MIGRATIONS,
};
