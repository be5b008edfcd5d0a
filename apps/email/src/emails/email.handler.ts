import { Controller } from '@nestjs/common';
import { INTERNAL, type InternalAnswer } from '@onboard/contracts';
import { Handles, type InternalCallOf } from '@onboard/server-kit';
import { EmailService } from './email.service.js';

@Controller()
export class EmailHandler {
  constructor(private readonly emails: EmailService) {}

  /** `email.email.queue`: `{emailId}` once stored and enqueued; sending happens in the worker. */
  @Handles(INTERNAL.email.queue)
  queue({
    context,
    payload,
  }: InternalCallOf<typeof INTERNAL.email.queue>): Promise<InternalAnswer<typeof INTERNAL.email.queue>> {
    return this.emails.queue(payload, context.requestId);
  }
}
