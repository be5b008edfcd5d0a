// Unit tests: pure rules, components, static checks. No database, no bus.
import { nodePreset } from './jest.preset.mjs';
import { groupedConfig } from './apps/web/jest.config.mjs';

// TEST_GROUPS_DIR (set by scripts/test.mjs): the web and the Node-side spec files run in the groups written
// there (scripts/lib/test-groups.mjs, decision 242).
const groups = process.env.TEST_GROUPS_DIR;

/** The Node-side unit project: its spec files, or the groups of them in `groups`. */
function unitProject() {
  const testMatch = [
    '<rootDir>/libs/*/src/**/*.spec.ts',
    '<rootDir>/apps/!(web)/src/**/*.spec.ts',
    // The scripts' pure rules (the supervisor's restart schedule).
    '<rootDir>/tests/unit/**/*.spec.ts',
  ];
  if (!groups) return { ...nodePreset, displayName: 'unit', testMatch };
  const [pattern, [, swc]] = Object.entries(nodePreset.transform)[0];
  return {
    ...nodePreset,
    displayName: 'unit',
    roots: ['<rootDir>', groups],
    testMatch: [`${groups}/unit-group-*.spec.mjs`],
    transform: { [pattern]: ['<rootDir>/scripts/lib/file-scope-transform.cjs', { swc }] },
  };
}

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
    unitProject(),
    groups ? groupedConfig(groups) : '<rootDir>/apps/web/jest.config.mjs',
    '<rootDir>/infra/deploy/jest.config.mjs',
  ],
};
