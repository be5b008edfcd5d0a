// jest-runs-alone (scripts/lib/test-groups.mjs): it reads the process-wide table of @Handles methods, which the
// handler classes of every file loaded before it in the same module registry add to.
import { describe, expect, jest, test } from '@jest/globals';
import { INTERNAL, type AnyInternalCall } from '@onboard/contracts';
import { DomainError } from './errors.js';
import { Handles, INTERNAL_HANDLERS, internalCoverage, type InternalCallOf } from './routes.js';
import { RpcAnswerError, RpcCallError, RpcClient } from './rpc-client.js';
import type { Logger } from './logger.js';

const E = INTERNAL.identity;
const context = { requestId: 'r1', user: null };
const id = '8d7c3f0e-2b1a-4c5d-9e8f-0a1b2c3d4e5f';

class Users {
  seen: unknown[] = [];
  @Handles(E.userGet)
  get(call: InternalCallOf<typeof E.userGet>) {
    this.seen.push(call);
    return { kind: call.payload.kind, userId: call.payload.userId } as never;
  }
  @Handles(E.clientUsers)
  clientUsers() {
    return [];
  }
  @Handles(E.clientUsers)
  clientUsersAgain() {
    return [];
  }
}

const invoke = (method: unknown, message: unknown) =>
  (method as (m: unknown) => unknown).call(new Users(), message);

describe('@Handles(INTERNAL.x)', () => {
  test('the handler gets the caller and the payload parsed with the entry (defaults applied)', () => {
    const users = new Users();
    (users.get as unknown as (m: unknown) => unknown)({ context, payload: { userId: id } });
    expect(users.seen).toEqual([{ context, payload: { kind: null, userId: id } }]);
  });

  test("a wrong payload is a 400 with field errors, prefixed as the entry says ('params' here)", () => {
    let error: unknown;
    try {
      invoke(Users.prototype.get, { context, payload: { userId: 'nope', kind: 'alien' } });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('VALIDATION_FAILED');
    expect((error as DomainError).errors.map((e) => e.path).sort()).toEqual(['params.kind', 'params.userId']);
  });

  test('a malformed envelope (no context) is refused before the payload', () => {
    expect(() => invoke(Users.prototype.get, { payload: { userId: id } })).toThrow(
      'Malformed request envelope',
    );
  });

  test('coverage names an entry without a handler and one with two, and registers apart from routes', () => {
    const entries = [E.userGet, E.clientUsers, E.clientUser] as AnyInternalCall[];
    expect(internalCoverage('identity', entries)).toEqual({
      missing: ['identity.clientUser'],
      duplicated: ['identity.clientUsers: Users.clientUsers, Users.clientUsersAgain'],
      unknown: [],
    });
    expect(internalCoverage('identity', [E.userGet] as AnyInternalCall[]).unknown).toEqual([
      E.clientUsers.subject,
    ]);
    expect(internalCoverage('identity').missing).toEqual([
      'identity.tokenRefresh',
      'identity.logout',
      'identity.userMe',
      'identity.clientUser',
      'identity.sessionsRevokedList',
    ]);
    expect(INTERNAL_HANDLERS.get(E.userGet.subject)).toEqual(['Users.get']);
  });
});

describe('rpc.call(INTERNAL.x)', () => {
  const logger = {
    warn: jest.fn(),
    error: jest.fn(),
    info: jest.fn(),
    debug: jest.fn(),
  } as unknown as Logger;
  const client = (answer: unknown) => {
    const rpc = new RpcClient('nats://nowhere:1', 'test', 1000, logger);
    const request = jest.spyOn(rpc, 'request').mockResolvedValue(answer as never);
    return { rpc, request };
  };
  const user = {
    id,
    name: 'Ann Lee',
    firstName: 'Ann',
    lastName: 'Lee',
  };

  test('sends the payload as given on the subject, with the entry timeout, and parses the answer', async () => {
    const { rpc, request } = client({
      caseId: '1',
      employerName: 'E',
      situsState: 'NY',
      policies: [],
      plans: [],
      extra: 1,
    });
    const answer = await rpc.call(INTERNAL.qps.caseGet, context, { caseId: '1' });
    expect(answer).toEqual({ caseId: '1', employerName: 'E', situsState: 'NY', policies: [], plans: [] });
    expect(request).toHaveBeenCalledWith('qps.case.get', context, { caseId: '1' }, 20_000);
    await rpc.call(INTERNAL.qps.caseGet, context, { caseId: '1' }, 5);
    expect(request).toHaveBeenLastCalledWith('qps.case.get', context, { caseId: '1' }, 5);
  });

  test('a payload the handler would refuse is refused before sending, with the same 400', async () => {
    const { rpc, request } = client({});
    const refused = await rpc
      .call(INTERNAL.identity.userGet, context, { userId: 'nope' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RpcCallError);
    expect((refused as RpcCallError).envelope).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      errors: [expect.objectContaining({ path: 'params.userId' })],
    });
    expect(request).not.toHaveBeenCalled();
  });

  test('an answer outside the contract fails the caller clearly (not as the user’s 400)', async () => {
    const { rpc } = client({ ...user, role: 'NOBODY' });
    const failed = await rpc
      .call(INTERNAL.identity.userGet, context, { userId: id })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(RpcAnswerError);
    expect((failed as Error).message).toMatch(/^identity\.user\.get answered outside its contract: .*role/);
  });
});
