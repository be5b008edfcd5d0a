import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { can, type RequestContext, type WelcomeFlow, welcomeFlowCompletionErrors } from '@onboard/contracts';
import { DomainError } from '@onboard/server-kit';
import type { Client } from '../clients/client.entity.js';
import { ClientService } from '../clients/client.service.js';
import { toWelcomeFlow } from './welcome-flow.mapper.js';

/** The client's welcome flow: answers saved as the flow goes, then completed once (decision 030). */
@Injectable()
export class WelcomeFlowService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientService,
  ) {}

  async welcomeFlow(context: RequestContext, clientId: string): Promise<WelcomeFlow> {
    const client = await this.clients.owned(context, clientId);
    return toWelcomeFlow(client);
  }

  async saveWelcomeFlow(
    context: RequestContext,
    clientId: string,
    answers: Record<string, unknown>,
  ): Promise<WelcomeFlow> {
    const client = await this.updatable(context, clientId);
    client.welcomeFlow = { ...client.welcomeFlow, ...answers };
    await this.em.flush();
    return toWelcomeFlow(client);
  }

  /** Completes the flow once its required answers are saved (decision 030); completing again changes nothing. */
  async completeWelcomeFlow(context: RequestContext, clientId: string): Promise<WelcomeFlow> {
    const client = await this.updatable(context, clientId);
    if (client.welcomeFlowCompletedAt) return toWelcomeFlow(client);
    const missing = welcomeFlowCompletionErrors(client.welcomeFlow);
    if (missing.length)
      throw DomainError.validation(missing, 'Answer the required welcome questions before completing');
    client.welcomeFlowCompletedAt = new Date();
    await this.em.flush();
    return toWelcomeFlow(client);
  }

  private async updatable(context: RequestContext, clientId: string): Promise<Client> {
    const client = await this.clients.owned(context, clientId);
    if (!context.user || !can(context.user, 'update', 'client', { clientId })) throw DomainError.forbidden();
    return client;
  }
}
