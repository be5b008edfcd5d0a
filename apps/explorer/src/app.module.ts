import { Module, type DynamicModule } from '@nestjs/common';
import { HttpChatStatus, type ChatStatus } from './chat/chat-status.js';
import { CHAT_STATUS, EXPLORER_CONFIG, RECAPTCHA_VERIFIER, type ExplorerConfig } from './config.js';
import { ExplorerPublicHandler } from './public/explorer-public.handler.js';
import { ExplorerPublicService } from './public/explorer-public.service.js';
import { HttpRecaptchaVerifier, type RecaptchaVerifier } from './recaptcha/recaptcha-verifier.js';
import { ClientDirectory } from './sites/client-directory.js';
import { ExplorerSiteHandler } from './sites/explorer-site.handler.js';
import { ExplorerSiteService } from './sites/explorer-site.service.js';

/**
 * Benefits Explorer sites: the staff calls (issue 15) and the public page, its documents, the lead form and the
 * share request (issue 16). The outside systems (reCAPTCHA, the chat provider) come as adapters.
 */
@Module({})
export class ExplorerModule {
  /** The service's variables are read once (`createExplorerService`) and handed to its providers here. */
  static forRoot(
    config: ExplorerConfig,
    adapters: { recaptcha?: RecaptchaVerifier; chat?: ChatStatus } = {},
  ): DynamicModule {
    return {
      module: ExplorerModule,
      controllers: [ExplorerSiteHandler, ExplorerPublicHandler],
      providers: [
        ExplorerSiteService,
        ClientDirectory,
        ExplorerPublicService,
        { provide: EXPLORER_CONFIG, useValue: config },
        {
          provide: RECAPTCHA_VERIFIER,
          useValue:
            adapters.recaptcha ??
            new HttpRecaptchaVerifier({
              verifyUrl: config.RECAPTCHA_VERIFY_URL,
              secret: config.RECAPTCHA_SECRET,
              timeoutMs: config.RECAPTCHA_TIMEOUT_MS,
            }),
        },
        {
          provide: CHAT_STATUS,
          useValue:
            adapters.chat ??
            new HttpChatStatus({ baseUrl: config.CHAT_STATUS_URL, timeoutMs: config.CHAT_STATUS_TIMEOUT_MS }),
        },
      ],
    };
  }
}
