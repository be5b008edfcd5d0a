// Integration tests: real PostgreSQL and real NATS (JetStream). `npm test` starts both and passes
// DATABASE_URL / NATS_URL; each test file makes its own database, so files can run side by side.
import { fileURLToPath } from 'node:url';
import { nodePreset } from './jest.preset.mjs';
import { groupedProject } from './scripts/lib/test-groups.mjs';

/** The integration stage's spec files, as they run alone. */
export const INTEGRATION_PROJECT = {
  ...nodePreset,
  displayName: 'integration',
  testMatch: [
    '<rootDir>/libs/*/src/**/*.integration-spec.ts',
    '<rootDir>/apps/*/src/**/*.integration-spec.ts',
    '<rootDir>/tests/**/*.integration-spec.ts',
  ],
  testTimeout: 60_000,
};

// TEST_GROUPS_DIR (set by scripts/test.mjs): the files run in the groups written there, the heaviest first
// (scripts/lib/test-groups.mjs, decision 244).
const groups = process.env.TEST_GROUPS_DIR;

/** @type {import('jest').Config} */
export default groups
  ? {
      ...groupedProject(INTEGRATION_PROJECT, { dir: groups, kind: 'integration' }),
      testSequencer: fileURLToPath(new URL('scripts/lib/group-sequencer.cjs', import.meta.url)),
    }
  : INTEGRATION_PROJECT;
