import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * S3's REST API under /s3, path-style (`/s3/<bucket>/<key>`), the part the AWS SDK uses for Onboard's files:
 * CreateBucket, HeadBucket, PutObject, GetObject (with Range), HeadObject, DeleteObject, and the multipart
 * upload (Create, UploadPart, Complete, Abort). Answers are S3's: XML bodies, `<Error><Code>` with NoSuchKey,
 * NoSuchBucket, NoSuchUpload, InvalidPart, InvalidRange, and the headers the SDK reads.
 *
 * A stand-in: **any SigV4 signature is accepted** (the Authorization header is not checked), there is one
 * account, no versioning, ACLs, listings or checksums beyond the MD5 ETag. Objects live in a folder
 * (`<dir>/<bucket>/objects/<sha256 of key>` plus a `.json` beside it), written through a temporary file and
 * renamed, and are streamed in and out: nothing holds a whole object in memory.
 */
export type S3StandInOptions = {
  /** Where objects are kept. */
  dir: string;
  /** Buckets that exist from the start. */
  buckets?: readonly string[];
};

type ObjectMeta = { key: string; size: number; contentType: string; etag: string; lastModified: string };
type UploadMeta = { key: string; contentType: string };

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const xmlEscape = (value: string): string => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function xml(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'application/xml')
    .send(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
}

function s3Error(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
): FastifyReply {
  // HEAD answers carry no body: the SDK then names the error by status (NotFound for 404).
  if (request.method === 'HEAD') return reply.code(status).send();
  return xml(
    reply,
    status,
    `<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message>` +
      `<Resource>${xmlEscape(request.url)}</Resource><RequestId>${randomUUID()}</RequestId></Error>`,
  );
}

/** Passes bytes through, computing their MD5 (S3's ETag of a single-part object) and counting them. */
class Md5Stream extends Transform {
  private readonly hash = createHash('md5');
  size = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.hash.update(chunk);
    this.size += chunk.length;
    callback(null, chunk);
  }
  hex(): string {
    return this.hash.digest('hex');
  }
}

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

export class S3Store {
  constructor(readonly dir: string) {}

  private bucketDir(bucket: string): string {
    return join(this.dir, bucket);
  }
  private objectPath(bucket: string, key: string): string {
    return join(this.bucketDir(bucket), 'objects', createHash('sha256').update(key).digest('hex'));
  }
  private uploadDir(bucket: string, uploadId: string): string {
    // Upload ids are ours (UUIDs); anything else cannot name a folder.
    if (!/^[0-9a-f-]{36}$/.test(uploadId)) return join(this.bucketDir(bucket), 'uploads', 'none');
    return join(this.bucketDir(bucket), 'uploads', uploadId);
  }

  async createBucket(bucket: string): Promise<void> {
    await mkdir(join(this.bucketDir(bucket), 'objects'), { recursive: true });
    await mkdir(join(this.bucketDir(bucket), 'uploads'), { recursive: true });
  }

  async hasBucket(bucket: string): Promise<boolean> {
    return BUCKET.test(bucket) && (await stat(this.bucketDir(bucket)).catch(() => undefined)) !== undefined;
  }

