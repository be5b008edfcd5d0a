import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type User } from '@onboard/contracts';
import { parseRpc, requireUser } from '@onboard/server-kit';
import { z } from 'zod';
import { UserService } from './user.service.js';

const empty = z.object({});

/** Users over NATS. The caller's own record comes from the context, never from the payload. */
@Controller()
export class UserHandler {
  constructor(private readonly users: UserService) {}

  @MessagePattern(SUBJECTS.identity.userMe)
  async me(@Payload() message: unknown): Promise<User> {
    const { context } = parseRpc(message, empty);
    return this.users.view(await this.users.get(requireUser(context).id));
  }

  @MessagePattern(SUBJECTS.identity.acceptTerms)
  acceptTerms(@Payload() message: unknown): Promise<User> {
    const { context } = parseRpc(message, empty);
    return this.users.acceptTerms(requireUser(context).id);
  }
}
