import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { RequestContext } from '@onboard/contracts';
import { createOrm, DomainError, runMigrations, scopeToSystem } from '@onboard/server-kit';
import { DiskStorage, type FileStorage } from '@onboard/server-kit/storage';
import { createTestDatabase, type TestDatabase } from '@onboard/server-kit/testing';
import { documentsService } from '../definition.js';
import { DocumentZipService, entryNames } from './document-zip.service.js';
import { Document } from './document.entity.js';

// The zipped download's time limit (spec §8 FILE_ZIPPING_TIMEOUT; decision 116), against a real PostgreSQL
// with the documents service's migrations and a real disk storage whose reads of one file never end (a
// storage too slow to finish): the caller gets FILE_ZIPPING_TIMEOUT and no half-made zip is left behind.

const clientId = '6f1c2d3e-0000-4000-8000-00000000c11e';
const staffId = '6f1c2d3e-0000-4000-8000-0000000000a1';
const staff: RequestContext = {
  requestId: 'req-zip',
  user: { id: staffId, role: 'SLF_ADMIN', clientIds: [] },
};

let db: TestDatabase;
let orm: MikroORM;
let dir: string;
let disk: DiskStorage;

/** The disk storage, except that reading `stalled` gives a stream that never ends. */
function stalling(stalled: string): FileStorage {
  return Object.assign(Object.create(disk) as FileStorage, {
    get: async (key: string) => {
      if (key !== stalled) return disk.get(key);
      const body = new PassThrough();
      body.write(Buffer.alloc(1024));
      return { size: 1_000_000, contentType: 'application/pdf', body };
    },
  });
}

async function addDocument(name: string, key: string): Promise<void> {
  await disk.put(key, Readable.from([Buffer.from(`contents of ${name}`)]), 'text/plain');
  const em = orm.em.fork();
  scopeToSystem(em);
  em.create(Document, {
    clientId,
    category: 'other',
    fileName: name,
    contentType: 'text/plain; charset=utf-8',
    size: 10,
    sha256: 'a'.repeat(64),
    storageKey: key,
    createdBy: staffId,
  });
  await em.flush();
}

beforeAll(async () => {
  db = await createTestDatabase('zip');
  orm = await createOrm({
    clientUrl: db.url,
    schema: 'documents',
    entities: documentsService.entities,
    migrations: documentsService.migrations,
  });
  await runMigrations(orm, 'documents');
  dir = await mkdtemp(join(tmpdir(), 'onboard-zip-'));
  disk = new DiskStorage(dir);
  await addDocument('a.txt', 'documents/aa/a');
  await addDocument('b.txt', 'documents/bb/b');
});

afterAll(async () => {
  await orm?.close();
  await db?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const serviceWith = (storage: FileStorage, timeoutMs: string) => {
  const em = orm.em.fork();
  scopeToSystem(em);
  return new DocumentZipService(em as never, storage, { FILE_ZIPPING_TIMEOUT_MS: timeoutMs });
};

describe('the zipped download', () => {
  test('a zip that cannot be made in time is FILE_ZIPPING_TIMEOUT, and nothing of it is kept', async () => {
    const service = serviceWith(stalling('documents/bb/b'), '300');
    const error = await service.zip(staff, clientId, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('FILE_ZIPPING_TIMEOUT');
    const left = await readdir(join(dir, 'zips'), { recursive: true, withFileTypes: true }).catch(() => []);
    expect(left.filter((e) => e.isFile()).map((e) => e.name)).toEqual([]);
  });

  test('in time, the zip is stored once and named by its documents', async () => {
    const service = serviceWith(disk, '30000');
    const first = await service.zip(staff, clientId, {});
    expect(first).toMatchObject({ contentType: 'application/zip' });
    expect(first.key).toMatch(new RegExp(`^zips/${clientId}/[0-9a-f]{64}\\.zip$`));
    expect(await disk.exists(first.key)).toBe(true);
    expect((await service.zip(staff, clientId, {})).key).toBe(first.key);
  });

  test('entry names are unique within the zip, numbered when they repeat', () => {
    expect(
      entryNames([
        { category: 'other', fileName: 'plan.pdf' },
        { category: 'other', fileName: 'Plan.pdf' },
        { category: 'census', fileName: 'plan.pdf' },
        { category: 'other', fileName: 'README' },
      ]),
    ).toEqual(['other/plan.pdf', 'other/Plan (2).pdf', 'census/plan.pdf', 'other/README']);
  });
});
