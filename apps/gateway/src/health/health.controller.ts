import { Controller, Get, HttpCode, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { healthSubject, SERVICES, serviceHealthSchema, type Readiness } from '@onboard/contracts';
import type { FastifyReply } from 'fastify';
import { Public } from '../access/public.decorator.js';
import { BusClient } from '../bus/bus.client.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { EventsHub } from '../events/events.hub.js';
import { RevokedSessionsFeed } from '../session/revoked-sessions.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly bus: BusClient,
    private readonly events: EventsHub,
    private readonly revokedSessions: RevokedSessionsFeed,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** Liveness: the process answers. Nothing else is checked, so a database outage never restarts gateways. */
  @Public()
  @Get()
  @HttpCode(200)
  @ApiOkResponse({ description: 'The gateway process is alive' })
  live(@Res({ passthrough: true }) reply: FastifyReply): { status: 'ok' } {
    void reply.header('x-instance-id', this.config.INSTANCE_ID);
    return { status: 'ok' };
  }

  /** Readiness: NATS is connected and every service answers with its database up. 503 otherwise. */
  @Public()
  @Get('ready')
  @ApiOkResponse({ description: 'Every service, NATS and the database are up' })
  @ApiServiceUnavailableResponse({ description: 'Something is down; the body says what' })
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<Readiness> {
    const natsUp = this.events.natsIsUp(this.config.HEALTH_TIMEOUT_MS);
    const asked = Promise.all(
      SERVICES.map(async (name) => {
        const started = performance.now();
        try {
          const answer = serviceHealthSchema.parse(
            await this.bus.request(
              healthSubject(name),
              { requestId: 'readiness', user: null },
              {},
              this.config.HEALTH_TIMEOUT_MS,
            ),
          );
          return {
            name,
            status: answer.status,
            database: answer.database,
            latencyMs: Math.round((performance.now() - started) * 10) / 10,
          };
        } catch {
          return { name, status: 'down' as const, database: 'down' as const, latencyMs: null };
        }
      }),
    );
    const nats = (await natsUp) ? ('up' as const) : ('down' as const);
    // Without NATS no service can answer: say so now (within a second of losing it, decision 194), not after
    // each request's deadline.
    const services =
      nats === 'up'
        ? await asked
        : SERVICES.map((name) => ({
            name,
            status: 'down' as const,
            database: 'down' as const,
            latencyMs: null,
          }));
    // Until the list of recently ended sessions has loaded, this replica could accept their tokens.
    const ready =
      nats === 'up' &&
      this.revokedSessions.isLoaded() &&
      services.every((s) => s.status === 'up' && s.database === 'up');
    void reply.status(ready ? 200 : 503).header('x-instance-id', this.config.INSTANCE_ID);
    return { status: ready ? 'ready' : 'not_ready', nats, services };
  }
}
