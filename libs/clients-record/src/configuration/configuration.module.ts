import { Module } from '@nestjs/common';
import { ENV, loadConfig } from '@onboard/server-kit';
import { CONFIGURATION_ENV, configurationEnv } from './configuration.config.js';
import { ConfigurationHandler } from './configuration.handler.js';

@Module({
  controllers: [ConfigurationHandler],
  providers: [
    {
      provide: CONFIGURATION_ENV,
      inject: [ENV],
      useFactory: (env: Record<string, string | undefined>) => loadConfig(configurationEnv, env),
    },
  ],
})
export class ConfigurationModule {}
