// jest-runs-alone: the 30 MB test measures the process's live memory against what it was before; other files'
// garbage collected meanwhile made it read below its start (scripts/lib/test-groups.mjs).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { startStandIns, waitFor } from '../testing.js';
import { DiskStorage } from './disk.storage.js';
import { FileNotFoundError, InvalidFileKeyError, type FileStorage } from './file-storage.js';
import { S3Storage } from './s3.storage.js';

/**
 * One contract, both drivers (decision 109): DiskStorage in a temporary folder, and S3Storage against the
 * stand-ins' S3 (`apps/stand-ins`, built, in a process of its own, as `npm start` runs it) through the AWS
 * SDK. Whatever the documents service relies on is asserted here, for both.
 */
const MIB = 1024 * 1024;

type Driver = {
  storage: FileStorage;
  /** Every file the driver's backing folder holds: nothing may remain of a failed upload. */
  files: () => Promise<string[]>;
  /**
   * Most bytes a 30 MiB transfer may hold live: disk, a few stream buffers; S3, lib-storage's Upload, which
   * gathers each 5 MiB part from the stream's chunks and concatenates it (up to about four parts' worth at
   * once; 10–12 MiB measured here, disk 0.5 MiB). Both well under the file.
   */
  memoryBound: number;
};

// The garbage collector on demand, so a memory reading counts what is live, not what awaits collection.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * Live JS heap plus Buffers (which live outside the heap): where a buffered file would show. Two full
 * collections: Buffers' memory is released by a sweep that can trail the first one.
 */
function liveBytes(): number {
  gc();
  gc();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

/**
 * `size` bytes of random data in 64 KiB chunks, made as they are read, and their SHA-256 once done.
 * `failAfter`: the stream errors after that many bytes. `onLastChunk` runs as the last chunk is handed over.
 */
function generated(
  size: number,
  options: { failAfter?: number; onLastChunk?: () => void } = {},
): { stream: Readable; sha256: () => string } {
  const hash = createHash('sha256');
  let sent = 0;
  const stream = new Readable({
    read() {
      if (options.failAfter !== undefined && sent >= options.failAfter) {
        this.destroy(new Error('the source broke midway'));
        return;
      }
      if (sent >= size) {
        this.push(null);
        return;
      }
      const chunk = randomBytes(Math.min(64 * 1024, size - sent));
      hash.update(chunk);
      sent += chunk.length;
      if (sent >= size) options.onLastChunk?.();
      this.push(chunk);
    },
  });
  return { stream, sha256: () => hash.digest('hex') };
}

/** Reads a stream to its end, hashing it, holding no more than one chunk. */
async function digest(
  stream: Readable,
  onFirstChunk?: () => void,
): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    if (size === 0) onFirstChunk?.();
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

async function filesUnder(dir: string): Promise<string[]> {
  // The store may be removing an aborted upload's folder while this walks it: a folder that vanished under the
  // walk holds nothing any more, so the walk is tried again (it settles once the store has finished).
  for (;;) {
    try {
      const entries = await readdir(dir, { recursive: true, withFileTypes: true });
      return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      try {
        await readdir(dir);
      } catch {
        return []; // the root itself is gone
      }
    }
  }
}

const temps: string[] = [];
let standIns: { url: string; stop: () => Promise<void> } | undefined;
let s3Endpoint = '';
let s3Dir = '';

beforeAll(async () => {
  s3Dir = await mkdtemp(join(tmpdir(), 'onboard-s3-test-'));
  temps.push(s3Dir);
  // The pair the stand-in checks signatures with: the one the S3 driver below signs with.
  standIns = await startStandIns({
    S3_DIR: s3Dir,
    S3_ACCESS_KEY_ID: 'stand-in',
    S3_SECRET_ACCESS_KEY: 'stand-in-secret',
  });
  s3Endpoint = `${standIns.url}/s3`;
});

afterAll(async () => {
  await standIns?.stop();
  await Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true })));
});

const drivers: [string, () => Promise<Driver>][] = [
  [
    'disk',
    async () => {
      const root = await mkdtemp(join(tmpdir(), 'onboard-files-test-'));
      temps.push(root);
      return { storage: new DiskStorage(root), files: () => filesUnder(root), memoryBound: 8 * MIB };
    },
  ],
  [
    's3 (the stand-in, through the AWS SDK)',
    async () => {
      const storage = new S3Storage({
        endpoint: s3Endpoint,
        region: 'us-east-1',
        bucket: 'onboard-documents',
        forcePathStyle: true,
        credentials: { accessKeyId: 'stand-in', secretAccessKey: 'stand-in-secret' },
      });
      return { storage, files: () => filesUnder(s3Dir), memoryBound: 25 * MIB };
    },
  ],
];

