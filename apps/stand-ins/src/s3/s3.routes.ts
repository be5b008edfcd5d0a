import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * S3's REST API under /s3, path-style (`/s3/<bucket>/<key>`), the part the AWS SDK uses for Onboard's files:
 * CreateBucket, HeadBucket, ListObjectsV2, PutObject, GetObject (with Range), HeadObject, DeleteObject, and
 * the multipart upload (Create, UploadPart, Complete, Abort). Answers are S3's: XML bodies, `<Error><Code>`
 * with NoSuchKey, NoSuchBucket, NoSuchUpload, InvalidPart, InvalidRange, the signature errors, and the
 * headers the SDK reads.
 *
 * Every request must carry a SigV4 Authorization header made with one of the configured key pairs, checked
 * as S3 checks it (the canonical request over the signed headers and the x-amz-content-sha256 the client
 * declares; the body's hash itself is not checked against it). A stand-in: one account, no versioning, ACLs,
 * presigned URLs or checksums beyond the MD5 ETag. Objects live in a folder
 * (`<dir>/<bucket>/objects/<sha256 of key>` plus a `.json` beside it), written through a temporary file and
 * renamed, and are streamed in and out: nothing holds a whole object in memory.
 */
export type S3StandInOptions = {
  /** Where objects are kept. */
  dir: string;
  /** Buckets that exist from the start. */
  buckets?: readonly string[];
  /** The key pairs requests may be signed with; unset, the demo pair (DEFAULT_S3_CREDENTIALS). */
  credentials?: readonly S3Credentials[];
};

export type S3Credentials = { accessKeyId: string; secretAccessKey: string };

/** The pair `npm start` and the stand-ins use when S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY are unset (demo only). */
export const DEFAULT_S3_CREDENTIALS: S3Credentials = {
  accessKeyId: 'onboard-s3-stand-in-key',
  secretAccessKey: 'onboard-s3-stand-in-secret',
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

  /** Every object of the bucket, by key in UTF-8 binary order (as S3 lists them). */
  async list(bucket: string): Promise<ObjectMeta[]> {
    const dir = join(this.bucketDir(bucket), 'objects');
    const names = (await readdir(dir).catch(() => [] as string[])).filter((name) =>
      /^[0-9a-f]{64}\.json$/.test(name),
    );
    const metas = await Promise.all(
      names.map(
        async (name) =>
          JSON.parse(await readFile(join(dir, name), 'utf8').catch(() => 'null')) as ObjectMeta | null,
      ),
    );
    return metas
      .filter((meta): meta is ObjectMeta => meta !== null)
      .sort((a, b) => Buffer.compare(Buffer.from(a.key), Buffer.from(b.key)));
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

/** RFC 3986 encoding as SigV4 asks for it: everything but A-Z a-z 0-9 - _ . ~ is %XX. */
const uriEncode = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const hmac = (key: Buffer | string, data: string): Buffer =>
  createHmac('sha256', key).update(data, 'utf8').digest();
const sha256Hex = (data: string): string => createHash('sha256').update(data, 'utf8').digest('hex');

type SignatureCheck = { ok: true } | { ok: false; code: string; message: string; accessKeyId?: string };

/**
 * Checks a request's AWS Signature Version 4 as S3 does ("Authenticating Requests: Using the Authorization
 * Header", https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html): the canonical
 * request is the method, the path as sent (S3 does not normalise it), the query sorted by encoded name with
 * every name and value URI-encoded, the signed headers lower-cased with trimmed values, their names, and the
 * x-amz-content-sha256 value; the string to sign is `AWS4-HMAC-SHA256`, X-Amz-Date, the credential scope and
 * the canonical request's SHA-256; the key is HMAC("AWS4" + secret, date, region, service, "aws4_request").
 * Failures as S3 names them (https://docs.aws.amazon.com/AmazonS3/latest/API/ErrorResponses.html):
 * AccessDenied without a signature, InvalidAccessKeyId for an unknown key, SignatureDoesNotMatch otherwise.
 */
export function checkSignature(
  request: { method: string; url: string; headers: Record<string, string | string[] | undefined> },
  credentials: readonly S3Credentials[],
): SignatureCheck {
  const header = request.headers.authorization;
  const auth = typeof header === 'string' ? header : '';
  const match =
    /^AWS4-HMAC-SHA256\s+Credential=([^/,\s]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request,\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/.exec(
      auth.trim(),
    );
  if (!match) return { ok: false, code: 'AccessDenied', message: 'Access Denied' };
  const [, accessKeyId = '', date = '', region = '', service = '', signedHeaders = '', signature = ''] =
    match;
  const pair = credentials.find((c) => c.accessKeyId === accessKeyId);
  if (!pair) {
    return {
      ok: false,
      code: 'InvalidAccessKeyId',
      message: 'The AWS Access Key Id you provided does not exist in our records.',
      accessKeyId,
    };
  }
  const headerValue = (name: string): string => {
    const value = request.headers[name];
    return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ');
  };
  const amzDate = headerValue('x-amz-date');
  const [path = '', rawQuery = ''] = request.url.split(/\?(.*)/s, 2);
  const query = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pairText) => {
      const at = pairText.indexOf('=');
      const decode = (text: string): string => decodeURIComponent(text.replace(/\+/g, '%20'));
      return at < 0
        ? [uriEncode(decode(pairText)), '']
        : [uriEncode(decode(pairText.slice(0, at))), uriEncode(decode(pairText.slice(at + 1)))];
    })
    .sort(([a = '', av = ''], [b = '', bv = '']) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const names = signedHeaders.split(';');
  const canonicalRequest = [
    request.method,
    path,
    query,
    ...names.map((name) => `${name}:${headerValue(name)}`),
    '',
    signedHeaders,
    headerValue('x-amz-content-sha256') || 'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${pair.secretAccessKey}`, date), region), service), 'aws4_request');
  const expected = createHmac('sha256', key).update(stringToSign, 'utf8').digest();
  const given = Buffer.from(signature, 'hex');
  if (!amzDate.startsWith(date) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return {
      ok: false,
      code: 'SignatureDoesNotMatch',
      message:
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      accessKeyId,
    };
  }
  return { ok: true };
}

/**
 * ListObjectsV2's answer (https://docs.aws.amazon.com/AmazonS3/latest/API/API_ListObjectsV2.html): keys after
 * `start-after` or the continuation token (here the last key returned, base64url: opaque to the client), at
 * most `max-keys` (1000 at most) entries, keys sharing a prefix up to `delimiter` rolled up as CommonPrefixes.
 */
function listObjectsV2(bucket: string, objects: ObjectMeta[], query: Query): string {
  const prefix = query.prefix ?? '';
  const delimiter = query.delimiter ?? '';
  const maxKeys = Math.min(1000, Math.max(0, Number(query['max-keys'] ?? 1000) || 0));
  const token = query['continuation-token'];
  const after =
    token !== undefined ? Buffer.from(token, 'base64url').toString('utf8') : (query['start-after'] ?? '');
  const urlEncoded = query['encoding-type'] === 'url';
  const enc = (value: string): string => xmlEscape(urlEncoded ? encodeURIComponent(value) : value);

  const entries: ({ kind: 'object'; meta: ObjectMeta } | { kind: 'prefix'; prefix: string })[] = [];
  let truncated = false;
  let last = '';
  for (const meta of objects) {
    if (!meta.key.startsWith(prefix) || Buffer.compare(Buffer.from(meta.key), Buffer.from(after)) <= 0)
      continue;
    const rest = meta.key.slice(prefix.length);
    const cut = delimiter ? rest.indexOf(delimiter) : -1;
    const common = cut >= 0 ? prefix + rest.slice(0, cut + delimiter.length) : undefined;
    if (common !== undefined && entries.some((e) => e.kind === 'prefix' && e.prefix === common)) {
      last = meta.key;
      continue;
    }
    if (entries.length === maxKeys) {
      truncated = true;
      break;
    }
    entries.push(common !== undefined ? { kind: 'prefix', prefix: common } : { kind: 'object', meta });
    last = meta.key;
  }
  const contents = entries
    .map((e) =>
      e.kind === 'object'
        ? `<Contents><Key>${enc(e.meta.key)}</Key><LastModified>${new Date(e.meta.lastModified).toISOString()}</LastModified>` +
          `<ETag>${xmlEscape(e.meta.etag)}</ETag><Size>${e.meta.size}</Size><StorageClass>STANDARD</StorageClass></Contents>`
        : `<CommonPrefixes><Prefix>${enc(e.prefix)}</Prefix></CommonPrefixes>`,
    )
    .join('');
  return (
    `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${xmlEscape(bucket)}</Name>` +
    `<Prefix>${enc(prefix)}</Prefix>` +
    (delimiter ? `<Delimiter>${enc(delimiter)}</Delimiter>` : '') +
    `<MaxKeys>${maxKeys}</MaxKeys><KeyCount>${entries.length}</KeyCount><IsTruncated>${truncated}</IsTruncated>` +
    (token !== undefined ? `<ContinuationToken>${xmlEscape(token)}</ContinuationToken>` : '') +
    (truncated
      ? `<NextContinuationToken>${Buffer.from(last).toString('base64url')}</NextContinuationToken>`
      : '') +
    (query['start-after'] !== undefined ? `<StartAfter>${enc(query['start-after'])}</StartAfter>` : '') +
    (urlEncoded ? '<EncodingType>url</EncodingType>' : '') +
    contents +
    '</ListBucketResult>'
  );
}

type Params = { bucket: string; '*'?: string };
type Query = Record<string, string | undefined>;

export function registerS3Routes(app: FastifyInstance, options: S3StandInOptions): S3Store {
  const store = new S3Store(options.dir);
  const credentials = options.credentials ?? [DEFAULT_S3_CREDENTIALS];
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
        const signature = checkSignature(request.raw as Parameters<typeof checkSignature>[0], credentials);
        if (!signature.ok) return s3Error(request, reply, 403, signature.code, signature.message);
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
      // ListObjectsV2: the SDK asks `GET /<bucket>/?list-type=2` (path style, with the slash).
      const listBucket = async (
        request: FastifyRequest<{ Params: Params; Querystring: Query }>,
        reply: FastifyReply,
      ): Promise<FastifyReply> => {
        if (request.query['list-type'] !== '2') {
          return s3Error(
            request,
            reply,
            501,
            'NotImplemented',
            'Only ListObjectsV2 (list-type=2) is supported',
          );
        }
        const { bucket } = request.params;
        return xml(reply, 200, listObjectsV2(bucket, await store.list(bucket), request.query));
      };
      s3.get<{ Params: Params; Querystring: Query }>('/:bucket', { exposeHeadRoute: false }, listBucket);

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
        if (key === '' && request.method === 'GET')
          return listBucket(request as FastifyRequest<{ Params: Params; Querystring: Query }>, reply);
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
