import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  isStaff,
  safeFilename,
  INTERNAL,
  keyedMessage,
  type DocumentCategory,
  type DocumentDto,
  type DocumentMetaQuery,
  type FileKind,
  type RequestContext,
  type StagedFile,
  type StoredFileRef,
  type UploadErrorCode,
  type documentMetaPutSchema,
  type documentUploadSchema,
} from '@onboard/contracts';
import { DomainError, requireUser, RpcClient, requireAccess } from '@onboard/server-kit';
import { FILE_STORAGE, type FileStorage } from '@onboard/server-kit/storage';
import type { z } from 'zod';
import { CensusService } from '../census/census.service.js';
import { inspectUpload } from '../inspection/inspect.js';
import { VIDEO_HOST, type VideoHost } from '../video/video-host.js';
import { contentKeyOf, toDocumentDto } from './document.dto.js';
import { Document } from './document.entity.js';

const notFound = () => DomainError.notFound('Document');

/** An inspection's refusal (decision 110): its own code and status, and the message on the file's field. */
function refusal(code: UploadErrorCode, message: string): DomainError {
  return new DomainError(code, message, [{ path: 'body.file', message }]);
}

/**
 * A client's documents (spec §7 Documents; decision 116). Ben admins and brokers have full control of their own
 * clients' documents, staff of every client's (spec §6); the gateway checked the role, and every method checks
 * the client again (`can` with the client), and the client scope filters every query besides.
 */
@Injectable()
export class DocumentService {
  constructor(
    private readonly em: EntityManager,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly rpc: RpcClient,
    private readonly census: CensusService,
    @Inject(VIDEO_HOST) private readonly videos: VideoHost,
  ) {}

  /** The client exists and (for anyone but staff) is not archived: asked of the clients service. */
  private async assertClient(context: RequestContext, clientId: string): Promise<void> {
    const [client] = await this.rpc.call(INTERNAL.clients.summaries, context, { ids: [clientId] });
    if (!client || (client.isArchived && !isStaff(requireUser(context).role))) {
      throw DomainError.notFound('Client');
    }
  }

  /**
   * An upload for a task staff voided is refused (decision 202): when every task of the client that gathers the
   * category (of the policy named) is voided, the clients service answers no. Categories no task gathers pass.
   */
  private async assertTaskTakesDocuments(
    context: RequestContext,
    clientId: string,
    category: DocumentCategory,
    policyId: string | null,
  ): Promise<void> {
    const { takes } = await this.rpc.call(INTERNAL.clients.taskTakesDocuments, context, {
      clientId,
      category,
      policyId,
    });
    if (!takes) {
      throw new DomainError('TASK_VOIDED', keyedMessage('taskVoidedNoUploads'));
    }
  }

  private async owned(clientId: string, documentId: string): Promise<Document> {
    const document = await this.em.findOne(Document, { id: documentId, clientId, deletedAt: null });
    if (!document) throw notFound();
    return document;
  }

  async meta(context: RequestContext, clientId: string, query: DocumentMetaQuery): Promise<DocumentDto[]> {
    requireAccess(context, 'read', 'document', { clientId, named: true });
    const ids = [...(query.documentIds ?? []), ...(query.documentId ? [query.documentId] : [])];
    const documents = await this.em.find(
      Document,
      {
        clientId,
        deletedAt: null,
        ...(query.categories?.length ? { category: { $in: query.categories } } : {}),
        ...(query.policyId ? { policyId: query.policyId } : {}),
        ...(ids.length ? { id: { $in: ids } } : {}),
        ...(query.language ? { language: query.language } : {}),
      },
      { orderBy: { createdAt: 'desc', id: 'asc' }, limit: 1000 },
    );
    return documents.map(toDocumentDto);
  }

  async count(
    context: RequestContext,
    clientId: string,
    categories: DocumentCategory[] | undefined,
  ): Promise<{ count: number; byCategory: Record<string, number> }> {
    requireAccess(context, 'read', 'document', { clientId, named: true });
    // A client has tens or hundreds of documents: their categories are read and counted here.
    const rows = await this.em.find(
      Document,
      {
        clientId,
        deletedAt: null,
        ...(categories?.length ? { category: { $in: categories } } : {}),
      },
      { fields: ['category'] },
    );
    const byCategory: Record<string, number> = {};
    for (const { category } of rows) byCategory[category] = (byCategory[category] ?? 0) + 1;
    return { count: Object.values(byCategory).reduce((a, b) => a + b, 0), byCategory };
  }

