import { describe, expect, test } from '@jest/globals';
import { ALL_ROUTES, uncheckedStrings } from '@onboard/contracts';
import type { z } from 'zod';
import { GatewayModule } from '../app.module.js';
import { ZodPipe } from './zod.pipe.js';

describe('every route validates its strings as text()', () => {
  test('no body, query or parameter schema of a route (hand-written or in the table) accepts a bare string (a NUL byte could pass)', () => {
    // Importing the module evaluated every controller's decorators, so every route's pipe exists.
    expect(GatewayModule).toBeDefined();
    const fromTable = ALL_ROUTES.flatMap((route) =>
      [route.params, route.query, route.body].filter((s): s is z.ZodType => s !== undefined),
    );
    const schemas = new Set([...ZodPipe.schemas, ...fromTable]);
    expect(schemas.size).toBeGreaterThan(30); // distinct schemas: routes share theirs
    const unchecked = [...schemas].flatMap((schema) => uncheckedStrings(schema));
    expect(unchecked).toEqual([]);
  });
});
