import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { documentSchema, newDocumentNoticeSchema, type DocumentDto } from '@onboard/contracts';
import request from 'supertest';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';
import { SMALL_PDF, TestSystem, type Session, type Tenant, SYSTEM_START_TIMEOUT } from './harness.js';

// Documents (issue 11 item 2; spec §5 downloads, §6 "full control of own … documents", §7 Documents and
// New-document notice; decision 116), through the gateway against the whole running system: uploads stream
// into the shared storage and are kept or refused by the documents service; downloads stream out with the
// headers of §5; a client's people never reach another client's documents. On a system other files share, the
// storage is the system's: what a refused upload could leave behind is looked for where uploads land (staging/
// and documents/), not among what other features' jobs write (census reports, onboarding forms' PDFs).

let sys: TestSystem;
let admin: Session;
let maplePerson: Session;
let northwindPerson: Session;
let tenant: Tenant;
let maple: string;
let northwind: string;
let base: string;
/** The system's storage (STORAGE_DIR). */
let filesDir: string;

/** Uploads a file as `session` (POST …/documents): by default a plan document. */
function upload(
  session: Session,
  clientId: string,
  file: { bytes: Buffer; name: string; type?: string },
  fields: Record<string, string> = { category: 'plan-document' },
): request.Test {
  return session.upload(`/api/clients/${clientId}/documents`, fields, {
    bytes: file.bytes,
    filename: file.name,
    contentType: file.type ?? 'application/pdf',
  });
}

/** Every file the storage holds where uploads land (uploads refused or failed must leave none behind). */
async function storedFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const dir of ['staging', 'documents']) {
    const entries = await readdir(join(filesDir, dir), { withFileTypes: true, recursive: true }).catch(
      () => [],
    );
    files.push(...entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)));
  }
  return files.sort();
}

