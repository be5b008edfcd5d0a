// jest-runs-alone (scripts/lib/test-groups.mjs): it reads the process-wide table of @Handles methods, which the
// handler classes of every file loaded before it in the same module registry add to.
import { describe, expect, test } from '@jest/globals';
import { EXPLORER_ROUTES, type AnyRoute } from '@onboard/contracts';
import { internalCoverage, routeCoverage } from '@onboard/server-kit';
import { ExplorerModule } from './app.module.js';
import { ExplorerPublicHandler } from './public/explorer-public.handler.js';
import { ExplorerSiteHandler } from './sites/explorer-site.handler.js';

// Every explorer route of the table has exactly one handler in the explorer service (importing the handler
// classes registers their @Handles decorators).
describe('explorer routes', () => {
  test('each has one handler, and no handler answers a subject outside the table', () => {
    expect([ExplorerModule, ExplorerSiteHandler, ExplorerPublicHandler]).toHaveLength(3);
    expect(routeCoverage(Object.values(EXPLORER_ROUTES) as AnyRoute[])).toEqual({
      missing: [],
      duplicated: [],
      unknown: [],
    });
  });

  test('each internal call (INTERNAL) the explorer service answers has one handler, and no other is bound', () => {
    expect(internalCoverage('explorer')).toEqual({ missing: [], duplicated: [], unknown: [] });
  });
});
