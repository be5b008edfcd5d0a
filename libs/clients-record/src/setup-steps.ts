import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClientSetupStep as ClientSetupStepId } from '@onboard/contracts';
import type { Client } from './clients/client.entity.js';

/**
 * Marks a client's setup step done in the caller's transaction. The record module's own work that is a setup
 * step (the policies and plans of "configure company") asks through this class; the onboarding module's
 * SetupService implements it (the only way a step gets done, decision 030) and the app binds the one to the
 * other, so the record does not depend on onboarding (decision 233).
 */
export abstract class SetupSteps {
  abstract markStepDone(
    tx: EntityManager,
    client: Client,
    stepId: ClientSetupStepId,
    completedBy: string,
  ): Promise<void>;
}
