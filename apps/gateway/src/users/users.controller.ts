import { Body, Controller, Param, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SUBJECTS, text, userSchema, type User } from '@onboard/contracts';
import { z } from 'zod';
import type { AuthedRequest } from '../access/access.guard.js';
import { Permission } from '../access/permission.decorator.js';
import { BusClient } from '../bus/bus.client.js';
import { contextOf } from '../bus/request-context.js';
import { ZodPipe } from '../bus/zod.pipe.js';

const userIdParam = z.object({ userId: z.string().uuid('Not a valid user id') });

/**
 * The users calls the gateway still serves by hand (every other call runs through the route table): each
 * combines two services.
 */
@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(private readonly bus: BusClient) {}

  private get(request: AuthedRequest, userId: string): Promise<User> {
    return this.bus.ask(userSchema, SUBJECTS.identity.userGet, request, { kind: null, userId });
  }

  /**
   * After a user's e-mail changed, their pending onboarding-form recipients follow (spec §7: 60 s timeout,
   * no retry). The body carries the old address; the new one is the user's current e-mail.
   */
  @Permission('update', 'onboarding-form-reassign')
  @Put(':userId/onboarding-form-email')
  async onboardingFormEmail(
    @Req() r: AuthedRequest,
    @Param(new ZodPipe(userIdParam, 'params')) p: { userId: string },
    @Body(new ZodPipe(z.object({ oldEmail: text({ trim: true }).min(3).max(191) }))) b: { oldEmail: string },
  ): Promise<{ updatedRecipients: number }> {
    const user = await this.get(r, p.userId);
    const answer = await this.bus.request(
      SUBJECTS.documents.onboardingFormRecipientEmail,
      contextOf(r),
      { userId: user.id, oldEmail: b.oldEmail, newEmail: user.email },
      60_000,
    );
    return z.object({ updatedRecipients: z.number().int() }).parse(answer);
  }
}
