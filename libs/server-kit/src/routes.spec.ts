// jest-runs-alone (scripts/lib/test-groups.mjs): it reads the process-wide table of @Handles methods, which the
// handler classes of every file loaded before it in the same module registry add to.
import { describe, expect, test } from '@jest/globals';
import { allow, bindSchemas, defineCalls, type AnyRoute } from '@onboard/contracts';
import { z } from 'zod';
import { DomainError } from './errors.js';
import { Handles, routeCoverage, type RouteCall } from './routes.js';

const SCHEMAS = {
  one: {
    params: z.object({ thingId: z.string().uuid() }),
    query: z.object({ dryRun: z.enum(['true', 'false']).default('false') }),
    body: z.object({ name: z.string().trim().min(1) }),
    response: z.object({ id: z.string(), name: z.string(), dryRun: z.string() }),
    summary: 'A test route.',
  },
  two: { response: z.array(z.string()), summary: 'x' },
  three: { response: z.array(z.string()), summary: 'x' },
};
const CALLS = defineCalls<typeof SCHEMAS>()('explorer', {
  one: {
    method: 'PUT',
    path: '/things/:thingId',
    access: allow('update', 'client'),
  },
  two: { method: 'GET', path: '/things', access: allow('read', 'client') },
  three: { method: 'GET', path: '/others', access: allow('read', 'client') },
});
const R = bindSchemas(CALLS, SCHEMAS);

class Things {
  seen: unknown[] = [];
  @Handles(R.one)
  one(call: RouteCall<typeof R.one>) {
    this.seen.push(call);
    return { id: call.params.thingId, name: call.body.name, dryRun: call.query.dryRun };
  }
  @Handles(R.two)
  two() {
    return ['a'];
  }
  @Handles(R.two)
  twoAgain() {
    return ['b'];
  }
}

const context = { requestId: 'r1', user: null };
const id = '8d7c3f0e-2b1a-4c5d-9e8f-0a1b2c3d4e5f';

describe('@Handles', () => {
  test('the handler gets the parsed params, query and body with the caller', () => {
    const things = new Things();
    const answer = (things.one as unknown as (m: unknown) => unknown)({
      context,
      payload: { params: { thingId: id }, query: {}, body: { name: '  Box ' } },
    });
    expect(answer).toEqual({ id, name: 'Box', dryRun: 'false' });
    expect(things.seen[0]).toEqual({
      context,
      params: { thingId: id },
      query: { dryRun: 'false' },
      body: { name: 'Box' },
    });
  });

  test('bad input is a validation error naming params., query. and body. fields', () => {
    const call = () =>
      (new Things().one as unknown as (m: unknown) => unknown)({
        context,
        payload: { params: { thingId: 'nope' }, query: { dryRun: 'maybe' }, body: {} },
      });
    expect(call).toThrow(DomainError);
    try {
      call();
    } catch (error) {
      const paths = (error as DomainError).errors.map((e) => e.path).sort();
      expect(paths).toEqual(['body.name', 'params.thingId', 'query.dryRun']);
    }
  });

  test('coverage names a route without a handler and one with two', () => {
    expect(routeCoverage(Object.values(R) as AnyRoute[])).toEqual({
      missing: ['three'],
      duplicated: ['two: Things.two, Things.twoAgain'],
      unknown: [],
    });
  });
});
