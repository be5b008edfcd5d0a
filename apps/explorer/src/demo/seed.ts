import type { SeedDeps } from '@onboard/server-kit';

/** The explorer's demo sites (filled in with the service). */
export function seedExplorer(_deps: SeedDeps): Promise<void> {
  return Promise.resolve();
}
