import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { RequestContext as OrmRequestContext } from '@mikro-orm/core';
import {
  keyedMessage,
  INTERNAL,
  type DeifChanges,
  type FileAnswer,
  type OutsideSigner,
  type OutsideSignerAction,
  type OutsideSignerInput,
  type OutsideSignerState,
  type OutsideSignerView,
  type QueueEmail,
  type RequestContext,
  type SummaryDocumentDto,
} from '@onboard/contracts';
import {
  CLIENT_SCOPE,
  DomainError,
  LOGGER,
  RpcClient,
  runAsOutsideSigner,
  scopeToCaller,
  systemFork,
  type Logger,
  requireAccess,
} from '@onboard/server-kit';
import {
  Client,
  CLIENTS_CONFIG,
  type ClientsConfig,
  ClientService,
  IdentityDirectory,
} from '@onboard/clients-record';
import { DeifChangesService } from '../deif-changes/deif-changes.service.js';
import { EifAnswersService } from '../eif/eif-answers.service.js';
import { EifSummaryService, type SummaryReader } from '../eif-summary/eif-summary.service.js';
import { OutsideSignerLink } from './outside-signer-link.entity.js';

const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
const linkInvalid = (): DomainError => new DomainError('NOT_FOUND', keyedMessage('actionLinkInvalid'));

/** A link the outside signer holds, with its client and a read-only caller for that client alone. */
type Opened = { link: OutsideSignerLink; client: Client; reader: RequestContext };

/**
 * The outside signer (decision 108). Staff name them and e-mail them an action link; the link's holder, with no
 * account, reads that client's summary and changes and makes the link's one decision. Nothing else accepts it:
 * the gateway passes the token only to these calls, and every other call wants a session.
 */
