import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS } from '@onboard/contracts';
import { parseRpc } from '@onboard/server-kit';
import { z } from 'zod';
import { OnboardingFormService } from './onboarding-form.service.js';

export const recipientEmailSchema = z.object({
  userId: z.string().uuid(),
  oldEmail: z.string().trim().toLowerCase().min(3).max(191),
  newEmail: z.string().trim().toLowerCase().min(3).max(191),
});

/**
 * When a user's e-mail changes, their recipients on open envelopes follow (spec §7, PUT
 * /api/users/{userId}/onboarding-form-email; decision 135): the gateway checked the caller and read the new
 * address from identity; each recipient is updated at the provider (no resend) and here.
 */
@Controller()
export class RecipientEmailHandler {
  constructor(private readonly forms: OnboardingFormService) {}

  @MessagePattern(SUBJECTS.documents.onboardingFormRecipientEmail)
  update(@Payload() message: unknown): Promise<{ updatedRecipients: number }> {
    const { payload } = parseRpc(message, recipientEmailSchema);
    return this.forms.recipientEmail(payload);
  }
}
