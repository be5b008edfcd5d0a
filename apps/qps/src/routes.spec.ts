// jest-runs-alone (scripts/lib/test-groups.mjs): it reads the process-wide table of @Handles methods, which the
// handler classes of every file loaded before it in the same module registry add to.
import { describe, expect, test } from '@jest/globals';
import { QPS_ROUTES, type AnyRoute } from '@onboard/contracts';
import { internalCoverage, routeCoverage } from '@onboard/server-kit';
import { QpsModule } from './app.module.js';

// Every qps route of the table has exactly one handler in the qps service (importing the module loads every
// handler class, whose @Handles decorators register themselves).
describe('qps routes', () => {
  test('each has one handler, and no handler answers a subject outside the table', () => {
    expect(QpsModule).toBeDefined();
    expect(routeCoverage(Object.values(QPS_ROUTES) as AnyRoute[])).toEqual({
      missing: [],
      duplicated: [],
      unknown: [],
    });
  });

  test('each internal call (INTERNAL) the qps service answers has one handler, and no other is bound', () => {
    expect(internalCoverage('qps')).toEqual({ missing: [], duplicated: [], unknown: [] });
  });
});
