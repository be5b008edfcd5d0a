import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { LOGGER, type Logger } from '@onboard/server-kit';
import { AccessGuard } from './access/access.guard.js';
import { BusClient } from './bus/bus.client.js';
import { GATEWAY_CONFIG, type GatewayConfig } from './config.js';
import { EifLiveHub } from './eif-live/eif-live.hub.js';
import { EventsHub } from './events/events.hub.js';
import { HealthController } from './health/health.controller.js';
import { RouteController } from './routes/routes.module.js';
import { AuthenticatedController } from './users/authenticated.controller.js';
import { UsersController } from './users/users.controller.js';
import { RevokedSessions, RevokedSessionsFeed } from './session/revoked-sessions.js';
import { SessionService } from './session/session.service.js';

@Module({})
export class GatewayModule {
  static forRoot(config: GatewayConfig, logger: Logger): DynamicModule {
    return {
      module: GatewayModule,
      controllers: [HealthController, RouteController, AuthenticatedController, UsersController],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        { provide: APP_GUARD, useClass: AccessGuard },
        BusClient,
        SessionService,
        { provide: RevokedSessions, useValue: new RevokedSessions() },
        RevokedSessionsFeed,
        EventsHub,
        EifLiveHub,
      ],
    };
  }
}
