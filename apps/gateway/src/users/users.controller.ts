import { Body, Controller, Param, Req } from '@nestjs/common';
import { IDENTITY_ROUTES, INTERNAL, type BodyOf, type ParamsOf } from '@onboard/contracts';
import { readUser } from '@onboard/server-kit';
import type { AuthedRequest } from '../access/access.guard.js';
import { BusClient } from '../bus/bus.client.js';
import { contextOf } from '../bus/request-context.js';
import { ZodPipe } from '../bus/zod.pipe.js';
import { ServesRoute } from '../routes/route-controllers.js';

const R = IDENTITY_ROUTES.onboardingFormEmail;

/** The users call the gateway serves by hand (`gateway: 'custom'` in the table): it combines two services. */
@Controller()
export class UsersController {
  constructor(private readonly bus: BusClient) {}

  /**
   * After a user's e-mail changed, their pending onboarding-form recipients follow (spec §7: 60 s timeout,
   * no retry). The body carries the old address; the new one is the user's current e-mail (identity).
   */
  @ServesRoute(R)
  async onboardingFormEmail(
    @Req() r: AuthedRequest,
    @Param(new ZodPipe(R.params, 'params')) p: ParamsOf<typeof R>,
    @Body(new ZodPipe(R.body)) b: BodyOf<typeof R>,
  ): Promise<{ updatedRecipients: number }> {
    const user = await readUser(this.bus, contextOf(r), p.userId);
    return this.bus.call(
      INTERNAL.documents.onboardingFormRecipientEmail,
      contextOf(r),
      { userId: user.id, oldEmail: b.oldEmail, newEmail: user.email },
      R.timeoutMs,
    );
  }
}
