import type { ServiceDefinition } from '@onboard/server-kit';
import { ExplorerModule } from './app.module.js';
import { MIGRATIONS } from './migrations/index.js';

export const explorerService: ServiceDefinition = {
  name: 'explorer',
  module: ExplorerModule,
  entities: [],
  migrations: MIGRATIONS,
};
