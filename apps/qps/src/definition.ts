import type { ServiceDefinition } from '@onboard/server-kit';
import { QpsModule } from './app.module.js';
import { MIGRATIONS } from './migrations/index.js';

export const qpsService: ServiceDefinition = {
  name: 'qps',
  module: QpsModule,
  entities: [],
  migrations: MIGRATIONS,
};
