import { Inject, Injectable } from '@nestjs/common';
import { QueryOrder } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  pageWindow,
  type EmailDetail,
  type EmailErrorUserView,
  type EmailFilter,
  type EmailPage,
  type EmailSummary,
  type EMAIL_ROUTES,
  type QueryOf,
  type RequestContext,
} from '@onboard/contracts';
import {
  clientScopeOf,
  DomainError,
  LOGGER,
  readUser,
  RpcClient,
  type Logger,
  requireAccess,
} from '@onboard/server-kit';
import { emailCount, emailPage, rejectedEmails } from './email-admin.queries.js';
import { Email, EmailErrorUser, EmailStatusEvent, type EmailRecipient } from './email.entity.js';
import { EmailService } from './email.service.js';

type ListQuery = QueryOf<typeof EMAIL_ROUTES.emailList>;

/**
 * A header-less second click within this window answers the resend the first one made instead of sending
 * again (decision 139). Concurrent clicks collide on the dedupe key instead.
 */
export const RESEND_WINDOW_MS = 10_000;

/** The spec's sort keys to columns (decision 137): 'name' is the subject, 'startsAt' the send time. */
const SORT_COLUMNS = {
  createdAt: 'createdAt',
  name: 'subject',
  updatedAt: 'updatedAt',
  startsAt: 'sentAt',
} as const;

const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

