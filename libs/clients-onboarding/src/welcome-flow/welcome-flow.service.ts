import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type RequestContext, type WelcomeFlow, welcomeFlowCompletionErrors } from '@onboard/contracts';
import { DomainError, requireAccess } from '@onboard/server-kit';
import { ClientService } from '@onboard/clients-record';
import { toWelcomeFlow } from './welcome-flow.mapper.js';

/** The client's welcome flow: answers saved as the flow goes, then completed once (decision 030). */
@Injectable()
export class WelcomeFlowService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientService,
  ) {}

  async welcomeFlow(context: RequestContext, clientId: string): Promise<WelcomeFlow> {
    requireAccess(context, 'read', 'client', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    return toWelcomeFlow(client);
  }

  async saveWelcomeFlow(
    context: RequestContext,
    clientId: string,
    answers: Record<string, unknown>,
  ): Promise<WelcomeFlow> {
    requireAccess(context, 'update', 'client', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    client.welcomeFlow = { ...client.welcomeFlow, ...answers };
    await this.em.flush();
    return toWelcomeFlow(client);
  }

  /** Completes the flow once its required answers are saved (decision 030); completing again changes nothing. */
  async completeWelcomeFlow(context: RequestContext, clientId: string): Promise<WelcomeFlow> {
    requireAccess(context, 'update', 'client', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    if (client.welcomeFlowCompletedAt) return toWelcomeFlow(client);
    const missing = welcomeFlowCompletionErrors(client.welcomeFlow);
    if (missing.length)
      throw DomainError.validation(missing, 'Answer the required welcome questions before completing');
    client.welcomeFlowCompletedAt = new Date();
    await this.em.flush();
    return toWelcomeFlow(client);
  }
}
