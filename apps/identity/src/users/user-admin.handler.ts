import { Controller } from '@nestjs/common';
import {
  IDENTITY_ROUTES as R,
  INTERNAL,
  type ClientUser,
  type User,
  type UserKind,
} from '@onboard/contracts';
import { Handles, requireAccess, type InternalCallOf, type RouteCall } from '@onboard/server-kit';
import { UserAdminService } from './user-admin.service.js';

type Call<E> = RouteCall<E>;
type ByUser = { context: Call<typeof R.benAdminGet>['context']; params: { userId: string } };

/**
 * User administration: one thin handler per route of the table (IDENTITY_ROUTES), each calling one service
 * method. The three kinds of user share the service methods; the route says which kind.
 */
@Controller()
export class UserAdminHandler {
  constructor(private readonly admin: UserAdminService) {}

  // ── internal users ──
  @Handles(R.internalList)
  internalList({ context, query }: Call<typeof R.internalList>) {
    return this.admin.list(context, 'internal', query);
  }
  @Handles(R.internalCreate)
  internalCreate({ context, body }: Call<typeof R.internalCreate>) {
    return this.admin.create(context, 'internal', body);
  }
  @Handles(R.internalUpdate)
  internalUpdate({ context, params, body }: Call<typeof R.internalUpdate>) {
    return this.admin.update(context, 'internal', params.userId, body);
  }
  @Handles(R.internalDelete)
  internalDelete(call: Call<typeof R.internalDelete>) {
    return this.remove('internal', call);
  }
  @Handles(R.internalActivationEmail)
  internalActivationEmail({ context, params }: Call<typeof R.internalActivationEmail>) {
    return this.admin.sendActivation(context, params, 'internal');
  }

  // ── benefit administrators ──
  @Handles(R.benAdminList)
  benAdminList({ context, query }: Call<typeof R.benAdminList>) {
    return this.admin.list(context, 'ben-admin', query);
  }
  @Handles(R.benAdminCreate)
  benAdminCreate({ context, body }: Call<typeof R.benAdminCreate>) {
    return this.admin.create(context, 'ben-admin', body);
  }
  @Handles(R.benAdminGet)
  benAdminGet({ context, params }: Call<typeof R.benAdminGet>) {
    return this.admin.get(context, 'ben-admin', params.userId);
  }
  @Handles(R.benAdminUpdate)
  benAdminUpdate({ context, params, body }: Call<typeof R.benAdminUpdate>) {
    return this.admin.update(context, 'ben-admin', params.userId, body);
  }
  @Handles(R.benAdminDelete)
  benAdminDelete(call: Call<typeof R.benAdminDelete>) {
    return this.remove('ben-admin', call);
  }
  @Handles(R.benAdminAssign)
  benAdminAssign({ context, params }: Call<typeof R.benAdminAssign>) {
    return this.admin.assignClient(context, 'ben-admin', params.userId, params.clientId, true);
  }
  @Handles(R.benAdminUnassign)
  benAdminUnassign({ context, params }: Call<typeof R.benAdminUnassign>) {
    return this.admin.assignClient(context, 'ben-admin', params.userId, params.clientId, false);
  }
  @Handles(R.benAdminToBroker)
  benAdminToBroker({ context, params }: Call<typeof R.benAdminToBroker>) {
    return this.admin.changeToBroker(context, params.userId);
  }
  @Handles(R.benAdminActivationEmail)
  benAdminActivationEmail({ context, params }: Call<typeof R.benAdminActivationEmail>) {
    return this.admin.sendActivation(context, params, 'ben-admin');
  }

