import { Controller } from '@nestjs/common';
import { INTERNAL } from '@onboard/contracts';
import { Handles, type InternalCallOf } from '@onboard/server-kit';
import { OnboardingFormService } from './onboarding-form.service.js';

type Call = InternalCallOf<typeof INTERNAL.documents.onboardingFormRecipientEmail>;

/**
 * When a user's e-mail changes, their recipients on open envelopes follow (spec §7, PUT
 * /api/users/{userId}/onboarding-form-email; decision 135): the gateway checked the caller and read the new
 * address from identity; each recipient is updated at the provider (no resend) and here.
 */
@Controller()
export class RecipientEmailHandler {
  constructor(private readonly forms: OnboardingFormService) {}

  @Handles(INTERNAL.documents.onboardingFormRecipientEmail)
  update({ payload }: Call): Promise<{ updatedRecipients: number }> {
    return this.forms.recipientEmail(payload);
  }
}
