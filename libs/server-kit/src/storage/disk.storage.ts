import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertValidKey,
  FileNotFoundError,
  MeasuringStream,
  type FileDownload,
  type FileStat,
  type FileStorage,
  type StoredFile,
} from './file-storage.js';

const META_DIR = '.meta';
const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Files in a folder: `<root>/<key>` holds the bytes, `<root>/.meta/<key>.json` the content type (keys never
 * start a segment with a dot, so neither name can be a key's). An upload is written to a hidden temporary
 * file beside its target and renamed over it only once complete: a reader sees the old file or the new one,
 * and a failed upload leaves nothing. No fsync: a crash may lose the last upload, never half of one under a
 * key (rename is atomic within one folder).
 */
export class DiskStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string, folder?: string): string {
    assertValidKey(key);
    const path = folder ? join(this.root, folder, `${key}.json`) : join(this.root, key);
    // assertValidKey already forbids escaping; this is the belt to its braces.
    if (!path.startsWith(this.root + sep)) throw new Error(`"${key}" resolves outside the storage root`);
    return path;
  }

  async put(key: string, body: Readable, contentType: string): Promise<StoredFile> {
    const target = this.path(key);
    const metaTarget = this.path(key, META_DIR);
    await mkdir(dirname(target), { recursive: true });
    await mkdir(dirname(metaTarget), { recursive: true });
    const temp = join(dirname(target), `.upload-${randomUUID()}`);
    const metaTemp = join(dirname(metaTarget), `.upload-${randomUUID()}`);
    const measure = new MeasuringStream();
    try {
      await pipeline(body, measure, createWriteStream(temp, { flags: 'wx' }));
      await writeFile(metaTemp, JSON.stringify({ contentType }), { flag: 'wx' });
      // Content type first: a crash between the renames leaves the old bytes with the new type at worst.
      await rename(metaTemp, metaTarget);
      await rename(temp, target);
    } catch (error) {
      await Promise.all([rm(temp, { force: true }), rm(metaTemp, { force: true })]);
      throw error;
    }
    return measure.result();
  }

  async get(key: string): Promise<FileDownload> {
    const path = this.path(key);
    const found = await this.stat(key);
    if (!found) throw new FileNotFoundError(key);
    // Opened before returning, so a file deleted in between is a not-found here rather than a stream error.
    const body = createReadStream(path);
    await new Promise<void>((resolveOpen, reject) => {
      body.once('open', () => resolveOpen());
      body.once('error', (error) => reject(isMissing(error) ? new FileNotFoundError(key) : error));
    });
    return { ...found, body };
  }

  async stat(key: string): Promise<FileStat | undefined> {
    const path = this.path(key);
    let size: number;
    try {
      const info = await stat(path);
      if (!info.isFile()) return undefined;
      size = info.size;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    return { size, contentType: await this.contentType(key) };
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== undefined;
  }

  async delete(key: string): Promise<void> {
    for (const path of [this.path(key), this.path(key, META_DIR)]) {
      await unlink(path).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    }
  }

  async close(): Promise<void> {
    // Nothing held open between calls.
  }

  private async contentType(key: string): Promise<string> {
    try {
      const meta = JSON.parse(await readFile(this.path(key, META_DIR), 'utf8')) as { contentType?: unknown };
      return typeof meta.contentType === 'string' ? meta.contentType : DEFAULT_CONTENT_TYPE;
    } catch (error) {
      if (isMissing(error)) return DEFAULT_CONTENT_TYPE;
      throw error;
    }
  }
}
