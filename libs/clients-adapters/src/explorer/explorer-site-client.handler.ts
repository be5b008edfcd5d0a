import { Controller, Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  FEATURE_TOGGLE_DEFAULTS,
  RELEASE_STATUSES,
  INTERNAL,
  type ExplorerSiteClient,
} from '@onboard/contracts';
import { DomainError, Handles, systemFork, type InternalCallOf } from '@onboard/server-kit';
import {
  BenAdminPlatform,
  Client,
  CLIENTS_CONFIG,
  type ClientsConfig,
  Policy,
} from '@onboard/clients-record';

const nameOf = (first?: string | null, last?: string | null): string =>
  [first, last].filter((part) => part && part.trim() !== '').join(' ');

/**
 * What the explorer's public page shows of a site's client (decision 167): archived or not, the release status
 * and implementation consultant of the support footer, the feature toggles, the policies' effective dates
 * (comparison availability) and the benefits-administration platform's name. Asked by the explorer service for
 * an anonymous visitor: the whole client table is in scope, and only these fields leave.
 */
@Injectable()
export class ExplorerSiteClientService {
  private readonly globalToggles: Record<string, boolean>;

  constructor(
    private readonly em: EntityManager,
    @Inject(CLIENTS_CONFIG) config: ClientsConfig,
  ) {
    this.globalToggles = { ...FEATURE_TOGGLE_DEFAULTS, ...config.FEATURE_TOGGLES };
  }

  async siteClient(clientId: string, benAdminPlatformId: string | null): Promise<ExplorerSiteClient> {
    const em = systemFork(this.em);
    const client = await em.findOne(Client, clientId);
    if (!client) throw DomainError.notFound('Client');
    const [policies, platform] = await Promise.all([
      em.find(Policy, { client: clientId }, { fields: ['id', 'policyEffective'] }),
      benAdminPlatformId && /^[0-9a-f-]{36}$/i.test(benAdminPlatformId)
        ? em.findOne(BenAdminPlatform, benAdminPlatformId)
        : Promise.resolve(null),
    ]);
    const consultantName = nameOf(client.icFirstName, client.icLastName);
    return {
      id: client.id,
      name: client.name,
      isArchived: client.isArchived,
      releaseStatus: (RELEASE_STATUSES as readonly string[]).includes(client.releaseStatus ?? '')
        ? (client.releaseStatus as ExplorerSiteClient['releaseStatus'])
        : null,
      implementationConsultant:
        consultantName || client.icEmail
          ? { name: consultantName, phone: client.icPhoneNumber ?? null, email: client.icEmail ?? null }
          : null,
      featureToggles: { ...this.globalToggles, ...client.featureToggles },
      policies: policies.map((p) => ({ id: p.id, policyEffective: p.policyEffective ?? null })),
      benAdminPlatformName: platform?.name ?? null,
    };
  }
}

@Controller()
export class ExplorerSiteClientHandler {
  constructor(private readonly service: ExplorerSiteClientService) {}

  @Handles(INTERNAL.clients.explorerSiteClient)
  siteClient({ payload }: InternalCallOf<typeof INTERNAL.clients.explorerSiteClient>) {
    return this.service.siteClient(payload.clientId, payload.benAdminPlatformId);
  }
}
