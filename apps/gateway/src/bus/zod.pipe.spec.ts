import { describe, expect, test } from '@jest/globals';
import { uncheckedStrings } from '@onboard/contracts';
import { GatewayModule } from '../app.module.js';
import { ZodPipe } from './zod.pipe.js';

describe('every route validates its strings as text()', () => {
  test('no body, query or parameter schema of a route accepts a bare string (a NUL byte could pass)', () => {
    // Importing the module evaluated every controller's decorators, so every route's pipe exists.
    expect(GatewayModule).toBeDefined();
    expect(ZodPipe.schemas.size).toBeGreaterThan(25);
    const unchecked = [...ZodPipe.schemas].flatMap((schema) => uncheckedStrings(schema));
    expect(unchecked).toEqual([]);
  });
});
