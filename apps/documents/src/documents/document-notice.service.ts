import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type NewDocumentNotice, type RequestContext } from '@onboard/contracts';
import { requireUser, requireAccess } from '@onboard/server-kit';
import { DocumentNotice, USER_LEVEL } from './document-notice.entity.js';
import { Document } from './document.entity.js';
import { toDocumentDto } from './document.dto.js';

/** Documents a notice lists at most (newest first). */
const NOTICE_LIMIT = 50;

/**
 * The new-document notice (spec §3, §4; decision 116), per user and client. New documents are those of the
 * client added by someone else since the user last dismissed the notice. Opening the page that shows it sets
 * NEW_AND_SEEN (PUT on the client); the user-level action sets OLD (dismissed) for every client at once.
 */
@Injectable()
export class DocumentNoticeService {
  constructor(private readonly em: EntityManager) {}

  async get(context: RequestContext, clientId: string): Promise<NewDocumentNotice> {
    const user = requireAccess(context, 'read', 'document', { clientId, named: true });
    const rows = await this.em.find(DocumentNotice, {
      userId: user.id,
      clientId: { $in: [clientId, USER_LEVEL] },
    });
    const dismissedAt = rows.find((r) => r.clientId === USER_LEVEL)?.at ?? null;
    const seenAt = rows.find((r) => r.clientId === clientId)?.at ?? null;
    const documents = await this.em.find(
      Document,
      {
        clientId,
        deletedAt: null,
        createdBy: { $ne: user.id },
        ...(dismissedAt ? { createdAt: { $gt: dismissedAt } } : {}),
      },
      { orderBy: { createdAt: 'desc', id: 'asc' }, limit: NOTICE_LIMIT },
    );
    const newest = documents[0]?.createdAt;
    const status =
      documents.length === 0 ? 'OLD' : seenAt && newest && seenAt >= newest ? 'NEW_AND_SEEN' : null;
    return {
      status,
      documents: documents.map(toDocumentDto),
      seenAt: seenAt?.toISOString() ?? null,
      dismissedAt: dismissedAt?.toISOString() ?? null,
    };
  }

  /** The page showing the client's notice has opened. */
  async seen(context: RequestContext, clientId: string): Promise<NewDocumentNotice> {
    const user = requireAccess(context, 'read', 'document', { clientId, named: true });
    await this.stamp(user.id, clientId);
    return this.get(context, clientId);
  }

  /** The user dismissed the notice: OLD everywhere (the user-level row moves to now). */
  async dismiss(context: RequestContext): Promise<{ newDocumentNoticeStatus: 'OLD'; dismissedAt: string }> {
    const user = requireUser(context);
    const at = await this.stamp(user.id, USER_LEVEL);
    return { newDocumentNoticeStatus: 'OLD', dismissedAt: at.toISOString() };
  }

  private async stamp(userId: string, clientId: string): Promise<Date> {
    const at = new Date();
    await this.em.upsert(DocumentNotice, { userId, clientId, at });
    return at;
  }
}
