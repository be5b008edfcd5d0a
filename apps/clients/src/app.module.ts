import { Module } from '@nestjs/common';
import { ENV, loadConfig } from '@onboard/server-kit';
import { CLIENTS_CONFIG, clientsEnv } from './clients/clients.config.js';
import { ConfigurationModule } from './configuration/configuration.module.js';
import { JiraModule } from './jira/jira.module.js';
import { ServiceStatusModule } from './status/status.module.js';
import { BenAdminPlatformHandler } from './clients/ben-admin-platform.handler.js';
import { BenAdminPlatformService } from './clients/ben-admin-platform.service.js';
import { ClientSummaryHandler } from './clients/client-summary.handler.js';
import { ActivationEmailsListener } from './clients/activation-emails.listener.js';
import { ClientHandler } from './clients/client.handler.js';
import { ClientService } from './clients/client.service.js';
import { ClientFeaturesHandler } from './clients/client-features.handler.js';
import { ClientFeaturesService } from './clients/client-features.service.js';

@Module({
  imports: [JiraModule, ServiceStatusModule, ConfigurationModule],
  controllers: [
    BenAdminPlatformHandler,
    ClientSummaryHandler,
    ClientHandler,
    ClientFeaturesHandler,
    ActivationEmailsListener,
  ],
  providers: [
    {
      provide: CLIENTS_CONFIG,
      inject: [ENV],
      useFactory: (env: Record<string, string | undefined>) => loadConfig(clientsEnv, env),
    },
    BenAdminPlatformService,
    ClientService,
    ClientFeaturesService,
  ],
})
export class ClientsModule {}
