import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  safeFilename,
  type DocumentDto,
  type RequestContext,
  type vidyardUploadSchema,
} from '@onboard/contracts';
import { DomainError, requireAccess } from '@onboard/server-kit';
import { FILE_STORAGE, type FileStorage } from '@onboard/server-kit/storage';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import { VIDEO_HOST, type VideoHost } from '../video/video-host.js';
import { Document } from './document.entity.js';
import { toDocumentDto } from './document.dto.js';

/** Video containers the host takes, by their contents (never by name). */
const VIDEO_TYPES = new Set([
  'video/mp4',
  'video/quicktime',
  'video/webm',
  'video/x-m4v',
  'video/x-matroska',
]);
const NOT_A_VIDEO = 'Choose a video file (MP4, MOV, M4V, WebM or MKV).';

/**
 * Videos (spec §7 vidyard upload and delete; decisions 115, 116): the staged upload is checked to be a video by
 * its first bytes, streamed to the video host, and kept as a document with the host's id (no contents in our
 * storage: `storageKey` names the host's video). Deleting removes it from the host, then the document.
 */
@Injectable()
export class DocumentVideoService {
  constructor(
    private readonly em: EntityManager,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(VIDEO_HOST) private readonly host: VideoHost,
  ) {}

  async upload(
    context: RequestContext,
    clientId: string,
    body: z.output<typeof vidyardUploadSchema>,
  ): Promise<DocumentDto> {
    const user = requireAccess(context, 'create', 'document', { clientId, named: true });
    const type = await this.videoTypeOf(body.file.key);
    const source = await this.storage.get(body.file.key);
    const fileName = safeFilename(body.file.fileName);
    const hosted = await this.host.upload({
      body: source.body,
      filename: fileName,
      contentType: type,
      size: source.size,
    });
    try {
      const document = this.em.create(Document, {
        clientId,
        policyId: body.policyId ?? null,
        category: body.category,
        fileName,
        contentType: type,
        size: source.size,
        sha256: body.file.sha256,
        storageKey: `vidyard/${hosted.vidyardId}`,
        language: body.language ?? null,
        vidyardId: hosted.vidyardId,
        createdBy: user.id,
        updatedBy: user.id,
        updatedByRole: user.role,
      });
      await this.em.persist(document).flush();
      await this.storage.delete(body.file.key);
      return toDocumentDto(document);
    } catch (error) {
      await this.host.delete(hosted.vidyardId).catch(() => undefined);
      throw error;
    }
  }

  async remove(context: RequestContext, clientId: string, vidyardId: string): Promise<{ id: string }> {
    const user = requireAccess(context, 'delete', 'document', { clientId, named: true });
    const document = await this.em.findOne(Document, { clientId, vidyardId, deletedAt: null });
    if (!document) throw DomainError.notFound('Video');
    await this.host.delete(vidyardId);
    document.deletedAt = new Date();
    document.updatedBy = user.id;
    document.updatedByRole = user.role;
    await this.em.flush();
    return { id: document.id };
  }

  /** The staged file's media type from its first bytes; anything but a video is a field error. */
  private async videoTypeOf(key: string): Promise<string> {
    const file = await this.storage.get(key);
    const chunks: Buffer[] = [];
    let length = 0;
    for await (const chunk of file.body as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= 4100) break;
    }
    file.body.destroy();
    const type = await fileTypeFromBuffer(Buffer.concat(chunks));
    if (!type || !VIDEO_TYPES.has(type.mime)) {
      throw DomainError.validation([{ path: 'body.file', message: NOT_A_VIDEO }], NOT_A_VIDEO);
    }
    return type.mime;
  }
}
