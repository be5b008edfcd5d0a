import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { IDENTITY_ROUTES as R, SUBJECTS, type User } from '@onboard/contracts';
import { Handles, parseRpc, requireUser, type RouteCall } from '@onboard/server-kit';
import { z } from 'zod';
import { UserService } from './user.service.js';

/** The signed-in user's own record: it comes from the context, never from the payload. */
@Controller()
export class UserHandler {
  constructor(private readonly users: UserService) {}

  /** For the gateway's GET /api/users/authenticated, which adds the user's clients and CSRF token. */
  @MessagePattern(SUBJECTS.identity.userMe)
  async me(@Payload() message: unknown): Promise<User> {
    const { context } = parseRpc(message, z.object({}));
    return this.users.view(await this.users.get(requireUser(context).id));
  }

  @Handles(R.acceptTerms)
  acceptTerms({ context }: RouteCall<typeof R.acceptTerms>): Promise<User> {
    return this.users.acceptTerms(requireUser(context).id);
  }
}
