import type { ServiceDefinition } from '@onboard/server-kit';
import { ExplorerModule } from './app.module.js';
import { seedExplorer } from './demo/seed.js';
import { EXPLORER_ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

export const explorerService: ServiceDefinition = {
  name: 'explorer',
  module: ExplorerModule,
  entities: EXPLORER_ENTITIES,
  migrations: MIGRATIONS,
  seed: seedExplorer,
};
