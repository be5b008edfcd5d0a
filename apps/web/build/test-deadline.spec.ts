/** @jest-environment node */
import { describe, expect, test } from '@jest/globals';

/**
 * The web tests' deadline is far above what any test needs (apps/web/jest.config.mjs), so a busy machine only
 * makes them slower. Jest reads `testTimeout` from the root config alone, so every config that runs the web
 * project must carry it itself: with the unit stage's config at jest's 5 s default, the first test of a
 * component file failed under load.
 */
describe('the deadline of the web tests', () => {
  test.each(['../../../jest.unit.config.mjs', '../jest.config.mjs'])(
    '%s gives 60 s or more',
    async (path) => {
      const config = (await import(new URL(path, import.meta.url).href)) as {
        default: { testTimeout?: number };
      };
      expect(config.default.testTimeout ?? 5_000).toBeGreaterThanOrEqual(60_000);
    },
  );
});
