import type { WelcomeFlow } from '@onboard/contracts';
import { type Client, iso } from '@onboard/clients-record';

export function toWelcomeFlow(client: Client): WelcomeFlow {
  return { answers: client.welcomeFlow, completedAt: iso(client.welcomeFlowCompletedAt) };
}