  async lastTouched(
    context: RequestContext,
    clientId: string,
    category: DocumentCategory,
    policyId: string | undefined,
  ): Promise<{ document: DocumentDto | null }> {
    requireAccess(context, 'read', 'document', { clientId, named: true });
    const document = await this.em.findOne(
      Document,
      { clientId, category, deletedAt: null, ...(policyId ? { policyId } : {}) },
      { orderBy: { updatedAt: 'desc', id: 'asc' } },
    );
    return { document: document ? toDocumentDto(document) : null };
  }

  /**
   * Keeps an upload the gateway staged: its contents are copied to a local temporary file, inspected (type by
   * content, size cap, zip bombs, macros and scripts: decision 110), then stored under the document's key and
   * recorded in one transaction. A refused file leaves nothing behind: the gateway drops the staged copy.
   */
  async upload(
    context: RequestContext,
    clientId: string,
    body: z.output<typeof documentUploadSchema>,
  ): Promise<DocumentDto> {
    const user = requireAccess(context, 'create', 'document', { clientId, named: true });
    await this.assertClient(context, clientId);
    await this.assertTaskTakesDocuments(context, clientId, body.category, body.policyId ?? null);
    // A census is a policy's (spec §2 census routes): the policy must be named, and be the client's.
    const censusPolicy =
      body.category === 'census' ? await this.censusPolicyOf(context, clientId, body.policyId) : null;
    const document = await this.keep(body.file, body.category, async (inspected, key, stored, local) => {
      const d = this.em.create(Document, {
        id: key.id,
        clientId,
        policyId: body.policyId ?? null,
        category: body.category,
        fileName: inspected.filename,
        contentType: inspected.contentType,
        size: stored.size,
        sha256: stored.sha256,
        storageKey: key.storageKey,
        language: body.language ?? null,
        createdBy: user.id,
        updatedBy: user.id,
        updatedByRole: user.role,
      });
      if (censusPolicy) {
        if (inspected.kind !== 'csv' && inspected.kind !== 'xlsx')
          throw new Error('census kinds are csv and xlsx');
        await this.census.register(d, censusPolicy, inspected.kind, local);
      }
      await this.em.persist(d).flush();
      return d;
    });
    return toDocumentDto(document);
  }

  /** The policy a census upload names, checked with the clients service (a field error when it is not the client's). */
  private async censusPolicyOf(
    context: RequestContext,
    clientId: string,
    policyId: string | undefined,
  ): Promise<string> {
    if (!policyId) {
      throw DomainError.validation([
        { path: 'body.policyId', message: 'Choose the policy this census is for' },
      ]);
    }
    try {
      await this.census.contextOf(context, clientId, policyId);
    } catch (error) {
      if ((error as { envelope?: { code?: string } }).envelope?.code === 'NOT_FOUND') {
        throw DomainError.validation([
          { path: 'body.policyId', message: 'This policy is not one of the client' },
        ]);
      }
      throw error;
    }
    return policyId;
  }

