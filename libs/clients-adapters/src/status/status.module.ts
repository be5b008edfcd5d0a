import { Module } from '@nestjs/common';
import { ENV, loadConfig } from '@onboard/server-kit';
import { JiraModule } from '../jira/jira.module.js';
import { ServiceStatusHandler } from './service-status.handler.js';
import { ServiceStatusService } from './service-status.service.js';
import { SERVICE_STATUS_CONFIG, serviceStatusEnv } from './status.config.js';

@Module({
  imports: [JiraModule],
  controllers: [ServiceStatusHandler],
  providers: [
    {
      provide: SERVICE_STATUS_CONFIG,
      inject: [ENV],
      useFactory: (env: Record<string, string | undefined>) => loadConfig(serviceStatusEnv, env),
    },
    ServiceStatusService,
  ],
})
export class ServiceStatusModule {}
