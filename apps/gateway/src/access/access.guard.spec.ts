import { describe, expect, test } from '@jest/globals';
import { Controller, Get, Post, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { signJwt, type DomainError } from '@onboard/server-kit';
import { randomUUID } from 'node:crypto';
import type { BusClient } from '../bus/bus.client.js';
import { loadGatewayConfig } from '../config.js';
import { RevokedSessions } from '../session/revoked-sessions.js';
import { SessionService } from '../session/session.service.js';
import { AccessGuard } from './access.guard.js';
import { Permission, SignedIn } from './permission.decorator.js';
import { Public } from './public.decorator.js';

@Controller()
class SampleController {
  @Public()
  @Get('open')
  open(): string {
    return 'open';
  }

  @Get('undeclared')
  undeclared(): string {
    return 'undeclared';
  }

  @SignedIn()
  @Get('me')
  me(): string {
    return 'me';
  }

  @Permission('read', 'client', { clientParam: 'clientId' })
  @Get('clients/:clientId')
  client(): string {
    return 'client';
  }

  @Permission('update', 'client', { clientParam: 'clientId' })
  @Post('clients/:clientId')
  updateClient(): string {
    return 'updated';
  }

  @Permission('read', 'client')
  @Get('clients')
  listClients(): string {
    return 'list';
  }

  @Permission('create', 'client')
  @Post('clients')
  createClient(): string {
    return 'created';
  }

  // Deliberately without clientParam: the path's :clientId still names the client the call is about.
  @Permission('read', 'client')
  @Get('forgetful/:clientId')
  forgetful(): string {
    return 'forgetful';
  }

  @Permission('update', 'broker', { userParam: 'userId' })
  @Post('brokers/:userId')
  updateBroker(): string {
    return 'broker';
  }
}

const config = loadGatewayConfig({});
// No refresh happens in these tests (no refresh cookie), so the bus is never used.
const sessions = new SessionService({} as BusClient, config, new RevokedSessions());
const guard = new AccessGuard(new Reflector(), sessions, config);

type Caller = {
  role: 'BEN_ADMIN' | 'BROKER' | 'SLF_ADMIN' | 'SLF_OWNER';
  clientIds: string[];
  id?: string;
} | null;

function contextFor(
  handler: keyof SampleController,
  caller: Caller,
  opts: { method?: string; params?: object; csrf?: boolean } = {},
): ExecutionContext {
  const cookies: Record<string, string> = {};
  const headers: Record<string, string> = {};
  if (caller) {
    const now = Math.floor(Date.now() / 1000);
    const sid = randomUUID();
    cookies['onboard_session'] = signJwt(
      {
        sub: caller.id ?? randomUUID(),
        role: caller.role,
        clientIds: caller.clientIds,
        sid,
        iat: now,
        exp: now + 60,
        iss: 'onboard-identity',
      },
      config.AUTH_TOKEN_SECRET,
    );
    if (opts.csrf !== false) {
      const csrf = sessions.newCsrf(sid);
      cookies['onboard_csrf'] = csrf;
      headers['x-csrf-token'] = csrf;
    }
  }
  const request = {
    method: opts.method ?? 'GET',
    params: opts.params ?? {},
    cookies,
    headers,
    ip: '127.0.0.1',
    id: 'r1',
  };
  return {
    getHandler: () => SampleController.prototype[handler],
    getClass: () => SampleController,
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => ({}) }),
  } as unknown as ExecutionContext;
}

async function outcome(context: ExecutionContext): Promise<string> {
  try {
    return (await guard.canActivate(context)) ? 'allowed' : 'denied';
  } catch (error) {
    return (error as DomainError).code;
  }
}

const mine = randomUUID();
const theirs = randomUUID();

describe('AccessGuard: deny by default, role table, ownership, CSRF', () => {
  test('@Public() routes are open to anyone', async () => {
    expect(await outcome(contextFor('open', null))).toBe('allowed');
  });

  test('without a session every other route is 401', async () => {
    expect(await outcome(contextFor('me', null))).toBe('UNAUTHENTICATED');
    expect(await outcome(contextFor('client', null, { params: { clientId: mine } }))).toBe('UNAUTHENTICATED');
  });

  test('a route with no declaration refuses even an owner', async () => {
    expect(await outcome(contextFor('undeclared', { role: 'SLF_OWNER', clientIds: [] }))).toBe('FORBIDDEN');
  });

  test('ben admins and brokers reach only their own clients; staff reach any', async () => {
    for (const role of ['BEN_ADMIN', 'BROKER'] as const) {
      expect(
        await outcome(contextFor('client', { role, clientIds: [mine] }, { params: { clientId: mine } })),
      ).toBe('allowed');
      expect(
        await outcome(contextFor('client', { role, clientIds: [mine] }, { params: { clientId: theirs } })),
      ).toBe('FORBIDDEN');
    }
    for (const role of ['SLF_ADMIN', 'SLF_OWNER'] as const) {
      expect(
        await outcome(contextFor('client', { role, clientIds: [] }, { params: { clientId: theirs } })),
      ).toBe('allowed');
    }
  });

  test('a route about no record asks whether the role may do it at all (canSome); the service narrows', async () => {
    for (const role of ['BEN_ADMIN', 'BROKER'] as const) {
      expect(await outcome(contextFor('listClients', { role, clientIds: [mine] }))).toBe('allowed');
      expect(await outcome(contextFor('createClient', { role, clientIds: [mine] }, { method: 'POST' }))).toBe(
        'FORBIDDEN',
      );
    }
    expect(
      await outcome(contextFor('createClient', { role: 'SLF_ADMIN', clientIds: [] }, { method: 'POST' })),
    ).toBe('allowed');
  });

  test("a path's :clientId is checked even when the declaration forgot to name it", async () => {
    const benAdmin = { role: 'BEN_ADMIN' as const, clientIds: [mine] };
    expect(await outcome(contextFor('forgetful', benAdmin, { params: { clientId: mine } }))).toBe('allowed');
    expect(await outcome(contextFor('forgetful', benAdmin, { params: { clientId: theirs } }))).toBe(
      'FORBIDDEN',
    );
  });

  test('a broker updates only their own record', async () => {
    const me = randomUUID();
    const broker = { role: 'BROKER' as const, clientIds: [mine], id: me };
    const post = { method: 'POST' };
    expect(await outcome(contextFor('updateBroker', broker, { ...post, params: { userId: me } }))).toBe(
      'allowed',
    );
    expect(
      await outcome(contextFor('updateBroker', broker, { ...post, params: { userId: randomUUID() } })),
    ).toBe('FORBIDDEN');
  });

  test('a mutation needs the CSRF header bound to the session', async () => {
    const admin = { role: 'SLF_ADMIN' as const, clientIds: [] };
    expect(
      await outcome(contextFor('updateClient', admin, { method: 'POST', params: { clientId: mine } })),
    ).toBe('allowed');
    expect(
      await outcome(
        contextFor('updateClient', admin, { method: 'POST', params: { clientId: mine }, csrf: false }),
      ),
    ).toBe('FORBIDDEN');
  });
});
