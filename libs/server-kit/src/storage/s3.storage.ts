import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
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

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** Unset for AWS itself; the address of any other S3-compatible store (or the stand-in). */
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (environment, web identity in k8s, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Multipart part size; S3's minimum is 5 MiB. Memory held per upload is about partSize × (queueSize + 1). */
  partSize?: number;
  queueSize?: number;
};

const MIB = 1024 * 1024;

const notFound = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * Files as objects of one bucket of S3-compatible storage. Uploads go through lib-storage's `Upload`: the
 * stream is cut into parts of `partSize` sent as a multipart upload (one PutObject when the whole file fits
 * in one part), so memory holds a few parts, never the file; a failed stream aborts the multipart upload, so
 * no object appears. Downloads stream the GetObject body.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's default
      // trailing checksums (aws-chunked bodies); integrity is checked by our own SHA-256 of every upload.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable, contentType: string): Promise<StoredFile> {
    assertValidKey(key);
    const measure = new MeasuringStream();
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.options.bucket, Key: key, Body: measure, ContentType: contentType },
      partSize: this.options.partSize ?? 5 * MIB,
      queueSize: this.options.queueSize ?? 1,
      leavePartsOnError: false,
    });
    const piping = pipeline(body, measure);
    try {
      await Promise.all([upload.done(), piping]);
    } catch (error) {
      // Whichever side failed first, stop the other: the source, and the upload (which aborts its parts).
      measure.destroy();
      body.destroy();
      await upload.abort().catch(() => undefined);
      await piping.catch(() => undefined);
      throw error;
    }
    return measure.result();
  }

  async get(key: string): Promise<FileDownload> {
    assertValidKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      if (!(out.Body instanceof Readable)) throw new Error('GetObject answered without a Node stream body');
      return {
        body: out.Body,
        size: out.ContentLength ?? 0,
        contentType: out.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (notFound(error)) throw new FileNotFoundError(key);
      throw error;
    }
  }

  async stat(key: string): Promise<FileStat | undefined> {
    assertValidKey(key);
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return { size: out.ContentLength ?? 0, contentType: out.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== undefined;
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    // S3 answers 204 whether or not the key held an object: idempotent as the interface asks.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