@Injectable()
export class OutsideSignerService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientService,
    private readonly deif: DeifChangesService,
    private readonly eif: EifAnswersService,
    private readonly summaries: EifSummaryService,
    private readonly rpc: RpcClient,
    private readonly identity: IdentityDirectory,
    @Inject(CLIENTS_CONFIG) private readonly config: ClientsConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  // --- staff's side ---

  async get(context: RequestContext, clientId: string): Promise<OutsideSigner> {
    requireAccess(context, 'read', 'client', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    return this.dto(client);
  }

  async put(context: RequestContext, clientId: string, input: OutsideSignerInput): Promise<OutsideSigner> {
    requireAccess(context, 'update', 'implementer-edits', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    const email = input.email.toLowerCase();
    await this.em.transactional(async (tx) => {
      // A different person: the links sent to the one before end.
      if (client.outsideSignerEmail && client.outsideSignerEmail !== email) await this.revoke(tx, client);
      client.outsideSignerFirstName = input.firstName;
      client.outsideSignerLastName = input.lastName;
      client.outsideSignerEmail = email;
      await tx.flush();
    });
    return this.dto(client);
  }

  async remove(context: RequestContext, clientId: string): Promise<OutsideSigner> {
    requireAccess(context, 'update', 'implementer-edits', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    await this.em.transactional(async (tx) => {
      await this.revoke(tx, client);
      client.outsideSignerFirstName = null;
      client.outsideSignerLastName = null;
      client.outsideSignerEmail = null;
      await tx.flush();
    });
    return this.dto(client);
  }

  /**
   * E-mails the signer a new link for `action` (the older ones end): signing needs an unsigned EIF; the
   * changes' review needs changes marked ready for review.
   */
  async send(context: RequestContext, clientId: string, action: OutsideSignerAction): Promise<OutsideSigner> {
    const user = requireAccess(context, 'update', 'implementer-edits', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    const email = client.outsideSignerEmail;
    if (!email) throw DomainError.conflict(keyedMessage('noOutsideSigner'));
    // Who made the changes the link asks about, by name (issue 28 item 5): their authors, as the sender reads them.
    let changesBy: string[] | null = null;
    if (action === 'review-&-submit') {
      if (client.eifSignedAt) throw DomainError.conflict(keyedMessage('eifAlreadySigned'));
    } else {
      if (!client.eifSignedAt) throw DomainError.conflict(keyedMessage('eifNotSigned'));
      const changes = await this.deif.reviewOf(context, client);
      if (!changes.readyForReview) throw DomainError.conflict(keyedMessage('deifNotReadyForReview'));
      const authors = [
        ...new Set(
          changes.subSteps.flatMap((s) =>
            s.changes.flatMap((c) => (c.status === 'pending' && c.changedBy ? [c.changedBy] : [])),
          ),
        ),
      ];
      const names = await this.identity.namesOf(context, authors);
      changesBy = [...new Set(authors.map((id) => names[id]).filter((n): n is string => !!n))].sort();
    }
    const sentByName = (await this.identity.ownName(context))?.slice(0, 200) ?? null;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.config.OUTSIDE_SIGNER_LINK_DAYS * 86_400_000);
    const link = await this.em.transactional(async (tx) => {
      await this.revoke(tx, client);
      const created = tx.create(OutsideSignerLink, {
        client,
        action,
        tokenHash: tokenHash(token),
        email,
        createdBy: user.id,
        sentByName,
        changesBy,
        expiresAt,
      });
      await tx.flush();
      return created;
    });
    const url = new URL(`/outside-signer/${action}`, this.config.WEB_BASE_URL);
    url.searchParams.set('token', token);
    const consultant = [client.icFirstName, client.icLastName].filter(Boolean).join(' ');
    const what =
      action === 'review-&-submit'
        ? `review the Employer Information Form of ${client.name} and sign it`
        : `review the changes made to the signed Employer Information Form of ${client.name}, and accept or decline them`;
    const message: QueueEmail = {
      template: 'OUTSIDE_SIGNER',
      to: [{ email, userId: null }],
      subject:
        action === 'review-&-submit'
          ? `Please review and sign the Employer Information Form of ${client.name}`
          : `Please review the changes to the Employer Information Form of ${client.name}`,
      text: [
        `Hello ${client.outsideSignerFirstName ?? ''},`,
        '',
        `${sentByName || consultant || 'Your implementation consultant'} asks you to ${what}. No account is needed: open this link (it works until ${expiresAt.toUTCString()}):`,
        '',
        url.toString(),
        '',
        ...(changesBy && changesBy.length > 0
          ? [`The changes were made by ${listInWords(changesBy)}.`, '']
          : []),
        'The link is for you alone: do not forward it. If you did not expect this e-mail, you can ignore it.',
        '',
        'The Sun Life team',
      ].join('\n'),
      clientId: client.id,
      dedupeKey: `outside-signer-link:${link.id}`,
    };
    const queued = await this.rpc.call(
      INTERNAL.email.queue,
      { requestId: context.requestId, user: null },
      message,
    );
    await this.em.nativeUpdate(OutsideSignerLink, { id: link.id }, { emailId: queued.emailId });
    this.logger.info({ clientId: client.id, linkId: link.id, action }, 'outside signer link e-mailed');
    return this.dto(client);
  }

  // --- the link's side ---

  async view(context: RequestContext): Promise<OutsideSignerView> {
    const opened = await this.open(context);
    return this.viewOf(opened);
  }

  /** The summary in the signer's time zone and language (issue 28 item 7). */
  async summary(context: RequestContext, as: SummaryReader): Promise<SummaryDocumentDto> {
    const { client, reader } = await this.open(context);
    return this.summaries.document(reader, client.id, as);
  }

  async pdf(context: RequestContext, as: SummaryReader): Promise<FileAnswer> {
    const { client, reader } = await this.open(context);
    return this.summaries.pdf(reader, client.id, as);
  }

  async sign(context: RequestContext, confirm: boolean | undefined): Promise<OutsideSignerView> {
    const opened = await this.open(context, 'review-&-submit');
    const { client, reader } = opened;
    const name = signerName(client);
    await runAsOutsideSigner({ name, email: opened.link.email }, () =>
      this.eif.signFor(reader, client, confirm, {
        signedBy: null,
        outsideSignedBy: `${name} <${opened.link.email}>`.slice(0, 255),
      }),
    );
    await this.spend(opened.link);
    return this.viewOf(await this.reread(opened));
  }

  async decide(
    context: RequestContext,
    status: 'accepted' | 'declined',
    reason?: string,
  ): Promise<OutsideSignerView> {
    const opened = await this.open(context, 'review-&-submit-updates');
    const { client } = opened;
    await runAsOutsideSigner({ name: signerName(client), email: opened.link.email }, () =>
      this.deif.decideFor(opened.reader, client, status, reason, opened.link.email),
    );
    await this.spend(opened.link);
    return this.viewOf(await this.reread(opened));
  }

  /** The link and its client as the decision left them (the link's use was written by SQL). */
  private async reread(opened: Opened): Promise<Opened> {
    await this.em.refresh(opened.link, { filters: { [CLIENT_SCOPE]: false } });
    await this.em.refresh(opened.client);
    return opened;
  }

  /**
   * The link of the token the call carries: not revoked, not expired, its client not archived; for a decision,
   * a link of that action whose decision is not made yet. The request's identity map is then scoped to that
   * client alone, and reads go as a caller who may read that client and nothing else.
   */
  private async open(context: RequestContext, decision?: OutsideSignerAction): Promise<Opened> {
    const token = context.actionToken;
    if (!token) throw linkInvalid();
    // Whose link it is, found as the system (the caller is anonymous: its own scope holds no client).
    const found = await systemFork(this.em).findOne(OutsideSignerLink, { tokenHash: tokenHash(token) });
    if (!found) throw linkInvalid();
    const reader: RequestContext = {
      requestId: context.requestId,
      // Reads only (the summary, the changes): the services' ownership checks see one client.
      user: { id: `outside-signer:${found.id}`, role: 'BEN_ADMIN', clientIds: [found.client.id] },
    };
    const em = OrmRequestContext.getEntityManager();
    if (em) scopeToCaller(em, reader.user);
    const link = await this.em.findOne(OutsideSignerLink, { id: found.id }, { refresh: true });
    if (!link || link.revokedAt || link.expiresAt <= new Date()) throw linkInvalid();
    const client = await this.em.findOne(Client, { id: link.client.id }, { refresh: true });
    if (!client || client.isArchived || client.outsideSignerEmail !== link.email) throw linkInvalid();
    if (decision) {
      if (link.action !== decision) throw DomainError.forbidden(keyedMessage('actionLinkWrongAction'));
      if (link.usedAt) throw DomainError.conflict(keyedMessage('actionLinkUsed'));
    }
    return { link, client, reader };
  }

  private async viewOf({ link, client, reader }: Opened): Promise<OutsideSignerView> {
    const changes = client.eifSignedAt ? await this.deif.changesOf(reader, client) : null;
    return {
      action: link.action,
      clientName: client.name,
      signer: {
        firstName: client.outsideSignerFirstName ?? '',
        lastName: client.outsideSignerLastName ?? '',
      },
      expiresAt: link.expiresAt.toISOString(),
      used: link.usedAt != null,
      state: stateOf(changes),
      sentBy: link.sentByName ?? null,
      changesBy: link.changesBy ?? [],
      implementationConsultant: {
        firstName: client.icFirstName ?? null,
        lastName: client.icLastName ?? null,
        email: client.icEmail ?? null,
        phoneNumber: client.icPhoneNumber ?? null,
      },
      changes: link.action === 'review-&-submit-updates' ? changes : null,
    };
  }

  /** The link's decision is made; a second one (a double click, a replay) is refused. */
  private async spend(link: OutsideSignerLink): Promise<void> {
    await this.em.nativeUpdate(
      OutsideSignerLink,
      { id: link.id, usedAt: null },
      { usedAt: new Date() },
      { filters: { [CLIENT_SCOPE]: false } },
    );
  }

  private async revoke(em: EntityManager, client: Client): Promise<void> {
    await em.nativeUpdate(
      OutsideSignerLink,
      { client: client.id, revokedAt: null },
      { revokedAt: new Date() },
      { filters: { [CLIENT_SCOPE]: false } },
    );
  }

  private async dto(client: Client): Promise<OutsideSigner> {
    const link = await this.em.findOne(
      OutsideSignerLink,
      { client, revokedAt: null },
      { orderBy: { createdAt: 'desc' } },
    );
    return {
      signer: client.outsideSignerEmail
        ? {
            firstName: client.outsideSignerFirstName ?? '',
            lastName: client.outsideSignerLastName ?? '',
            email: client.outsideSignerEmail,
          }
        : null,
      link: link
        ? {
            action: link.action,
            sentAt: link.createdAt.toISOString(),
            expiresAt: link.expiresAt.toISOString(),
            usedAt: link.usedAt?.toISOString() ?? null,
            emailId: link.emailId ?? null,
          }
        : null,
    };
  }
}

/** Spec §2, the summary page's outside-signer modes by edit state (decision 108). */
export function stateOf(changes: DeifChanges | null): OutsideSignerState {
  if (!changes) return 'review-&-submit';
  if (changes.readyForReview) return 'ready-for-review';
  const { acceptedAt, declinedAt } = changes.review;
  const decided = [acceptedAt, declinedAt].filter((x): x is string => x !== null).sort();
  const latest = decided.at(-1);
  if (latest && latest === declinedAt && !changes.hasPendingChanges) return 'changes-declined-no-new-edits';
  if (latest && latest === acceptedAt && !changes.hasPendingChanges) return 'changes-accepted';
  return 'signed';
}

/** The outside signer's name as staff gave it. */
const signerName = (client: Client): string =>
  `${client.outsideSignerFirstName ?? ''} ${client.outsideSignerLastName ?? ''}`.trim();

/** Names as a sentence says them: "A", "A and B", "A, B and C". */
function listInWords(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}
