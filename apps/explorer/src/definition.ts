import type { ServiceDefinition } from '@onboard/server-kit';
import { ExplorerModule } from './app.module.js';
import { loadExplorerConfig } from './config.js';
import { seedExplorer } from './demo/seed.js';
import { EXPLORER_ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

/**
 * The explorer service, its own variables (RECAPTCHA_…, CHAT_…, EXPLORER_…) read from `env` once, here.
 * `startService` reads the base variables from the environment it is given: pass it the same one.
 */
export function createExplorerService(
  env: Record<string, string | undefined> = process.env,
): ServiceDefinition {
  const config = loadExplorerConfig(env);
  return {
    name: 'explorer',
    module: ExplorerModule.forRoot(config),
    entities: EXPLORER_ENTITIES,
    migrations: MIGRATIONS,
    seed: seedExplorer,
  };
}

export const explorerService: ServiceDefinition = createExplorerService();
