import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { rejectionOf } from '@onboard/server-kit/testing';
import { createStandIns, type StandIns } from '../server.js';
import { checkSignature } from './s3.routes.js';

// The S3 stand-in against the real AWS SDK for JavaScript v3 (@aws-sdk/client-s3), over HTTP: the SDK signs
// (SigV4) and parses the answers itself, so a request or an answer S3 would not accept fails here. The key
// pair is the stand-in's own configuration, not its demo default, so the check cannot pass by accident.
const PAIR = { accessKeyId: 'AKIASTANDINSPECTEST1', secretAccessKey: 'c3RhbmQtaW4gc3BlYyBzZWNyZXQ/+=' };
const BUCKET = 'onboard-documents';

let dir: string;
let standIns: StandIns;
let endpoint: string;

const client = (credentials = PAIR): S3Client =>
  new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials,
    // As S3Storage: no aws-chunked trailing checksums (the stand-in answers them NotImplemented).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'onboard-s3-spec-'));
  standIns = createStandIns({ s3Dir: dir, s3Credentials: [PAIR] });
  const { port } = await standIns.start({ host: '127.0.0.1', port: 0, smtpPort: 0 });
  endpoint = `http://127.0.0.1:${port}/s3`;
});

afterAll(async () => {
  await standIns.stop();
  await rm(dir, { recursive: true, force: true });
});

/** The SDK's error for a call, by the name it gives it (S3's <Code>, or the status for HEAD). */
const failure = (call: Promise<unknown>): Promise<S3ServiceException> =>
  rejectionOf(call, S3ServiceException);

describe('S3 stand-in through @aws-sdk/client-s3', () => {
  test('put, head, get, delete an object (a key with spaces, slashes and non-ASCII: the signed path)', async () => {
    const s3 = client();
    const key = 'clients/42/Plan summary (2027) é+&.pdf';
    const body = Buffer.from('%PDF-1.7 stand-in bytes');
    const put = await s3.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: body, ContentType: 'application/pdf' }),
    );
    expect(put.ETag).toMatch(/^"[0-9a-f]{32}"$/);

    const head = await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(head).toMatchObject({
      ContentLength: body.length,
      ContentType: 'application/pdf',
      ETag: put.ETag,
    });

    const got = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(Buffer.from((await got.Body?.transformToByteArray()) ?? [])).toEqual(body);

    await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }));
    expect((await failure(s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key })))).name).toBe(
      'NoSuchKey',
    );
    expect((await failure(s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })))).name).toBe(
      'NotFound',
    );
  });

  test('ListObjectsV2 pages with continuation tokens, by prefix, in key order', async () => {
    const s3 = client();
    const keys = Array.from({ length: 7 }, (_, i) => `list/${String(i).padStart(2, '0')}.csv`);
    for (const key of [...keys].reverse())
      await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: key }));
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'other/x.csv', Body: 'x' }));

    const first = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'list/', MaxKeys: 3 }));
    expect(first).toMatchObject({
      Name: BUCKET,
      Prefix: 'list/',
      KeyCount: 3,
      MaxKeys: 3,
      IsTruncated: true,
    });
    expect(first.Contents?.map((c) => c.Key)).toEqual(keys.slice(0, 3));
    expect(first.Contents?.[0]).toMatchObject({ Size: (keys[0] ?? '').length, StorageClass: 'STANDARD' });
    expect(first.Contents?.[0]?.LastModified).toBeInstanceOf(Date);
    expect(first.NextContinuationToken).toEqual(expect.any(String));

    // The SDK's own paginator follows NextContinuationToken to the end.
    const pages: string[][] = [];
    for await (const page of paginateListObjectsV2(
      { client: s3, pageSize: 3 },
      { Bucket: BUCKET, Prefix: 'list/' },
    ))
      pages.push((page.Contents ?? []).map((c) => c.Key ?? ''));
    expect(pages).toEqual([keys.slice(0, 3), keys.slice(3, 6), keys.slice(6)]);

    const rolled = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Delimiter: '/' }));
    expect(rolled.CommonPrefixes?.map((p) => p.Prefix)).toEqual(['list/', 'other/']);
    expect(rolled.Contents ?? []).toEqual([]);

    const after = await s3.send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'list/', StartAfter: keys[5] }),
    );
    expect(after.Contents?.map((c) => c.Key)).toEqual([keys[6]]);
    expect(after.IsTruncated).toBe(false);
  });

  test('an unknown access key is refused with InvalidAccessKeyId, a wrong secret with SignatureDoesNotMatch', async () => {
    const unknown = await failure(
      client({ accessKeyId: 'AKIAUNKNOWNKEY000000', secretAccessKey: PAIR.secretAccessKey }).send(
        new PutObjectCommand({ Bucket: BUCKET, Key: 'refused', Body: 'x' }),
      ),
    );
    expect(unknown.name).toBe('InvalidAccessKeyId');
    expect(unknown.$metadata.httpStatusCode).toBe(403);

    const wrongSecret = client({ accessKeyId: PAIR.accessKeyId, secretAccessKey: 'not the secret' });
    for (const command of [
      new PutObjectCommand({ Bucket: BUCKET, Key: 'refused', Body: 'x' }),
      new GetObjectCommand({ Bucket: BUCKET, Key: 'refused' }),
      new ListObjectsV2Command({ Bucket: BUCKET }),
    ]) {
      const error = await failure(wrongSecret.send(command as PutObjectCommand));
      expect(error.name).toBe('SignatureDoesNotMatch');
      expect(error.$metadata.httpStatusCode).toBe(403);
    }
    // Nothing was stored by the refused put.
    const listed = await client().send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'refused' }));
    expect(listed.KeyCount).toBe(0);
  });

  test('a request without a signature is AccessDenied, as S3 answers an anonymous call to a private bucket', async () => {
    const answer = await fetch(`${endpoint}/${BUCKET}?list-type=2`);
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain('<Error><Code>AccessDenied</Code>');
  });
});

describe('checkSignature', () => {
  // AWS's documented example (GET Object, "Example: GET Object" of sig-v4-header-based-auth.html): the key
  // pair, request and signature as AWS publishes them, so the canonical request is checked against a
  // signature nobody here computed.
  test("accepts AWS's published example signature and refuses it altered", () => {
    const credentials = [
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      },
    ];
    const request = (signature: string) => ({
      method: 'GET',
      url: '/test.txt',
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date': '20130524T000000Z',
        authorization:
          'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
          'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
          `Signature=${signature}`,
      },
    });
    const published = 'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41';
    expect(checkSignature(request(published), credentials)).toEqual({ ok: true });
    expect(checkSignature(request(published.replace(/^f/, 'e')), credentials)).toMatchObject({
      ok: false,
      code: 'SignatureDoesNotMatch',
    });
  });
});
