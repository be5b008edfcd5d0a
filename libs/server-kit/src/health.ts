import { createServer, type Server } from 'node:http';
import { Controller, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { MikroORM } from '@mikro-orm/postgresql';
import { healthSubject, type ServiceHealth, type ServiceName } from '@onboard/contracts';
import type { NatsConnection } from '@nats-io/transport-node';
import { natsRoundTrip } from './nats.js';
import { databaseIsUp } from './orm.js';

const startedAt = Date.now();

export async function checkHealth(service: string, orm: MikroORM, version: string): Promise<ServiceHealth> {
  const database = (await databaseIsUp(orm)) ? 'up' : 'down';
  return {
    service,
    status: database === 'up' ? 'up' : 'down',
    database,
    version,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  };
}

/** The `<service>.health.check` handler; a class per service because the subject is a decorator argument. */
export function createHealthController(service: ServiceName, orm: MikroORM, version: string): Type<unknown> {
  @Controller()
  class HealthController {
    @MessagePattern(healthSubject(service))
    check(): Promise<ServiceHealth> {
      return checkHealth(service, orm, version);
    }
  }
  return HealthController;
}

/**
 * For orchestrators that probe over HTTP (k8s): /health/live says the process runs, /health/ready that the
 * database answers and NATS answers a round trip.
 */
export function startHealthServer(
  port: number,
  probe: { orm: MikroORM; nc: NatsConnection | undefined; service: string; version: string },
): Promise<Server> {
  const server = createServer((req, res) => {
    void (async () => {
      if (req.url === '/health/live') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
        return;
      }
      if (req.url === '/health/ready') {
        const [health, natsUp] = await Promise.all([
          checkHealth(probe.service, probe.orm, probe.version),
          natsRoundTrip(probe.nc, 1_500),
        ]);
        const nats = natsUp ? 'up' : 'down';
        const ready = health.status === 'up' && nats === 'up';
        res
          .writeHead(ready ? 200 : 503, { 'content-type': 'application/json' })
          .end(JSON.stringify({ ...health, nats }));
        return;
      }
      res.writeHead(404).end();
    })();
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}