function zipEntries(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** A zip made in memory from named entries (a workbook's parts). */
function zipOf(entries: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, content] of Object.entries(entries)) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

const binary = (call: request.Test): request.Test =>
  call.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

beforeAll(async () => {
  sys = await TestSystem.shared('documents');
  filesDir = sys.env['STORAGE_DIR'] ?? '';
  if (!filesDir) throw new Error('the system has no STORAGE_DIR');
  tenant = await sys.tenant('documents');
  maple = tenant.client('maple-dental');
  northwind = tenant.client('northwind-foods');
  base = `/api/clients/${maple}/documents`;
  admin = await sys.signIn(await sys.makeUser('docadmin', 'SLF_ADMIN'), 'docadmin');
  maplePerson = await sys.signIn(await sys.makeUser('docmaple', 'BEN_ADMIN', [maple]), 'docmaple');
  northwindPerson = await sys.signIn(await sys.makeUser('docnorth', 'BROKER', [northwind]), 'docnorth');
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await sys?.stop();
});

describe('documents', () => {
  let planDoc: DocumentDto;

  test("a ben admin uploads a file to their client's documents; its category and safe name come back", async () => {
    const response = await upload(maplePerson, maple, {
      bytes: SMALL_PDF,
      name: '../../etc/"plan"\\summary.pdf',
    });
    expect(response.status).toBe(201);
    planDoc = documentSchema.parse(response.body);
    expect(planDoc).toMatchObject({
      clientId: maple,
      category: 'plan-document',
      contentType: 'application/pdf',
      size: SMALL_PDF.length,
      processStatus: 'UPLOADED',
    });
    expect(planDoc.fileName).not.toMatch(/[/\\"]/);
    expect(planDoc.fileName.endsWith('.pdf')).toBe(true);
    // The staged copy is gone: only the kept contents remain.
    const files = await storedFiles();
    expect(files.filter((f) => f.includes('staging'))).toEqual([]);
  });

  test('meta, count and last-touched list it for the client; another client sees none of it', async () => {
    const meta = await maplePerson.call('get', `${base}/meta?categories[]=plan-document`).expect(200);
    expect((meta.body as DocumentDto[]).map((d) => d.id)).toContain(planDoc.id);
    const none = await maplePerson.call('get', `${base}/meta?categories[]=census`).expect(200);
    expect((none.body as DocumentDto[]).map((d) => d.id)).not.toContain(planDoc.id);
    const byIds = await admin.call('get', `${base}/meta?documentIds[]=${planDoc.id}`).expect(200);
    expect(byIds.body).toHaveLength(1);
    const count = await maplePerson.call('get', `${base}/count?categories[]=plan-document`).expect(200);
    expect(count.body).toMatchObject({ count: 1, byCategory: { 'plan-document': 1 } });
    const last = await maplePerson.call('get', `${base}/last-touched/plan-document`).expect(200);
    expect((last.body as { document: DocumentDto }).document.id).toBe(planDoc.id);
    expect((await maplePerson.call('get', `${base}/last-touched/not-a-category`)).status).toBe(400);

    // Isolation: the other client's broker is refused the client's list, and by id finds nothing.
    expect((await northwindPerson.call('get', `${base}/meta`)).status).toBe(403);
    expect((await northwindPerson.call('get', `/api/documents/${planDoc.id}`)).status).toBe(404);
    expect((await northwindPerson.call('get', `${base}/${planDoc.id}`)).status).toBe(403);
  });

  test('downloads carry the content type and an attachment name without slashes, quotes or backslashes', async () => {
    for (const path of [`${base}/${planDoc.id}`, `/api/documents/${planDoc.id}`]) {
      const response = await binary(maplePerson.call('get', path)).expect(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const disposition = response.headers['content-disposition'] as string;
      expect(disposition).toMatch(/^attachment; filename="[^"/\\]+"/);
      expect(Buffer.compare(response.body as Buffer, SMALL_PDF)).toBe(0);
    }
  });

  test('rename keeps the extension and makes the name safe; PUT meta moves documents between categories', async () => {
    const renamed = await maplePerson
      .call('put', `${base}/${planDoc.id}/rename`, { fileName: 'Summary/2027 "final"' })
      .expect(200);
    expect((renamed.body as DocumentDto).fileName).toMatch(/\.pdf$/);
    expect((renamed.body as DocumentDto).fileName).not.toMatch(/[/\\"]/);
    expect((await maplePerson.call('put', `${base}/${planDoc.id}/rename`, { fileName: '  ' })).status).toBe(
      400,
    );

    const moved = await maplePerson
      .call('put', `${base}/meta`, {
        documents: [{ id: planDoc.id, category: 'enrollment-resource', language: 'es' }],
      })
      .expect(200);
    expect((moved.body as DocumentDto[])[0]).toMatchObject({
      category: 'enrollment-resource',
      language: 'es',
    });
    // A document of another client is a field error on its path, and nothing changes.
    const refused = await maplePerson.call('put', `${base}/meta`, {
      documents: [
        { id: planDoc.id, category: 'other' },
        { id: tenant.id('document:nobody'), category: 'other' },
      ],
    });
    expect(refused.status).toBe(400);
    expect((refused.body as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual([
      'body.documents.1.id',
    ]);
    const after = await maplePerson.call('get', `${base}/meta?documentId=${planDoc.id}`).expect(200);
    expect((after.body as DocumentDto[])[0]?.category).toBe('enrollment-resource');
  });

  test('the zipped download holds every document under its category, and is the same zip when asked again', async () => {
    await upload(maplePerson, maple, { bytes: SMALL_PDF, name: 'second.pdf' }, { category: 'other' }).expect(
      201,
    );
    const zipped = await binary(maplePerson.call('get', `${base}/zip`)).expect(200);
    expect(zipped.headers['content-type']).toBe('application/zip');
    expect(zipped.headers['content-disposition']).toMatch(/^attachment; filename="documents-[\d-]+\.zip"/);
    const names = await zipEntries(zipped.body as Buffer);
    expect(names.sort()).toEqual(
      [expect.stringMatching(/^enrollment-resource\/.+\.pdf$/), 'other/second.pdf'].sort() as never,
    );
    const onlyOther = await binary(maplePerson.call('get', `${base}/zip?categories[]=other`)).expect(200);
    expect(await zipEntries(onlyOther.body as Buffer)).toEqual(['other/second.pdf']);
    expect((await maplePerson.call('get', `${base}/zip?categories[]=census`)).status).toBe(404);
  });

  test('uploads that are not a form with one file are field errors, and leave nothing stored', async () => {
    const before = await storedFiles();
    const json = await maplePerson.call('post', base, { category: 'other' });
    expect(json.status).toBe(400);
    expect((json.body as { errors: { path: string }[] }).errors[0]?.path).toBe('body.file');
    const noCategory = await upload(maplePerson, maple, { bytes: SMALL_PDF, name: 'x.pdf' }, {});
    expect(noCategory.status).toBe(400);
    expect((noCategory.body as { errors: { path: string }[] }).errors.map((e) => e.path)).toContain(
      'body.category',
    );
    const otherClient = await upload(northwindPerson, maple, { bytes: SMALL_PDF, name: 'x.pdf' });
    expect(otherClient.status).toBe(403);
    const empty = await upload(maplePerson, maple, { bytes: Buffer.alloc(0), name: 'empty.pdf' });
    expect(empty.status).toBe(400);
    expect(await storedFiles()).toEqual(before);
  });

  test('dangerous files are refused with their code (EMBEDDED_SCRIPTS for macros), and nothing is stored', async () => {
    const before = await storedFiles();
    const macroWorkbook = await zipOf({
      '[Content_Types].xml':
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.ms-excel.sheet.macroEnabled.main+xml"/></Types>',
      'xl/workbook.xml': '<workbook/>',
      'xl/vbaProject.bin': Buffer.alloc(512, 1),
    });
    const macro = await upload(
      maplePerson,
      maple,
      {
        bytes: macroWorkbook,
        name: 'rates.xlsx',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
      { category: 'other' },
    );
    expect(macro.status).toBe(400);
    expect((macro.body as { code: string }).code).toBe('EMBEDDED_SCRIPTS');
    expect((macro.body as { errors: { path: string }[] }).errors[0]?.path).toBe('body.file');

    // An executable named as a PDF: its content decides, and it is no document.
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    const program = await upload(maplePerson, maple, { bytes: exe, name: 'benefits.pdf' });
    expect([400, 415]).toContain(program.status);
    expect((program.body as { code: string }).code).toBe('FILE_TYPE_NOT_ALLOWED');

    const script = await upload(maplePerson, maple, {
      bytes: Buffer.from(
        '%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n',
      ),
      name: 'x.pdf',
    });
    expect((script.body as { code: string }).code).toBe('EMBEDDED_SCRIPTS');
    expect(await storedFiles()).toEqual(before);
  });

  test('deleting a document removes it from lists and downloads (the other client cannot delete it)', async () => {
    expect((await northwindPerson.call('delete', `${base}/${planDoc.id}`)).status).toBe(403);
    await maplePerson.call('delete', `${base}/${planDoc.id}`).expect(200);
    expect((await maplePerson.call('get', `${base}/${planDoc.id}`)).status).toBe(404);
    const meta = await maplePerson.call('get', `${base}/meta`).expect(200);
    expect((meta.body as DocumentDto[]).map((d) => d.id)).not.toContain(planDoc.id);
    expect((await maplePerson.call('delete', `${base}/${planDoc.id}`)).status).toBe(404);
  });
});

describe('videos', () => {
  test('a video goes to the video host and is kept as a document with its vidyardId; deleting removes it there', async () => {
    // An MP4's first box (ftyp, brand isom) and some media bytes: a video by its content.
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from('isomiso2'),
      Buffer.alloc(4096, 7),
    ]);
    const call = (bytes: Buffer, name: string) =>
      maplePerson.upload(
        `/api/clients/${maple}/documents/vidyard/upload`,
        { category: 'enrollment-resource' },
        { bytes, filename: name, contentType: 'video/mp4' },
      );
    const notVideo = await call(SMALL_PDF, 'welcome.mp4');
    expect(notVideo.status).toBe(400);
    expect((notVideo.body as { errors: { path: string }[] }).errors[0]?.path).toBe('body.file');

    const uploaded = await call(mp4, 'welcome.mp4');
    expect(uploaded.status).toBe(201);
    const video = documentSchema.parse(uploaded.body);
    expect(video).toMatchObject({ contentType: 'video/mp4', category: 'enrollment-resource' });
    expect(video.vidyardId).toMatch(/^\d+$/);
    const hosted = await fetch(
      `http://127.0.0.1:${sys.standInsPort}/video/dashboard/v1/videos/${video.vidyardId}?auth_token=onboard-video-stand-in-token`,
    );
    expect(hosted.status).toBe(200);
    // Its contents are the host's: no download of ours. Renaming works as for any document.
    expect((await maplePerson.call('get', `${base}/${video.id}`)).status).toBe(404);
    expect((await maplePerson.call('get', `/api/documents/${video.id}`)).status).toBe(404);
    const renamed = await maplePerson
      .call('put', `${base}/${video.id}/rename`, { fileName: 'Welcome to your benefits' })
      .expect(200);
    expect((renamed.body as DocumentDto).fileName).toBe('Welcome to your benefits.mp4');

    expect((await northwindPerson.call('delete', `${base}/vidyard/delete/${video.vidyardId}`)).status).toBe(
      403,
    );
    await maplePerson.call('delete', `${base}/vidyard/delete/${video.vidyardId}`).expect(200);
    const gone = await fetch(
      `http://127.0.0.1:${sys.standInsPort}/video/dashboard/v1/videos/${video.vidyardId}?auth_token=onboard-video-stand-in-token`,
    );
    expect(gone.status).toBe(404);
    const meta = await maplePerson.call('get', `${base}/meta`).expect(200);
    expect((meta.body as DocumentDto[]).map((d) => d.id)).not.toContain(video.id);

    // Deleted as a document (DELETE …/documents/{id}), a video goes from the host too.
    const second = documentSchema.parse((await call(mp4, 'second.mp4').expect(201)).body);
    await maplePerson.call('delete', `${base}/${second.id}`).expect(200);
    const secondAtHost = await fetch(
      `http://127.0.0.1:${sys.standInsPort}/video/dashboard/v1/videos/${second.vidyardId}?auth_token=onboard-video-stand-in-token`,
    );
    expect(secondAtHost.status).toBe(404);
  });
});

describe('the new-document notice', () => {
  test('documents others add are new until the page opens (NEW_AND_SEEN) and the user dismisses them (OLD)', async () => {
    const notice = `/api/clients/${maple}/new-document-notice`;
    const added = documentSchema.parse(
      (
        await upload(
          admin,
          maple,
          { bytes: SMALL_PDF, name: 'from-sun-life.pdf' },
          { category: 'enrollment-resource' },
        ).expect(201)
      ).body,
    );
    const fresh = newDocumentNoticeSchema.parse((await maplePerson.call('get', notice).expect(200)).body);
    expect(fresh.status).toBeNull();
    expect(fresh.documents.map((d) => d.id)).toContain(added.id);
    // The uploader's own documents are not news to them.
    const own = newDocumentNoticeSchema.parse((await admin.call('get', notice).expect(200)).body);
    expect(own.documents.map((d) => d.id)).not.toContain(added.id);

    const seen = newDocumentNoticeSchema.parse((await maplePerson.call('put', notice).expect(200)).body);
    expect(seen.status).toBe('NEW_AND_SEEN');
    expect(seen.documents.map((d) => d.id)).toContain(added.id);

    const dismissed = await maplePerson
      .call('put', '/api/users/new-document-notice', { newDocumentNoticeStatus: 'OLD' })
      .expect(200);
    const old = newDocumentNoticeSchema.parse((await maplePerson.call('get', notice).expect(200)).body);
    expect(old).toMatchObject({ status: 'OLD', documents: [] });
    expect(old.dismissedAt).toBe((dismissed.body as { dismissedAt: string }).dismissedAt);
    expect(
      (await maplePerson.call('put', '/api/users/new-document-notice', { newDocumentNoticeStatus: 'NEW' }))
        .status,
    ).toBe(400);
  });
});
