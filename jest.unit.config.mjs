// Unit tests: pure rules, components, static checks. No database, no bus.
import { nodePreset } from './jest.preset.mjs';
import { join } from 'node:path';
import web from './apps/web/jest.config.mjs';
import { groupedProject } from './scripts/lib/test-groups.mjs';

// TEST_GROUPS_DIR (set by scripts/test.mjs): the web and the Node-side spec files run in the groups written
// there (scripts/lib/test-groups.mjs, decision 242).
const groups = process.env.TEST_GROUPS_DIR;

/** The projects whose spec files run in groups under `npm test` (scripts/test.mjs writes the groups). */
export const GROUPED_PROJECTS = {
  unit: {
    ...nodePreset,
    displayName: 'unit',
    testMatch: [
      '<rootDir>/libs/*/src/**/*.spec.ts',
      '<rootDir>/apps/!(web)/src/**/*.spec.ts',
      // The scripts' pure rules (the supervisor's restart schedule).
      '<rootDir>/tests/unit/**/*.spec.ts',
    ],
  },
  web,
};

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
    ...(groups
      ? [
          groupedProject(GROUPED_PROJECTS.unit, { dir: groups, kind: 'unit' }),
          // Each web spec on a page put back as a new one has it.
          groupedProject(web, {
            dir: groups,
            kind: 'web',
            beforeFile: join(web.rootDir, 'src/test/asIfNewPage.ts'),
          }),
        ]
      : [GROUPED_PROJECTS.unit, web]),
    '<rootDir>/infra/deploy/jest.config.mjs',
  ],
};
