import type { ServiceDefinition } from '@onboard/server-kit';
import { ClientsModule } from './app.module.js';
import { CLIENT_ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';
import { seedClients } from './demo/seed.js';

export const clientsService: ServiceDefinition = {
  name: 'clients',
  module: ClientsModule,
  entities: CLIENT_ENTITIES,
  migrations: MIGRATIONS,
  seed: seedClients,
};
