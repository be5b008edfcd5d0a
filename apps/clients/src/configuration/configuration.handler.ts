import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { configurationSchema, PAGE_SIZE, SUBJECTS, type Configuration } from '@onboard/contracts';
import { parseRpc } from '@onboard/server-kit';
import { z } from 'zod';
import { CONFIGURATION_ENV, type ConfigurationEnv } from './configuration.config.js';

export function configurationOf(env: ConfigurationEnv): Configuration {
  return configurationSchema.parse({
    supportEmail: env.SUPPORT_EMAIL,
    supportPhone: env.SUPPORT_PHONE,
    environment: env.ONBOARD_ENVIRONMENT,
    providerName: 'Sun Life',
    pageSize: PAGE_SIZE,
    features: {},
  });
}

/** `clients.configuration.get`: the web's runtime configuration, the same for every caller. */
@Controller()
export class ConfigurationHandler {
  private readonly configuration: Configuration;

  constructor(@Inject(CONFIGURATION_ENV) env: ConfigurationEnv) {
    this.configuration = configurationOf(env);
  }

  @MessagePattern(SUBJECTS.clients.configuration)
  get(@Payload() message: unknown): Configuration {
    parseRpc(message, z.object({}).strict());
    return this.configuration;
  }
}
