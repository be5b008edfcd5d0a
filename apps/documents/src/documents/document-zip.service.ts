import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type DocumentCategory, type RequestContext, type StoredFileRef } from '@onboard/contracts';
import { DomainError, ENV, requireAccess } from '@onboard/server-kit';
import { FILE_STORAGE, type FileStorage } from '@onboard/server-kit/storage';
import { ZipFile } from 'yazl';
import { loadDocumentsConfig } from '../documents.config.js';
import { Document } from './document.entity.js';

/** Already-compressed contents are stored as they are: deflating them again costs time and saves nothing. */
const STORED_AS_IS = new Set(['application/pdf', 'image/png', 'image/jpeg', 'application/zip']);
const OOXML = 'application/vnd.openxmlformats-officedocument.';
/** How long a timed-out zip waits for the storage to drop its half-written file. */
const PUT_SETTLE_MS = 5_000;

/** A name for each entry, unique in the zip: `<category>/<file name>`, numbered when names repeat. */
export function entryNames(documents: Array<{ category: string; fileName: string }>): string[] {
  const used = new Set<string>();
  return documents.map(({ category, fileName }) => {
    const dot = fileName.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
    let name = `${category}/${fileName}`;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${category}/${stem} (${n})${extension}`;
    used.add(name.toLowerCase());
    return name;
  });
}

/**
 * A client's documents as one zip (decision 116): streamed from storage into storage (never whole in memory),
 * under a key made from the documents' ids and contents, so asking again for the same documents reuses it.
 * When it cannot be finished within FILE_ZIPPING_TIMEOUT_MS the half-made zip is dropped and the caller gets
 * FILE_ZIPPING_TIMEOUT (spec §8). The gateway then streams it out.
 */
@Injectable()
export class DocumentZipService {
  private readonly timeoutMs: number;

  constructor(
    private readonly em: EntityManager,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(ENV) env: Record<string, string | undefined>,
  ) {
    this.timeoutMs = loadDocumentsConfig(env).FILE_ZIPPING_TIMEOUT_MS;
  }

  async zip(
    context: RequestContext,
    clientId: string,
    query: { categories?: DocumentCategory[]; policyId?: string },
  ): Promise<StoredFileRef> {
    requireAccess(context, 'read', 'document', { clientId, named: true });
    const documents = await this.em.find(
      Document,
      {
        clientId,
        deletedAt: null,
        vidyardId: null,
        ...(query.categories?.length ? { category: { $in: query.categories } } : {}),
        ...(query.policyId ? { policyId: query.policyId } : {}),
      },
      { orderBy: { category: 'asc', createdAt: 'asc', id: 'asc' } },
    );
    if (documents.length === 0) throw DomainError.notFound('Documents to download');
    const fingerprint = createHash('sha256');
    for (const d of documents) fingerprint.update(`${d.id}:${d.sha256}:${d.fileName}:${d.category}\n`);
    const key = `zips/${clientId}/${fingerprint.digest('hex')}.zip`;
    const fileName = `documents-${new Date().toISOString().slice(0, 10)}.zip`;
    const existing = await this.storage.stat(key);
    if (existing) return { key, fileName, contentType: 'application/zip', size: existing.size };

    const zip = new ZipFile();
    const names = entryNames(documents);
    documents.forEach((document, i) => {
      const compress = !STORED_AS_IS.has(document.contentType) && !document.contentType.startsWith(OOXML);
      zip.addReadStreamLazy(names[i] as string, { compress, mtime: document.updatedAt }, (callback) => {
        this.storage.get(document.storageKey).then(
          (file) => callback(null, file.body),
          // yazl's callback type wants a stream even with an error; yazl reads only the error then.
          (error: Error) => callback(error, undefined as never),
        );
      });
    });
    zip.end();
    // yazl's types say NodeJS.ReadableStream; at run time it is a stream.PassThrough (a Readable), which
    // storage.put takes and which has destroy().
    const output = zip.outputStream as unknown as Readable;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        output.destroy(new Error('zipping timed out'));
        reject(
          new DomainError(
            'FILE_ZIPPING_TIMEOUT',
            'The documents could not be zipped in time. Try fewer at once.',
          ),
        );
      }, this.timeoutMs);
    });
    const putting = this.storage.put(key, output, 'application/zip');
    try {
      const stored = await Promise.race([putting, timedOut]);
      return { key, fileName, contentType: 'application/zip', size: stored.size };
    } catch (error) {
      // The destroyed output makes the storage give up and remove its own temporary file; wait for that
      // (bounded) so nothing of the half-made zip is left when the caller hears of the timeout.
      await Promise.race([putting.catch(() => undefined), delay(PUT_SETTLE_MS, undefined, { ref: false })]);
      await this.storage.delete(key).catch(() => undefined);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}
