import type { ServiceDefinition } from '@onboard/server-kit';
import { IdentityModule } from './app.module.js';
import { MIGRATIONS } from './migrations/index.js';
import { User } from './users/user.entity.js';
import { AUTH_ENTITIES } from './auth/auth.entities.js';
import { seedUsers } from './demo/seed.js';

export const identityService: ServiceDefinition = {
  name: 'identity',
  module: IdentityModule,
  entities: [User, ...AUTH_ENTITIES],
  migrations: MIGRATIONS,
  seed: seedUsers,
};
