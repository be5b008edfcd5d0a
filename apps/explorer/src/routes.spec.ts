import { describe, expect, test } from '@jest/globals';
import { EXPLORER_ROUTES, type AnyRoute } from '@onboard/contracts';
import { routeCoverage } from '@onboard/server-kit';
import { ExplorerModule } from './app.module.js';

// Every explorer route of the table has exactly one handler in the explorer service (importing the module
// loads every handler class, whose @Handles decorators register themselves).
describe('explorer routes', () => {
  test('each has one handler, and no handler answers a subject outside the table', () => {
    expect(ExplorerModule).toBeDefined();
    expect(routeCoverage(Object.values(EXPLORER_ROUTES) as AnyRoute[])).toEqual({
      missing: [],
      duplicated: [],
      unknown: [],
    });
  });
});
