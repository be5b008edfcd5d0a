import type { WelcomeFlow } from '@onboard/contracts';
import { iso } from '../dates.js';
import type { Client } from '../clients/client.entity.js';

export function toWelcomeFlow(client: Client): WelcomeFlow {
  return { answers: client.welcomeFlow, completedAt: iso(client.welcomeFlowCompletedAt) };
}
