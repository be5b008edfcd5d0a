import { Module, type DynamicModule } from '@nestjs/common';
import { LOGGER, type Logger } from '@onboard/server-kit';
import type { EmailConfig } from './config.js';
import { EmailAdminHandler } from './emails/email-admin.handler.js';
import { EmailAdminService } from './emails/email-admin.service.js';
import { EmailSendJob } from './emails/email-send.job.js';
import { EmailHandler } from './emails/email.handler.js';
import { EmailService } from './emails/email.service.js';
import { smtpMailer } from './emails/smtp.mailer.js';
import { EMAIL_CONFIG, MAILER } from './tokens.js';

@Module({})
export class EmailModule {
  /** The service's variables are read once (`createEmailService`) and handed to its providers here. */
  static forRoot(config: EmailConfig): DynamicModule {
    return {
      module: EmailModule,
      controllers: [EmailHandler, EmailAdminHandler],
      providers: [
        EmailService,
        EmailAdminService,
        // The `email.send` job: its worker runs where the service runs workers (server-kit's JobRunner).
        EmailSendJob,
        { provide: EMAIL_CONFIG, useValue: config },
        { provide: MAILER, useFactory: (logger: Logger) => smtpMailer(config, logger), inject: [LOGGER] },
      ],
    };
  }
}
