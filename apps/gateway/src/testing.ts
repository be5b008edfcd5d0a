import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { signJwt } from '@onboard/server-kit';
import { createGateway } from './bootstrap.js';
import { loadGatewayConfig } from './config.js';

/**
 * Test harness for the gateway's integration tests: short bus and health deadlines, so a call whose service
 * does not answer fails within the test instead of after the production timeout.
 */
export const SHORT_TIMEOUTS = { NATS_REQUEST_TIMEOUT_MS: '300', HEALTH_TIMEOUT_MS: '300' } as const;

export type TestGateway = { app: NestFastifyApplication; port: number; baseUrl: string };

/**
 * A gateway built from `env` (silent logging unless it says otherwise), listening on a free port of
 * 127.0.0.1. The caller closes `app`.
 */
export async function startTestGateway(env: Record<string, string>): Promise<TestGateway> {
  const app = await createGateway(loadGatewayConfig({ LOG_LEVEL: 'silent', ...env }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, port, baseUrl: `http://127.0.0.1:${port}` };
}

/**
 * An access token (the `onboard_session` cookie's value) of a fresh SLF_ADMIN session, valid for a minute,
 * signed with the development secret a gateway started without AUTH_TOKEN_SECRET checks against.
 */
export function adminAccessToken(): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    sub: randomUUID(),
    role: 'SLF_ADMIN',
    clientIds: [],
    sid: randomUUID(),
    iat: now,
    exp: now + 60,
    iss: 'onboard-identity',
  };
  return signJwt(claims, loadGatewayConfig({}).AUTH_TOKEN_SECRET);
}