/** The e-mails pages (spec §7 Emails): list, count, detail, resend and the owner's resend-rejected. */
@Injectable()
export class EmailAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly emails: EmailService,
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async list(context: RequestContext, query: ListQuery): Promise<EmailPage> {
    requireAccess(context, 'read', 'email', { allClients: true });
    const { limit, offset } = pageWindow(query);
    const direction = query.sortDirection;
    const column = SORT_COLUMNS[query.sortBy];
    // Unsent e-mails have no sentAt: last in both directions, so a page of "latest sent" starts with sent ones.
    const order =
      column === 'sentAt'
        ? direction === 'asc'
          ? QueryOrder.ASC_NULLS_LAST
          : QueryOrder.DESC_NULLS_LAST
        : direction;
    const [rows, total] = await emailPage(this.em, clientScopeOf(context.user), query, {
      orderBy: { [column]: order },
      limit,
      offset,
    });
    const counts = await this.errorUserCounts(rows.map((r) => r.id));
    return { items: rows.map((row) => this.summary(row, counts.get(row.id) ?? 0)), total, limit, offset };
  }

  async count(context: RequestContext, filter: EmailFilter): Promise<{ count: number }> {
    requireAccess(context, 'read', 'email', { allClients: true });
    return { count: await emailCount(this.em, clientScopeOf(context.user), filter) };
  }

  async get(context: RequestContext, emailId: string): Promise<EmailDetail> {
    requireAccess(context, 'read', 'email', { allClients: true });
    const email = await this.find(emailId);
    const [history, errorUsers, resends] = await Promise.all([
      this.em.find(
        EmailStatusEvent,
        { email: email.id, deletedAt: null },
        { orderBy: [{ eventAt: 'asc' }, { createdAt: 'asc' }] },
      ),
      this.em.find(EmailErrorUser, { email: email.id }, { orderBy: { createdAt: 'asc' } }),
      this.em.find(
        Email,
        { resentFromId: email.id, deletedAt: null },
        { fields: ['id', 'recipients'], orderBy: { createdAt: 'desc' } },
      ),
    ]);
    return {
      ...this.summary(email, errorUsers.length),
      statusHistory: history.map((event) => ({
        status: event.status,
        eventAt: iso(event.eventAt ?? event.createdAt) as string,
        detail: event.detail ?? null,
        attempt: event.attempt ?? null,
        reason: event.reason ?? null,
        resentAsId: event.resentAsId ?? null,
        resentTo: event.resentAsId
          ? (resends.find((r) => r.id === event.resentAsId)?.recipients.map((r) => r.email) ?? null)
          : null,
      })),
      errorUsers: await this.errorUserViews(context, email.recipients, errorUsers),
      resentAs: resends.map((r) => r.id),
    };
  }

  /** A new e-mail with the same content, to everyone or only to those the original did not reach. */
  async resend(
    context: RequestContext,
    emailId: string,
    body: { onlyErrorUsers: boolean },
  ): Promise<{ emailId: string }> {
    requireAccess(context, 'create', 'email', { allClients: true });
    const original = await this.find(emailId);
    const recipients = body.onlyErrorUsers ? await this.unreached(original) : original.recipients;
    if (recipients.length === 0) {
      throw DomainError.conflict('This e-mail has no recipients it did not reach');
    }
    // Every resend of the original so far, in one statement: one snapshot for both questions below. (Two
    // statements let a concurrent click commit in between: no recent resend seen, then n counted with it, so
    // a second e-mail under the next key.)
    const resends = await this.em.find(
      Email,
      { resentFromId: original.id },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    // A second click after the first committed: answer its resend (same recipients) instead of a new one.
    const latest = resends.find((resend) => !resend.deletedAt);
    if (
      latest &&
      Date.now() - latest.createdAt.getTime() < RESEND_WINDOW_MS &&
      sameRecipients(latest.recipients, recipients)
    ) {
      return { emailId: latest.id };
    }
    // Concurrent clicks both count n resends so far and collide on the key: one e-mail, one answer.
    const n = resends.length;
    const { email } = await this.queueResend(
      original,
      recipients,
      `resend:${original.id}:${n}`,
      context.requestId,
    );
    return { emailId: email.id };
  }

  /**
   * Owner only: every e-mail with unreached recipients that was never resent goes again to those recipients.
   * Idempotent per day: the dedupe key carries the date, so a second run the same day stores nothing new.
   */
  async resendRejected(
    context: RequestContext,
    body: { clientId: string | null },
  ): Promise<{ resent: number }> {
    requireAccess(context, 'update', 'owner-operations', { allClients: true });
    const day = new Date().toISOString().slice(0, 10);
    const scope = clientScopeOf(context.user);
    let resent = 0;
    let lastId: string | undefined;
    // In pages by id, so a large backlog is not loaded at once.
    for (;;) {
      const page = await rejectedEmails(this.em.fork(), scope, body.clientId, lastId);
      if (page.length === 0) break;
      for (const original of page) {
        const recipients = await this.unreached(original);
        if (recipients.length === 0) continue;
        const { created } = await this.queueResend(
          original,
          recipients,
          `resend-rejected:${original.id}:${day}`,
          context.requestId,
        );
        if (created) resent += 1;
      }
      lastId = page[page.length - 1]?.id;
    }
    this.logger.info({ resent, clientId: body.clientId }, 'rejected e-mails resent');
    return { resent };
  }

  private queueResend(
    original: Email,
    recipients: EmailRecipient[],
    dedupeKey: string,
    requestId: string,
  ): Promise<{ email: Email; created: boolean }> {
    return this.emails.queueOnce(
      {
        template: original.template,
        to: recipients,
        subject: original.subject,
        text: original.text,
        html: original.html ?? null,
        clientId: original.clientId ?? null,
        dedupeKey,
      },
      requestId,
      {
        resentFromId: original.id,
        // The original's history says it was resent; its own status stays what it was.
        onCreate: async (tx, email) => {
          const current = await tx.findOneOrFail(Email, original.id);
          // RESENT, not the original's status: its history read "Failed" for a resend (issue 27).
          tx.create(EmailStatusEvent, {
            email: current,
            status: 'RESENT',
            detail: `resent as ${email.id} to ${recipients.map((r) => r.email).join(', ')}`,
            resentAsId: email.id,
          });
        },
      },
    );
  }

  /** The recipients behind the original's error users. */
  private async unreached(original: Email): Promise<EmailRecipient[]> {
    const errorUsers = await this.em.find(EmailErrorUser, { email: original.id }, { fields: ['userId'] });
    const ids = new Set(errorUsers.map((u) => u.userId));
    return original.recipients.filter((r) => r.userId !== null && ids.has(r.userId));
  }

  private async find(emailId: string): Promise<Email> {
    const email = await this.em.findOne(Email, { id: emailId, deletedAt: null });
    if (!email) throw DomainError.notFound('Email');
    return email;
  }

  private async errorUserCounts(emailIds: string[]): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    if (emailIds.length === 0) return counts;
    const rows = await this.em.find(EmailErrorUser, { email: { $in: emailIds } }, { fields: ['email'] });
    for (const row of rows) counts.set(row.email.id, (counts.get(row.email.id) ?? 0) + 1);
    return counts;
  }

  /**
   * The error users with the address they were sent to and their name as identity has it now, asked on the
   * caller's behalf (staff read any user). A user identity cannot give (deleted, or identity not answering)
   * keeps its address and a null name: the page still shows who was not reached (decision 138).
   */
  private async errorUserViews(
    context: RequestContext,
    recipients: EmailRecipient[],
    errorUsers: EmailErrorUser[],
  ): Promise<EmailErrorUserView[]> {
    const names = new Map<string, string | null>();
    await Promise.all(
      [...new Set(errorUsers.map((u) => u.userId))].map(async (userId) => {
        try {
          const user = await readUser(this.rpc, context, userId);
          names.set(userId, `${user.firstName} ${user.lastName}`.trim() || null);
        } catch (error) {
          this.logger.debug({ err: error, userId }, 'error user not read from identity');
          names.set(userId, null);
        }
      }),
    );
    return errorUsers.map((u) => ({
      userId: u.userId,
      reason: u.reason,
      email: recipients.find((r) => r.userId === u.userId)?.email ?? null,
      name: names.get(u.userId) ?? null,
    }));
  }

  private summary(email: Email, errorUserCount: number): EmailSummary {
    return {
      id: email.id,
      subject: email.subject,
      template: email.template,
      status: email.status,
      recipients: email.recipients.map((r) => ({ email: r.email, userId: r.userId ?? null })),
      clientId: email.clientId ?? null,
      errorUserCount,
      resentFromId: email.resentFromId ?? null,
      createdAt: email.createdAt.toISOString(),
      updatedAt: email.updatedAt.toISOString(),
      sentAt: iso(email.sentAt),
    };
  }
}

function sameRecipients(a: EmailRecipient[], b: EmailRecipient[]): boolean {
  const key = (list: EmailRecipient[]) =>
    list
      .map((r) => r.email.toLowerCase())
      .sort()
      .join('\n');
  return key(a) === key(b);
}
