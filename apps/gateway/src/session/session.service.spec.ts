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
