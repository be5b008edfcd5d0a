import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { queueEmailSchema, SUBJECTS, type queueEmailResultSchema } from '@onboard/contracts';
import { parseRpc } from '@onboard/server-kit';
import type { z } from 'zod';
import { EmailService } from './email.service.js';

@Controller()
export class EmailHandler {
  constructor(private readonly emails: EmailService) {}

  /** `email.email.queue`: `{emailId}` once stored and enqueued; sending happens in the worker. */
  @MessagePattern(SUBJECTS.email.queue)
  queue(@Payload() message: unknown): Promise<z.infer<typeof queueEmailResultSchema>> {
    const { context, payload } = parseRpc(message, queueEmailSchema);
    return this.emails.queue(payload, context.requestId);
  }
}
