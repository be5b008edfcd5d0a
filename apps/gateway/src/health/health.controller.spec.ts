import { describe, expect, test } from '@jest/globals';
import { SERVICES } from '@onboard/contracts';
import type { FastifyReply } from 'fastify';
import type { BusClient } from '../bus/bus.client.js';
import { loadGatewayConfig } from '../config.js';
import type { EventsHub } from '../events/events.hub.js';
import type { RevokedSessionsFeed } from '../session/revoked-sessions.js';
import { HealthController } from './health.controller.js';

// Readiness with NATS lost (decision 194): it says so within a second, with the default deadlines (1.5 s per
// service request), instead of waiting for every service's request to time out first.
const config = loadGatewayConfig({});

function reply() {
  const sent = { status: 0 };
  const fake = {
    status(code: number) {
      sent.status = code;
      return fake;
    },
    header: () => fake,
  };
  return { sent, reply: fake as unknown as FastifyReply };
}

/** A bus whose requests answer after the gateway's deadline, as they do while NATS is unreachable. */
const hangingBus = {
  request: () =>
    new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), config.HEALTH_TIMEOUT_MS)),
} as unknown as BusClient;
const feed = { isLoaded: () => true } as unknown as RevokedSessionsFeed;
const events = (up: boolean) => ({ natsIsUp: async () => up }) as unknown as EventsHub;

describe('readiness while NATS is lost', () => {
  test('answers "nats: down" and every service down within a second, as a 503', async () => {
    expect(config.HEALTH_TIMEOUT_MS).toBeGreaterThanOrEqual(1_000); // the default this is about
    const controller = new HealthController(hangingBus, events(false), feed, config);
    const { sent, reply: fake } = reply();
    const started = performance.now();
    const answer = await controller.ready(fake);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(sent.status).toBe(503);
    expect(answer.status).toBe('not_ready');
    expect(answer.nats).toBe('down');
    expect(answer.services.map((s) => s.name).sort()).toEqual([...SERVICES].sort());
    expect(answer.services.every((s) => s.status === 'down' && s.latencyMs === null)).toBe(true);
  });

  test('with NATS up, the services are asked and their answers reported', async () => {
    const bus = {
      request: async (subject: string) => ({
        service: subject.split('.')[0],
        status: 'up',
        database: 'up',
        version: 'test',
        uptimeSeconds: 1,
      }),
    } as unknown as BusClient;
    const controller = new HealthController(bus, events(true), feed, config);
    const { sent, reply: fake } = reply();
    const answer = await controller.ready(fake);
    expect(sent.status).toBe(200);
    expect(answer).toMatchObject({ status: 'ready', nats: 'up' });
    expect(answer.services.every((s) => s.status === 'up' && s.database === 'up')).toBe(true);
  });
});
