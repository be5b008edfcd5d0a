import { Controller, Inject } from '@nestjs/common';
import { configurationSchema, PAGE_SIZE, type Configuration, CLIENTS_ROUTES as R } from '@onboard/contracts';
import { Handles } from '@onboard/server-kit';
import { CONFIGURATION_ENV, type ConfigurationEnv } from './configuration.config.js';

export function configurationOf(env: ConfigurationEnv): Configuration {
  return configurationSchema.parse({
    supportEmail: env.SUPPORT_EMAIL,
    supportPhone: env.SUPPORT_PHONE,
    environment: env.ONBOARD_ENVIRONMENT,
    providerName: 'Sun Life',
    pageSize: PAGE_SIZE,
    features: {},
    ...(env.RECAPTCHA_SITE_KEY ? { recaptchaSiteKey: env.RECAPTCHA_SITE_KEY } : {}),
  });
}

/** `clients.configuration.get`: the web's runtime configuration, the same for every caller. */
@Controller()
export class ConfigurationHandler {
  private readonly configuration: Configuration;

  constructor(@Inject(CONFIGURATION_ENV) env: ConfigurationEnv) {
    this.configuration = configurationOf(env);
  }

  @Handles(R.configuration)
  get(): Configuration {
    return this.configuration;
  }
}
