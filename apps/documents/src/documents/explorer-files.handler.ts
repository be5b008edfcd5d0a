import { Controller } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { INTERNAL, type ExplorerFile } from '@onboard/contracts';
import { Handles, systemFork, type InternalCallOf } from '@onboard/server-kit';
import { Document } from './document.entity.js';

/**
 * `documents.document.explorer-files` (decision 168): a client's documents among the ids a public explorer page
 * names, not removed, with their names, types and storage keys (a video has none: the video host plays it). Asked
 * by the explorer service only, which decides first that the page is visible and names the documents.
 */
@Controller()
export class ExplorerFilesHandler {
  constructor(private readonly em: EntityManager) {}

  @Handles(INTERNAL.documents.explorerFiles)
  async files({ payload }: InternalCallOf<typeof INTERNAL.documents.explorerFiles>): Promise<ExplorerFile[]> {
    if (payload.documentIds.length === 0) return [];
    const em = systemFork(this.em);
    const rows = await em.find(Document, {
      id: { $in: [...new Set(payload.documentIds)] },
      clientId: payload.clientId,
      deletedAt: null,
    });
    return rows.map((d) => ({
      id: d.id,
      fileName: d.fileName,
      contentType: d.contentType,
      size: Number(d.size),
      key: d.vidyardId ? null : d.storageKey,
    }));
  }
}
