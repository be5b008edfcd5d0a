// jest-runs-alone (scripts/lib/test-groups.mjs): it reads the process-wide table of @Handles methods, which the
// handler classes of every file loaded before it in the same module registry add to.
import { describe, expect, test } from '@jest/globals';
import { IDENTITY_ROUTES, type AnyRoute } from '@onboard/contracts';
import { internalCoverage, routeCoverage } from '@onboard/server-kit';
import { IdentityModule } from './app.module.js';

// Every identity route of the table has exactly one handler in the identity service (importing the module
// loads every handler class, whose @Handles decorators register themselves).
describe('identity routes', () => {
  test('each has one handler, and no handler answers a subject outside the table', () => {
    expect(IdentityModule).toBeDefined();
    expect(routeCoverage(Object.values(IDENTITY_ROUTES) as AnyRoute[])).toEqual({
      missing: [],
      duplicated: [],
      unknown: [],
    });
  });

  test('each internal call (INTERNAL) the identity service answers has one handler, and no other is bound', () => {
    expect(internalCoverage('identity')).toEqual({ missing: [], duplicated: [], unknown: [] });
  });
});
