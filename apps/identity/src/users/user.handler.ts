import { Controller } from '@nestjs/common';
import { IDENTITY_ROUTES as R, INTERNAL, type User } from '@onboard/contracts';
import { Handles, requireUser, type InternalCallOf, type RouteCall } from '@onboard/server-kit';
import { UserService } from './user.service.js';

/** The signed-in user's own record: it comes from the context, never from the payload. */
@Controller()
export class UserHandler {
  constructor(private readonly users: UserService) {}

  /** For the gateway's GET /api/users/authenticated, which adds the user's clients and CSRF token. */
  @Handles(INTERNAL.identity.userMe)
  async me({ context }: InternalCallOf<typeof INTERNAL.identity.userMe>): Promise<User> {
    return this.users.view(await this.users.get(requireUser(context).id));
  }

  @Handles(R.acceptTerms)
  acceptTerms({ context }: RouteCall<typeof R.acceptTerms>): Promise<User> {
    return this.users.acceptTerms(requireUser(context).id);
  }
}