  /** Inspects a staged file and stores it under a new document's key; `record` writes its row. */
  private async keep(
    staged: StagedFile,
    category: DocumentCategory,
    record: (
      inspected: { contentType: string; filename: string; kind: FileKind },
      key: { id: string; storageKey: string },
      stored: { size: number; sha256: string },
      local: string,
    ) => Promise<Document>,
  ): Promise<Document> {
    const folder = await mkdtemp(join(tmpdir(), 'onboard-upload-'));
    const local = join(folder, 'file');
    try {
      const source = await this.storage.get(staged.key).catch(() => {
        throw DomainError.validation([
          { path: 'body.file', message: 'The upload was not received; try again' },
        ]);
      });
      await pipeline(source.body, createWriteStream(local));
      const inspected = await inspectUpload(local, {
        filename: staged.fileName,
        category,
        size: source.size,
      });
      if (!inspected.ok) throw refusal(inspected.code, inspected.message);
      const id = randomUUID();
      const storageKey = contentKeyOf(id);
      const stored = await this.storage.put(storageKey, createReadStream(local), inspected.contentType);
      try {
        const document = await record(inspected, { id, storageKey }, stored, local);
        await this.storage.delete(staged.key);
        return document;
      } catch (error) {
        await this.storage.delete(storageKey).catch(() => undefined);
        throw error;
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  async rename(
    context: RequestContext,
    clientId: string,
    documentId: string,
    fileName: string,
  ): Promise<DocumentDto> {
    const user = requireAccess(context, 'update', 'document', { clientId, named: true });
    const document = await this.owned(clientId, documentId);
    document.fileName = renamed(document.fileName, fileName);
    document.updatedBy = user.id;
    document.updatedByRole = user.role;
    await this.em.flush();
    return toDocumentDto(document);
  }

  async metaPut(
    context: RequestContext,
    clientId: string,
    body: z.output<typeof documentMetaPutSchema>,
  ): Promise<DocumentDto[]> {
    const user = requireAccess(context, 'update', 'document', { clientId, named: true });
    return this.em.transactional(async (em) => {
      const ids = body.documents.map((d) => d.id);
      const found = await em.find(Document, { id: { $in: ids }, clientId, deletedAt: null });
      const byId = new Map(found.map((d) => [d.id, d]));
      const missing = body.documents
        .map((d, i) =>
          byId.has(d.id) ? null : { path: `body.documents.${i}.id`, message: 'Document not found' },
        )
        .filter((e): e is { path: string; message: string } => e !== null);
      if (missing.length) throw DomainError.validation(missing);
      for (const change of body.documents) {
        const document = byId.get(change.id) as Document;
        if (change.category !== undefined) document.category = change.category;
        if (change.policyId !== undefined) document.policyId = change.policyId;
        if (change.language !== undefined) document.language = change.language;
        document.updatedBy = user.id;
        document.updatedByRole = user.role;
      }
      await em.flush();
      return ids.map((id) => toDocumentDto(byId.get(id) as Document));
    });
  }

  /** Removes a document: its row is kept (deletedAt, who) for the audit; its contents are deleted. */
  async remove(context: RequestContext, clientId: string, documentId: string): Promise<{ id: string }> {
    const user = requireAccess(context, 'delete', 'document', { clientId, named: true });
    const document = await this.owned(clientId, documentId);
    document.deletedAt = new Date();
    document.updatedBy = user.id;
    document.updatedByRole = user.role;
    await this.em.flush();
    // A video's contents are at the video host; anything else's in our storage.
    if (document.vidyardId) await this.videos.delete(document.vidyardId);
    else await this.storage.delete(document.storageKey);
    return { id: document.id };
  }

  async download(context: RequestContext, clientId: string, documentId: string): Promise<StoredFileRef> {
    requireAccess(context, 'read', 'document', { clientId, named: true });
    return contentsOf(await this.owned(clientId, documentId));
  }

  /** By id alone: found within the caller's clients (the scope filter), then checked like the others. */
  async downloadById(context: RequestContext, documentId: string): Promise<StoredFileRef> {
    const document = await this.em.findOne(Document, { id: documentId, deletedAt: null });
    if (!document) throw notFound();
    requireAccess(context, 'read', 'document', { clientId: document.clientId, named: false });
    return contentsOf(document);
  }
}

/** Where a document's contents are for a download; a video's are at the video host (its page plays it). */
function contentsOf(document: Document): StoredFileRef {
  if (document.vidyardId) throw DomainError.notFound('File');
  return {
    key: document.storageKey,
    fileName: document.fileName,
    contentType: document.contentType,
    size: Number(document.size),
  };
}

/** A new name for a document: made safe, keeping the extension its contents gave it. */
export function renamed(current: string, wanted: string): string {
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(current)?.[0] ?? '';
  const base = safeFilename(wanted).replace(/\.[A-Za-z0-9]{1,8}$/, (e) =>
    e.toLowerCase() === extension.toLowerCase() ? '' : e,
  );
  return safeFilename(`${base}${extension}`);
}
