import { createHash } from 'node:crypto';
import { Transform, type Readable, type TransformCallback } from 'node:stream';

/** What a finished upload measured on the way through: the bytes stored and their SHA-256 (hex). */
export type StoredFile = { size: number; sha256: string };

export type FileStat = { size: number; contentType: string };

/** A stored file on its way out: read `body` to the end or destroy it (it holds a file or a socket). */
export type FileDownload = FileStat & { body: Readable };

/**
 * Where the documents service keeps file contents (decision 109): a folder on disk or S3-compatible object
 * storage, chosen by STORAGE_DRIVER. Files stream in and out; no implementation holds a whole file in memory.
 * Keys are the caller's (see `assertValidKey`); metadata beyond size and content type belongs in the
 * service's schema, not here.
 */
export type FileStorage = {
  /**
   * Stores `body` under `key`, replacing what was there. The file appears only once the whole stream has
   * arrived: when `body` fails midway the promise rejects and nothing is left under the key.
   */
  put(key: string, body: Readable, contentType: string): Promise<StoredFile>;
  /** Throws FileNotFoundError when nothing is stored under `key`. */
  get(key: string): Promise<FileDownload>;
  /** Size and content type, or undefined when nothing is stored under `key`. */
  stat(key: string): Promise<FileStat | undefined>;
  exists(key: string): Promise<boolean>;
  /** Idempotent: deleting a key with nothing under it succeeds. */
  delete(key: string): Promise<void>;
  /** Releases connections; the storage is not used afterwards. */
  close(): Promise<void>;
};

/** DI token of the service's FileStorage. */
export const FILE_STORAGE = Symbol('FILE_STORAGE');

export class FileNotFoundError extends Error {
  readonly code = 'FILE_NOT_FOUND';
  constructor(readonly key: string) {
    super(`No file is stored under "${key}"`);
    this.name = 'FileNotFoundError';
  }
}

export class InvalidFileKeyError extends Error {
  readonly code = 'INVALID_FILE_KEY';
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`"${key.slice(0, 100)}" is not a valid file key: ${reason}`);
    this.name = 'InvalidFileKeyError';
  }
}

/**
 * One path segment: starts with a letter or digit (so never `.`, `..` or a hidden name, which leaves the disk
 * driver's `.meta` and `.upload-*` names free), then letters, digits, `.`, `_`, `-`.
 */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
export const MAX_KEY_LENGTH = 512;

/**
 * Keys are relative slash-separated paths of safe segments (`clients/42/census/2026-11.csv`): no `..`, no
 * leading `/`, no backslash, no empty segment. The same rule for both drivers, so a key that works on disk
 * works in S3 and nothing escapes the storage's root.
 */
export function assertValidKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0) throw new InvalidFileKeyError(String(key), 'empty');
  if (key.length > MAX_KEY_LENGTH) {
    throw new InvalidFileKeyError(key, `longer than ${MAX_KEY_LENGTH} characters`);
  }
  if (key.startsWith('/')) throw new InvalidFileKeyError(key, 'absolute paths are refused');
  for (const segment of key.split('/')) {
    if (segment === '..' || segment === '.') {
      throw new InvalidFileKeyError(key, '"." and ".." segments are refused');
    }
    if (!SEGMENT.test(segment)) {
      throw new InvalidFileKeyError(
        key,
        'each segment between slashes starts with a letter or digit and holds only letters, digits, ".", "_" and "-"',
      );
    }
  }
}

/** Passes bytes through unchanged, counting them and hashing them (SHA-256) on the way. */
export class MeasuringStream extends Transform {
  private readonly hash = createHash('sha256');
  // Not `size`: lib-storage's Upload reads a Body's `size` as its total length.
  private bytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    callback(null, chunk);
  }

  /** Call once, after the stream has ended. */
  result(): StoredFile {
    return { size: this.bytes, sha256: this.hash.digest('hex') };
  }
}
