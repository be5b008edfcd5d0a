import { Controller } from '@nestjs/common';
import { CLIENTS_ROUTES as R } from '@onboard/contracts';
import { Handles, requireAccess, type RouteCall } from '@onboard/server-kit';
import { ClientService } from './client.service.js';
import { IdentityDirectory } from './identity-directory.js';

/** Clients (spec §7): one thin handler per route of the table, each one service call. */
@Controller()
export class ClientHandler {
  constructor(
    private readonly clients: ClientService,
    private readonly identity: IdentityDirectory,
  ) {}

  /** The `userId` filter lists the clients assigned to a user, whose ids live with the identity service. */
  @Handles(R.list)
  async list({ context, query }: RouteCall<typeof R.list>) {
    const restrictTo = query.userId ? await this.identity.clientIdsOf(context, query.userId) : undefined;
    return this.clients.list(context, query, restrictTo);
  }

  @Handles(R.get)
  get({ context, params }: RouteCall<typeof R.get>) {
    return this.clients.get(context, params.clientId);
  }

  @Handles(R.create)
  create({ context, body }: RouteCall<typeof R.create>) {
    return this.clients.create(context, body);
  }

  @Handles(R.update)
  update({ context, params, body }: RouteCall<typeof R.update>) {
    return this.clients.update(context, params.clientId, body);
  }

  /** Autosave of a form in progress: the rules of PUT (decision 019). */
  @Handles(R.draft)
  draft({ context, params, body }: RouteCall<typeof R.draft>) {
    return this.clients.update(context, params.clientId, body);
  }

  @Handles(R.archive)
  async archive({ context, params }: RouteCall<typeof R.archive>): Promise<{ ok: true }> {
    await this.clients.archive(context, params.clientId);
    return { ok: true };
  }

  /** A user's clients, paged in the database (their ids from the identity service, which checks access). */
  @Handles(R.userClients)
  async userClients({ context, params, query }: RouteCall<typeof R.userClients>) {
    // The person is named in the route: anyone but staff and the person themselves is refused 403 (decision 229).
    requireAccess(context, 'read', 'user-clients', { userId: params.userId, named: true });
    return this.clients.clientsAmong(context, await this.identity.clientIdsOf(context, params.userId), query);
  }
}