describe.each(drivers)('FileStorage contract: %s', (_name, make) => {
  let driver: Driver;
  const key = (label: string): string => `tests/${randomUUID()}/${label}`;

  beforeAll(async () => {
    driver = await make();
  });
  afterAll(async () => {
    await driver.storage.close();
  });

  test('a multi-megabyte stream goes in and comes back byte for byte, with its size and SHA-256', async () => {
    const k = key('round-trip.csv');
    const size = 12 * MIB + 12_345; // more than two 5 MiB parts: S3 takes the multipart path
    const source = generated(size);
    const stored = await driver.storage.put(k, source.stream, 'text/csv');
    const sha256 = source.sha256();
    expect(stored).toEqual({ size, sha256 });

    expect(await driver.storage.stat(k)).toEqual({ size, contentType: 'text/csv' });
    expect(await driver.storage.exists(k)).toBe(true);
    const download = await driver.storage.get(k);
    expect({ size: download.size, contentType: download.contentType }).toEqual({
      size,
      contentType: 'text/csv',
    });
    expect(await digest(download.body)).toEqual({ size, sha256 });
  });

  test('a small file takes the single-request path; putting again replaces it', async () => {
    const k = key('small.txt');
    await driver.storage.put(k, Readable.from([Buffer.from('first')]), 'text/plain');
    const second = await driver.storage.put(k, Readable.from([Buffer.from('second!')]), 'application/pdf');
    expect(second).toEqual({ size: 7, sha256: createHash('sha256').update('second!').digest('hex') });
    const download = await driver.storage.get(k);
    expect(download.contentType).toBe('application/pdf');
    expect((await digest(download.body)).size).toBe(7);
  });

  test('a 30 MB file streams in and out without the process holding it in memory', async () => {
    const k = key('large.bin');
    const size = 30 * MIB;
    const baseline = liveBytes();
    let peak = 0;
    // Read at the moments a buffering implementation would hold the whole file: as the last chunk of the
    // upload is handed over, and as the first chunk of the download arrives.
    const source = generated(size, { onLastChunk: () => (peak = Math.max(peak, liveBytes() - baseline)) });
    const stored = await driver.storage.put(k, source.stream, 'application/octet-stream');
    expect(stored.size).toBe(size);
    const download = await driver.storage.get(k);
    const read = await digest(download.body, () => (peak = Math.max(peak, liveBytes() - baseline)));
    expect(read).toEqual({ size, sha256: stored.sha256 });
    // A buffered file would be ≥ 30 MiB live at one of those moments; each driver holds a bounded amount.
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThan(driver.memoryBound);
    // 60 MB through a driver (S3: signed, in parts) is CPU work: a deadline far above need on a busy machine.
  }, 180_000);

  test('a source that fails midway rejects the put and leaves nothing behind', async () => {
    const k = key('broken.bin');
    const before = await driver.files();
    // 12 MiB before the failure: S3 has sent whole parts of a multipart upload, which must be aborted.
    const source = generated(30 * MIB, { failAfter: 12 * MIB });
    await expect(driver.storage.put(k, source.stream, 'application/octet-stream')).rejects.toThrow(
      'the source broke midway',
    );
    expect(await driver.storage.exists(k)).toBe(false);
    await waitFor('nothing left of the failed upload', async () =>
      (await driver.files()).length === before.length ? true : undefined,
    );
    expect((await driver.files()).sort()).toEqual(before.sort());
  }, 180_000);

  test('a missing key is a clear not-found on get, undefined on stat, false on exists', async () => {
    const k = key('missing.txt');
    await expect(driver.storage.get(k)).rejects.toThrow(FileNotFoundError);
    await expect(driver.storage.get(k)).rejects.toMatchObject({ code: 'FILE_NOT_FOUND', key: k });
    expect(await driver.storage.stat(k)).toBeUndefined();
    expect(await driver.storage.exists(k)).toBe(false);
  });

  test('delete removes the file and is idempotent', async () => {
    const k = key('to-delete.txt');
    await driver.storage.put(k, Readable.from([Buffer.from('bye')]), 'text/plain');
    await driver.storage.delete(k);
    expect(await driver.storage.exists(k)).toBe(false);
    await expect(driver.storage.get(k)).rejects.toThrow(FileNotFoundError);
    await expect(driver.storage.delete(k)).resolves.toBeUndefined();
    await expect(driver.storage.delete(key('never-was.txt'))).resolves.toBeUndefined();
  });

  test.each([
    '../escape.txt',
    'a/../../escape.txt',
    '/etc/passwd',
    'a//b',
    'a/./b',
    '.hidden',
    'a\\..\\b',
    'space name.txt',
    '',
    'x'.repeat(513),
  ])('refuses the key %j on every operation, touching nothing', async (bad) => {
    const before = await driver.files();
    await expect(driver.storage.put(bad, Readable.from([Buffer.from('x')]), 'text/plain')).rejects.toThrow(
      InvalidFileKeyError,
    );
    await expect(driver.storage.get(bad)).rejects.toThrow(InvalidFileKeyError);
    await expect(driver.storage.stat(bad)).rejects.toThrow(InvalidFileKeyError);
    await expect(driver.storage.exists(bad)).rejects.toThrow(InvalidFileKeyError);
    await expect(driver.storage.delete(bad)).rejects.toThrow(InvalidFileKeyError);
    expect((await driver.files()).sort()).toEqual(before.sort());
  });
});
