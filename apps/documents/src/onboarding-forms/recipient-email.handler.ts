import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS } from '@onboard/contracts';
import { parseRpc } from '@onboard/server-kit';
import { z } from 'zod';

export const recipientEmailSchema = z.object({
  userId: z.string().uuid(),
  oldEmail: z.string().trim().toLowerCase().min(3).max(191),
  newEmail: z.string().trim().toLowerCase().min(3).max(191),
});

/**
 * When a user's e-mail changes, their pending onboarding-form recipients follow (spec §7, PUT
 * /api/users/{userId}/onboarding-form-email). Onboarding forms and their recipients arrive with the
 * onboarding-forms issue (ROADMAP 4), which replaces this answer with the update of recipients at the
 * e-signature provider; until then no recipient exists to update.
 */
@Controller()
export class RecipientEmailHandler {
  @MessagePattern(SUBJECTS.documents.onboardingFormRecipientEmail)
  update(@Payload() message: unknown): { updatedRecipients: number } {
    parseRpc(message, recipientEmailSchema);
    return { updatedRecipients: 0 };
  }
}
