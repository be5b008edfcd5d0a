import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { LOGGER, type Logger } from '@onboard/server-kit';
import { createFileStorage } from '@onboard/server-kit/storage';
import { AccessGuard } from './access/access.guard.js';
import { BusClient } from './bus/bus.client.js';
import { GATEWAY_CONFIG, type GatewayConfig } from './config.js';
import { EifLiveHub } from './eif-live/eif-live.hub.js';
import { EventsHub } from './events/events.hub.js';
import { HealthController } from './health/health.controller.js';
import { GATEWAY_FILE_STORAGE } from './routes/files.js';
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
        // Where uploads stream in and downloads stream out (decision 116); closed with the application.
        {
          provide: GATEWAY_FILE_STORAGE,
          useFactory: () => {
            const storage = createFileStorage(config.storage);
            return Object.assign(storage, { onApplicationShutdown: () => storage.close() });
          },
        },
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
