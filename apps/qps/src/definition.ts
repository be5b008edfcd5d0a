import type { ServiceDefinition } from '@onboard/server-kit';
import { QPS_ENTITIES } from './api-jobs/api-job.entity.js';
import { QpsModule } from './app.module.js';
import { loadQpsConfig } from './config.js';
import { MIGRATIONS } from './migrations/index.js';

/**
 * The qps service, its own variables (QPS_BASE_URL …) read from `env` once, here. `startService` reads the base
 * variables from the environment it is given: pass it the same one.
 */
export function createQpsService(env: Record<string, string | undefined> = process.env): ServiceDefinition {
  const config = loadQpsConfig(env);
  return {
    name: 'qps',
    module: QpsModule.forRoot(config),
    entities: QPS_ENTITIES,
    migrations: MIGRATIONS,
  };
}

export const qpsService: ServiceDefinition = createQpsService();
