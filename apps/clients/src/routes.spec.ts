// jest-runs-alone (scripts/lib/test-groups.mjs): it reads the process-wide table of @Handles methods, which the
// handler classes of every file loaded before it in the same module registry add to.
import { describe, expect, test } from '@jest/globals';
import { CLIENTS_ROUTES, type AnyRoute } from '@onboard/contracts';
import { internalCoverage, routeCoverage } from '@onboard/server-kit';
import { ClientsModule } from './app.module.js';

// Every clients route of the table has exactly one handler in the clients service (importing the module
// loads every handler class, whose @Handles decorators register themselves).
describe('clients routes', () => {
  test('each has one handler, and no handler answers a subject outside the table', () => {
    expect(ClientsModule).toBeDefined();
    expect(routeCoverage(Object.values(CLIENTS_ROUTES) as AnyRoute[])).toEqual({
      missing: [],
      duplicated: [],
      unknown: [],
    });
  });

  test('each internal call (INTERNAL) the clients service answers has one handler, and no other is bound', () => {
    expect(internalCoverage('clients')).toEqual({ missing: [], duplicated: [], unknown: [] });
  });
});
