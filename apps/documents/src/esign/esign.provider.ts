import type { FactoryProvider } from '@nestjs/common';
import { ENV, LOGGER, type Logger } from '@onboard/server-kit';
import { DocuSignProvider, ESIGN_PROVIDER, type ESignProvider } from './esign-provider.js';
import { loadESignConfig } from './esign.config.js';

/**
 * ESIGN_PROVIDER for a Nest module: DocuSign's eSignature API (or its stand-in) at ESIGN_BASE_URL (decision 132).
 * Not in DocumentsModule yet: the onboarding-forms service that uses it adds it, with the deployments' keys.
 */
export const esignProvider: FactoryProvider<ESignProvider> = {
  provide: ESIGN_PROVIDER,
  inject: [ENV, LOGGER],
  useFactory: (env: Record<string, string | undefined>, logger: Logger) =>
    new DocuSignProvider(loadESignConfig(env), logger),
};
