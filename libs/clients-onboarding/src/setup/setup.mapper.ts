import { CLIENT_SETUP_STEPS, type ClientSetup } from '@onboard/contracts';
import { type Client, iso } from '@onboard/clients-record';
import type { ClientSetupStep } from './client-setup-step.entity.js';

/** Every one of the twelve steps in their order, done or not, with the client's setup completion. */
export function toClientSetup(client: Client, done: ClientSetupStep[]): ClientSetup {
  const byStep = new Map(done.map((s) => [s.stepId, s]));
  return {
    clientId: client.id,
    completedSetupAt: iso(client.completedSetupAt),
    steps: CLIENT_SETUP_STEPS.map((stepId) => {
      const step = byStep.get(stepId);
      return {
        stepId,
        completedAt: step ? step.completedAt.toISOString() : null,
        completedBy: step?.completedBy ?? null,
      };
    }),
  };
}
