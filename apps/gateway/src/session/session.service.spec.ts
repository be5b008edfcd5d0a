import { describe, expect, test } from '@jest/globals';
import { signJwt } from '@onboard/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { BusClient } from '../bus/bus.client.js';
import { loadGatewayConfig } from '../config.js';
import { RevokedSessions } from './revoked-sessions.js';
import { SessionService } from './session.service.js';

const config = loadGatewayConfig({});

function tokenFor(sid: string): string {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(
    {
      sub: randomUUID(),
      role: 'BROKER',
      clientIds: [],
      sid,
      iat: now,
      exp: now + 60,
      iss: 'onboard-identity',
    },
    config.AUTH_TOKEN_SECRET,
  );
}

/** A request carrying only the access cookie of a session (no refresh cookie: the bus is never used). */
const requestWith = (sid: string) =>
  ({ cookies: { onboard_session: tokenFor(sid) }, id: sid }) as unknown as FastifyRequest;

describe('SessionService.resolve', () => {
  test('judges the token only after the events NATS had already sent this replica are applied', async () => {
    const sid = randomUUID();
    const revoked = new RevokedSessions();
    // The event that ends the session is on its way: NATS delivers it before the PONG of the next PING.
    revoked.useRoundTrip(async () => {
      revoked.add({ sessions: [{ sid, until: Date.now() + 60_000 }] });
    });
    // No refresh cookie: the bus is never used.
    const sessions = new SessionService({} as BusClient, config, revoked);
    expect(await sessions.resolve(requestWith(sid), {} as FastifyReply)).toBeNull();
  });

  test('a session nobody ended resolves to its principal', async () => {
    const sid = randomUUID();
    const sessions = new SessionService({} as BusClient, config, new RevokedSessions());
    expect((await sessions.resolve(requestWith(sid), {} as FastifyReply))?.claims.sid).toBe(sid);
  });
});

describe('SessionService.verifyAccessToken', () => {
  test('a token verified once is still refused once it expires or its session ends', () => {
    const sid = randomUUID();
    const revoked = new RevokedSessions();
    const sessions = new SessionService({} as BusClient, config, revoked);
    const token = tokenFor(sid);
    const now = Date.now();
    expect(sessions.verifyAccessToken(token, now)?.sid).toBe(sid);
    expect(sessions.verifyAccessToken(token, now)?.sid).toBe(sid);
    // tokenFor's tokens live 60 s.
    expect(sessions.verifyAccessToken(token, now + 61_000)).toBeNull();
    revoked.add({ sessions: [{ sid, until: now + 60_000 }] }, now);
    expect(sessions.verifyAccessToken(token, now)).toBeNull();
  });

  test('a token with a changed payload or signature is refused, whatever was verified before', () => {
    const sessions = new SessionService({} as BusClient, config, new RevokedSessions());
    const token = tokenFor(randomUUID());
    expect(sessions.verifyAccessToken(token)).not.toBeNull();
    const [header, payload = '', signature = ''] = token.split('.');
    const other = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...other, role: 'SLF_ADMIN' })).toString('base64url');
    expect(sessions.verifyAccessToken(`${header}.${forged}.${signature}`)).toBeNull();
    expect(sessions.verifyAccessToken(`${header}.${payload}.${signature.slice(0, -2)}AA`)).toBeNull();
  });

  test('the verified claims are shared, so nobody can change them', () => {
    const sessions = new SessionService({} as BusClient, config, new RevokedSessions());
    const claims = sessions.verifyAccessToken(tokenFor(randomUUID()));
    expect(Object.isFrozen(claims)).toBe(true);
    expect(Object.isFrozen(claims?.clientIds)).toBe(true);
  });
});
