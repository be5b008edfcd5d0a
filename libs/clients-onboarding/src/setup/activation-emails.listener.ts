import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { clientActivationEmailsSentSchema, EVENTS } from '@onboard/contracts';
import { LOGGER, type Logger } from '@onboard/server-kit';
import { SetupService } from './setup.service.js';

/**
 * When identity has e-mailed a client's pending users their activation links, the setup step "send welcome
 * email" is done, on behalf of the staff member who asked (their context travels with the event).
 */
@Controller()
export class ActivationEmailsListener {
  constructor(
    private readonly setup: SetupService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @EventPattern(EVENTS.clientActivationEmailsSent)
  async sent(@Payload() message: unknown): Promise<void> {
    const event = clientActivationEmailsSentSchema.safeParse(message);
    if (!event.success) {
      this.logger.warn({ issues: event.error.issues }, 'ignored a malformed activation-e-mails event');
      return;
    }
    const { context, clientId } = event.data;
    await this.setup.completeStep(context, clientId, 'send-welcome-email').catch((error: unknown) => {
      // An archived or unknown client, or a caller who lost the right since: nothing to mark.
      this.logger.warn({ err: error, clientId }, 'could not mark the send-welcome-email step');
    });
  }
}
