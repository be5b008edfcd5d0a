// Unit tests: pure rules, components, static checks. No database, no bus.
import { nodePreset } from './jest.preset.mjs';
import { groupedConfig } from './apps/web/jest.config.mjs';

// WEB_TEST_GROUPS_DIR (set by scripts/test.mjs): the web spec files run in the groups written there (decision 242).
const groups = process.env.WEB_TEST_GROUPS_DIR;

/** @type {import('jest').Config} */
export default {
  // Jest takes the test deadline from the root config only (a project's testTimeout is ignored), so the web
  // project's far-above-need deadline (apps/web/jest.config.mjs) must be here too: with the 5 s default, the
  // first test of a component file (which pays for importing the app) failed when the machine was busy.
  testTimeout: 60_000,
  // A worker whose heap grew past this after a file is replaced by a fresh one (jsdom and the VM-modules
  // loader keep memory between files).
  workerIdleMemoryLimit: '1536MB',
  projects: [
    {
      ...nodePreset,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/libs/*/src/**/*.spec.ts',
        '<rootDir>/apps/!(web)/src/**/*.spec.ts',
        // The scripts' pure rules (the supervisor's restart schedule).
        '<rootDir>/tests/unit/**/*.spec.ts',
      ],
    },
    groups ? groupedConfig(groups) : '<rootDir>/apps/web/jest.config.mjs',
    '<rootDir>/infra/deploy/jest.config.mjs',
  ],
};