  // ── brokers ──
  @Handles(R.brokerList)
  brokerList({ context, query }: Call<typeof R.brokerList>) {
    return this.admin.list(context, 'broker', query);
  }
  @Handles(R.brokerCreate)
  brokerCreate({ context, body }: Call<typeof R.brokerCreate>) {
    return this.admin.create(context, 'broker', body);
  }
  @Handles(R.brokerGet)
  brokerGet({ context, params }: Call<typeof R.brokerGet>) {
    return this.admin.get(context, 'broker', params.userId);
  }
  @Handles(R.brokerUpdate)
  brokerUpdate({ context, params, body }: Call<typeof R.brokerUpdate>) {
    return this.admin.update(context, 'broker', params.userId, body);
  }
  @Handles(R.brokerDelete)
  brokerDelete(call: Call<typeof R.brokerDelete>) {
    return this.remove('broker', call);
  }
  @Handles(R.brokerAssign)
  brokerAssign({ context, params }: Call<typeof R.brokerAssign>) {
    return this.admin.assignClient(context, 'broker', params.userId, params.clientId, true);
  }
  @Handles(R.brokerUnassign)
  brokerUnassign({ context, params }: Call<typeof R.brokerUnassign>) {
    return this.admin.assignClient(context, 'broker', params.userId, params.clientId, false);
  }
  @Handles(R.brokerActivationEmail)
  brokerActivationEmail({ context, params }: Call<typeof R.brokerActivationEmail>) {
    return this.admin.sendActivation(context, params, 'broker');
  }

  // ── across kinds ──
  @Handles(R.resetPasswordFor)
  resetPasswordFor({ context, params }: Call<typeof R.resetPasswordFor>) {
    return this.admin.resetPassword(context, params.userId);
  }
  @Handles(R.resetMfa)
  resetMfa({ context, params }: Call<typeof R.resetMfa>) {
    return this.admin.resetMfa(context, params.email);
  }
  @Handles(R.activationEmailByAddress)
  activationEmailByAddress({ context, params }: Call<typeof R.activationEmailByAddress>) {
    return this.admin.sendActivation(context, { email: params.email.toLowerCase() }, null);
  }
  @Handles(R.activationLink)
  activationLink({ context, params }: Call<typeof R.activationLink>) {
    return this.admin.activationLink(context, params.userId);
  }
  @Handles(R.checkExisting)
  checkExisting({ context, params }: Call<typeof R.checkExisting>) {
    return this.admin.checkExisting(context, params.value);
  }
  @Handles(R.bulkEmailUpdate)
  bulkEmailUpdate({ context, body }: Call<typeof R.bulkEmailUpdate>) {
    return this.admin.bulkEmailUpdate(context, body.users);
  }
  @Handles(R.byRole)
  byRole({ context, params, query }: Call<typeof R.byRole>) {
    // "Admin and owner: … list users" (spec §6): the directory of every kind, staff only (decision 229).
    requireAccess(context, 'read', 'user-directory');
    return this.admin.list(context, null, { ...query, role: params.role });
  }
  @Handles(R.slfs)
  slfs({ context, query }: Call<typeof R.slfs>) {
    return this.admin.list(context, 'internal', query);
  }
  @Handles(R.all)
  all({ context, query }: Call<typeof R.all>) {
    requireAccess(context, 'read', 'user-directory');
    return this.admin.list(context, null, query);
  }
  @Handles(R.clientActivationEmails)
  clientActivationEmails({ context, params }: Call<typeof R.clientActivationEmails>) {
    return this.admin.sendClientActivationEmails(context, params.clientId);
  }

  /** One user of any kind, for other services (the gateway's onboarding-form reassignment, the clients list). */
  @Handles(INTERNAL.identity.userGet)
  get({ context, payload }: InternalCallOf<typeof INTERNAL.identity.userGet>): Promise<User> {
    return this.admin.get(context, payload.kind, payload.userId);
  }

  @Handles(INTERNAL.identity.clientUser)
  clientUser({ context, payload }: InternalCallOf<typeof INTERNAL.identity.clientUser>): Promise<ClientUser> {
    return this.admin.clientUser(context, payload.clientId, payload.userId);
  }

  /** The ben admins and brokers of a client, for the clients service's owner e-mails (decision 141). */
  @Handles(INTERNAL.identity.clientUsers)
  clientUsers({
    context,
    payload,
  }: InternalCallOf<typeof INTERNAL.identity.clientUsers>): Promise<ClientUser[]> {
    return this.admin.clientUsers(context, payload.clientId);
  }

  private async remove(kind: UserKind, { context, params }: ByUser): Promise<{ ok: true }> {
    await this.admin.remove(context, kind, params.userId);
    return { ok: true };
  }
}