  async meta(bucket: string, key: string): Promise<ObjectMeta | undefined> {
    try {
      return JSON.parse(await readFile(`${this.objectPath(bucket, key)}.json`, 'utf8')) as ObjectMeta;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  /** Streams `body` through a temporary file; the object appears whole or not at all. */
  async putObject(bucket: string, key: string, body: Readable, contentType: string): Promise<ObjectMeta> {
    const path = this.objectPath(bucket, key);
    const temp = `${path}.${randomUUID()}.part`;
    const md5 = new Md5Stream();
    try {
      await pipeline(body, md5, createWriteStream(temp, { flags: 'wx' }));
      return await this.commit(bucket, key, temp, {
        size: md5.size,
        contentType,
        etag: `"${md5.hex()}"`,
      });
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  private async commit(
    bucket: string,
    key: string,
    temp: string,
    meta: Omit<ObjectMeta, 'key' | 'lastModified'>,
  ): Promise<ObjectMeta> {
    const path = this.objectPath(bucket, key);
    const full: ObjectMeta = { key, ...meta, lastModified: new Date().toUTCString() };
    await writeFile(`${temp}.json`, JSON.stringify(full));
    await rename(temp, path);
    await rename(`${temp}.json`, `${path}.json`);
    return full;
  }

  read(bucket: string, key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.objectPath(bucket, key), range);
  }

  async deleteObject(bucket: string, key: string): Promise<void> {
    const path = this.objectPath(bucket, key);
    await Promise.all([rm(path, { force: true }), rm(`${path}.json`, { force: true })]);
  }

  async createUpload(bucket: string, key: string, contentType: string): Promise<string> {
    const uploadId = randomUUID();
    const dir = this.uploadDir(bucket, uploadId);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'upload.json'), JSON.stringify({ key, contentType } satisfies UploadMeta));
    return uploadId;
  }

  async upload(bucket: string, uploadId: string): Promise<UploadMeta | undefined> {
    try {
      const text = await readFile(join(this.uploadDir(bucket, uploadId), 'upload.json'), 'utf8');
      return JSON.parse(text) as UploadMeta;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  /** Stores one part; answers its ETag (MD5 of the part). */
  async putPart(bucket: string, uploadId: string, partNumber: number, body: Readable): Promise<string> {
    const dir = this.uploadDir(bucket, uploadId);
    const temp = join(dir, `${partNumber}.${randomUUID()}.tmp`);
    const md5 = new Md5Stream();
    try {
      await pipeline(body, md5, createWriteStream(temp, { flags: 'wx' }));
      const etag = md5.hex();
      await rename(temp, join(dir, `part-${partNumber}`));
      await writeFile(join(dir, `part-${partNumber}.etag`), etag);
      return `"${etag}"`;
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  /**
   * Joins the listed parts, streaming one after the other into a temporary file. Answers undefined when a
   * part is missing or its ETag differs (S3's InvalidPart).
   */
  async completeUpload(
    bucket: string,
    uploadId: string,
    parts: { partNumber: number; etag: string }[],
  ): Promise<ObjectMeta | undefined> {
    const upload = await this.upload(bucket, uploadId);
    if (!upload) return undefined;
    const dir = this.uploadDir(bucket, uploadId);
    const md5s: Buffer[] = [];
    for (const part of parts) {
      const etag = await readFile(join(dir, `part-${part.partNumber}.etag`), 'utf8').catch(() => undefined);
      if (etag === undefined || etag !== part.etag.replaceAll('"', '')) return undefined;
      md5s.push(Buffer.from(etag, 'hex'));
    }
    const temp = `${this.objectPath(bucket, upload.key)}.${randomUUID()}.part`;
    const out = createWriteStream(temp, { flags: 'wx' });
    let size = 0;
    try {
      for (const part of parts) {
        const file = join(dir, `part-${part.partNumber}`);
        size += (await stat(file)).size;
        // One part after the other into the same file, a chunk at a time, waiting when the disk lags.
        for await (const chunk of createReadStream(file)) {
          if (!out.write(chunk)) await once(out, 'drain');
        }
      }
      await new Promise<void>((resolve, reject) =>
        out.end((error?: Error | null) => (error ? reject(error) : resolve())),
      );
      const etag = `"${createHash('md5').update(Buffer.concat(md5s)).digest('hex')}-${parts.length}"`;
      const meta = await this.commit(bucket, upload.key, temp, {
        size,
        contentType: upload.contentType,
        etag,
      });
      await rm(dir, { recursive: true, force: true });
      return meta;
    } catch (error) {
      out.destroy();
      await rm(temp, { force: true });
      throw error;
    }
  }

  async abortUpload(bucket: string, uploadId: string): Promise<boolean> {
    if (!(await this.upload(bucket, uploadId))) return false;
    await rm(this.uploadDir(bucket, uploadId), { recursive: true, force: true });
    return true;
  }

  /** Every file the store holds (objects, their metadata, parts of unfinished uploads): what tests inspect. */
  async files(): Promise<string[]> {
    const entries = await readdir(this.dir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  }
}

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` against an object of `size` bytes; undefined when unsatisfiable. */
export function parseRange(header: string, size: number): { start: number; end: number } | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : undefined;
}

/** The parts a CompleteMultipartUpload body lists (a small XML document: read whole, it is not a file). */
function parseCompleteBody(body: string): { partNumber: number; etag: string }[] {
  return [...body.matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map((match) => {
    const part = match[1] ?? '';
    const partNumber = Number(/<PartNumber>\s*(\d+)\s*<\/PartNumber>/.exec(part)?.[1] ?? NaN);
    const etag = (/<ETag>([\s\S]*?)<\/ETag>/.exec(part)?.[1] ?? '').replaceAll('&quot;', '"').trim();
    return { partNumber, etag };
  });
}

async function readSmall(stream: Readable, limit = 1024 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Error('request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

type Params = { bucket: string; '*'?: string };
type Query = Record<string, string | undefined>;

export function registerS3Routes(app: FastifyInstance, options: S3StandInOptions): S3Store {
  const store = new S3Store(options.dir);
  // The folder and the first buckets are made on the first S3 request: stand-ins that never serve S3 (tests
  // of other systems) leave nothing on disk.
  let made: Promise<unknown> | undefined;
  const ready = (): Promise<unknown> =>
    (made ??= Promise.all((options.buckets ?? []).map((bucket) => store.createBucket(bucket))));

  void app.register(
    async (s3) => {
      // Bodies are objects' bytes: handlers stream `request.raw` themselves, whatever its content type.
      s3.removeAllContentTypeParsers();
      s3.addContentTypeParser('*', (_request, _payload, done) => done(null));

      s3.addHook('onRequest', async (request, reply) => {
        await ready();
        const encoding = `${String(request.headers['content-encoding'] ?? '')} ${String(request.headers['x-amz-content-sha256'] ?? '')}`;
        if (/aws-chunked|STREAMING-/.test(encoding)) {
          // The SDK sends these only with its default trailing checksums, which S3Storage switches off.
          return s3Error(request, reply, 501, 'NotImplemented', 'aws-chunked bodies are not supported');
        }
        const { bucket } = request.params as Params;
        if (request.method === 'PUT' && !(request.params as Params)['*']) return; // CreateBucket
        if (!(await store.hasBucket(bucket))) {
          return s3Error(request, reply, 404, 'NoSuchBucket', 'The specified bucket does not exist');
        }
        return undefined;
      });

      // Buckets
      s3.put<{ Params: Params }>('/:bucket', async (request, reply) => {
        if (!BUCKET.test(request.params.bucket)) {
          return s3Error(request, reply, 400, 'InvalidBucketName', 'The specified bucket is not valid');
        }
        request.raw.resume();
        await store.createBucket(request.params.bucket);
        return reply.code(200).header('location', `/${request.params.bucket}`).send();
      });
      s3.head<{ Params: Params }>('/:bucket', async (_request, reply) => reply.code(200).send());

      // Objects and multipart uploads
      s3.put<{ Params: Params; Querystring: Query }>('/:bucket/*', async (request, reply) => {
        const { bucket } = request.params;
        const key = request.params['*'] ?? '';
        const { uploadId, partNumber } = request.query;
        if (request.headers['x-amz-copy-source']) {
          return s3Error(
            request,
            reply,
            501,
            'NotImplemented',
            'CopyObject is not supported by the stand-in',
          );
        }
        if (uploadId !== undefined) {
          const number = Number(partNumber);
          if (!Number.isInteger(number) || number < 1 || number > 10_000) {
            return s3Error(request, reply, 400, 'InvalidArgument', 'Part number must be 1 to 10000');
          }
          if (!(await store.upload(bucket, uploadId))) {
            return s3Error(request, reply, 404, 'NoSuchUpload', 'The specified upload does not exist');
          }
          const etag = await store.putPart(bucket, uploadId, number, request.raw);
          return reply.code(200).header('etag', etag).send();
        }
        const contentType = String(request.headers['content-type'] ?? 'binary/octet-stream');
        const meta = await store.putObject(bucket, key, request.raw, contentType);
        return reply.code(200).header('etag', meta.etag).send();
      });

      s3.post<{ Params: Params; Querystring: Query }>('/:bucket/*', async (request, reply) => {
        const { bucket } = request.params;
        const key = request.params['*'] ?? '';
        const { uploadId } = request.query;
        if ('uploads' in request.query) {
          request.raw.resume();
          const contentType = String(request.headers['content-type'] ?? 'binary/octet-stream');
          const id = await store.createUpload(bucket, key, contentType);
          return xml(
            reply,
            200,
            `<InitiateMultipartUploadResult><Bucket>${xmlEscape(bucket)}</Bucket><Key>${xmlEscape(key)}</Key>` +
              `<UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
          );
        }
        if (uploadId !== undefined) {
          const parts = parseCompleteBody(await readSmall(request.raw));
          if (!(await store.upload(bucket, uploadId))) {
            return s3Error(request, reply, 404, 'NoSuchUpload', 'The specified upload does not exist');
          }
          const meta = parts.length > 0 ? await store.completeUpload(bucket, uploadId, parts) : undefined;
          if (!meta) {
            return s3Error(
              request,
              reply,
              400,
              'InvalidPart',
              'One or more of the specified parts could not be found',
            );
          }
          return xml(
            reply,
            200,
            `<CompleteMultipartUploadResult><Location>${xmlEscape(`/${bucket}/${key}`)}</Location>` +
              `<Bucket>${xmlEscape(bucket)}</Bucket><Key>${xmlEscape(key)}</Key>` +
              `<ETag>${xmlEscape(meta.etag)}</ETag></CompleteMultipartUploadResult>`,
          );
        }
        return s3Error(
          request,
          reply,
          501,
          'NotImplemented',
          'Only multipart uploads are POSTed to an object',
        );
      });

      const getOrHead = async (
        request: FastifyRequest<{ Params: Params }>,
        reply: FastifyReply,
      ): Promise<FastifyReply> => {
        const { bucket } = request.params;
        const key = request.params['*'] ?? '';
        const meta = await store.meta(bucket, key);
        if (!meta) return s3Error(request, reply, 404, 'NoSuchKey', 'The specified key does not exist.');
        reply
          .header('content-type', meta.contentType)
          .header('etag', meta.etag)
          .header('last-modified', meta.lastModified)
          .header('accept-ranges', 'bytes');
        const rangeHeader = request.headers.range;
        let range: { start: number; end: number } | undefined;
        if (rangeHeader) {
          range = parseRange(rangeHeader, meta.size);
          if (!range) {
            reply.header('content-range', `bytes */${meta.size}`);
            return s3Error(request, reply, 416, 'InvalidRange', 'The requested range is not satisfiable');
          }
          reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${meta.size}`);
        }
        reply.header('content-length', range ? range.end - range.start + 1 : meta.size);
        if (request.method === 'HEAD') return reply.send();
        return reply.send(store.read(bucket, key, range));
      };
      s3.get<{ Params: Params }>('/:bucket/*', { exposeHeadRoute: false }, getOrHead);
      s3.head<{ Params: Params }>('/:bucket/*', getOrHead);

      s3.delete<{ Params: Params; Querystring: Query }>('/:bucket/*', async (request, reply) => {
        const { bucket } = request.params;
        const { uploadId } = request.query;
        if (uploadId !== undefined) {
          if (!(await store.abortUpload(bucket, uploadId))) {
            return s3Error(request, reply, 404, 'NoSuchUpload', 'The specified upload does not exist');
          }
          return reply.code(204).send();
        }
        await store.deleteObject(bucket, request.params['*'] ?? '');
        return reply.code(204).send();
      });
    },
    { prefix: '/s3' },
  );
  return store;
}
