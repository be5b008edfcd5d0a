import { randomUUID } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import {
  contentDisposition,
  DOCUMENT_CATEGORIES,
  UPLOAD_MAX_BYTES,
  UPLOAD_RULES,
  type DocumentCategory,
  type StagedFile,
  type StoredFileRef,
} from '@onboard/contracts';
import { DomainError } from '@onboard/server-kit';
import { FileNotFoundError, type FileStorage } from '@onboard/server-kit/storage';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Files through the gateway (decision 116). The bus carries questions and answers, never file contents: an
 * upload's file part streams into storage under a staging key, and the service is told the key; a download's
 * answer names a stored key, and the gateway streams it out. Nothing holds a whole file in memory.
 */

/** DI token of the gateway's FileStorage (the documents service's, shared). */
export const GATEWAY_FILE_STORAGE = Symbol('GATEWAY_FILE_STORAGE');

/** Text fields an upload form may carry beside its file; more than this is not a form of ours. */
const MAX_FIELDS = 10;
const MAX_FIELD_BYTES = 1000;

/** Counts bytes and fails the stream once they pass `max` (the category's cap, or the largest of all). */
class ByteCap extends Transform {
  bytes = 0;
  constructor(private readonly max: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.max) callback(new FileTooLargeError(this.max));
    else callback(null, chunk);
  }
}

class FileTooLargeError extends Error {
  constructor(readonly max: number) {
    super(`The file is larger than ${Math.round(max / 1024 / 1024)} MB`);
    this.name = 'FileTooLargeError';
  }
}

/**
 * What a multipart form adds around its file: boundaries, part headers (a file name up to a few KB) and the
 * text fields. A Content-Length above a cap plus this cannot be a file within the cap.
 */
const FORM_OVERHEAD_BYTES = 64 * 1024 + MAX_FIELDS * MAX_FIELD_BYTES;

/** A header value as plain text: control characters removed, cut to `max`. */
const plainText = (value: string | undefined, max: number): string =>
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  (value ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, max);

const isCategory = (value: string | undefined): value is DocumentCategory =>
  (DOCUMENT_CATEGORIES as readonly string[]).includes(value ?? '');

/** The cap for a form whose `category` field came before its file (the web sends it first). */
export function uploadCapOf(fields: Record<string, string>): number {
  return isCategory(fields.category) ? UPLOAD_RULES[fields.category].maxBytes : UPLOAD_MAX_BYTES;
}

/**
 * Reads a multipart form: its text fields, and its one `file` part streamed into storage under
 * `staging/<uuid>`. A form with no file, two files or a file under another name is a field error; a file over
 * the cap is PAYLOAD_TOO_LARGE with nothing left in storage. The caller drops the staged file when the service
 * refuses it or cannot be reached (the service moves a file it keeps).
 */
export async function receiveUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  routeMaxBytes?: number,
): Promise<{ fields: Record<string, string>; file: StagedFile }> {
  if (!request.isMultipart()) {
    throw DomainError.validation([{ path: 'body.file', message: 'Send the file as multipart/form-data' }]);
  }
  // Refused before a byte of the body is read: a declared length no file of this route could fit in (the
  // category travels inside the body, so its own cap is judged as the file streams, below).
  const declared = Number(request.headers['content-length']);
  const routeCap = routeMaxBytes ?? UPLOAD_MAX_BYTES;
  if (Number.isFinite(declared) && declared > routeCap + FORM_OVERHEAD_BYTES) {
    throw tooLarge(reply, new FileTooLargeError(routeCap));
  }
  const fields: Record<string, string> = {};
  let file: StagedFile | undefined;
  try {
    const parts = request.parts({
      limits: {
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        files: 1,
        fileSize: Math.max(UPLOAD_MAX_BYTES, routeMaxBytes ?? 0) + 1,
        parts: MAX_FIELDS + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        throw DomainError.validation([{ path: 'body.file', message: 'Send one file, in the field "file"' }]);
      }
      const key = `staging/${randomUUID()}`;
      const cap = new ByteCap(routeMaxBytes ?? uploadCapOf(fields));
      part.file.on('error', (error) => cap.destroy(error));
      const stored = await storage.put(key, part.file.pipe(cap), 'application/octet-stream');
      file = {
        key,
        // The browser's name, without control characters (the service makes it safe: decision 111).
        fileName: plainText(part.filename, 1000) || 'document',
        size: stored.size,
        sha256: stored.sha256,
        declaredType: plainText(part.mimetype, 200) || 'application/octet-stream',
      };
    }
  } catch (error) {
    if (file) await storage.delete(file.key).catch(() => undefined);
    if (error instanceof FileTooLargeError) throw tooLarge(reply, error);
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('FST_')) {
      // @fastify/multipart's own refusals (too many parts, fields too long, a malformed body).
      throw DomainError.validation([{ path: 'body.file', message: 'The upload form is not valid' }]);
    }
    throw error;
  }
  if (!file) throw DomainError.validation([{ path: 'body.file', message: 'Choose a file to upload' }]);
  return { fields, file };
}

/**
 * PAYLOAD_TOO_LARGE, answered with `Connection: close`: Node closes the socket once the answer is written,
 * so the client stops sending at once instead of the server reading (and dropping) the rest of the body
 * before the client sees the answer (decision 191).
 */
function tooLarge(reply: FastifyReply, error: FileTooLargeError): DomainError {
  void reply.header('connection', 'close');
  return new DomainError('PAYLOAD_TOO_LARGE', error.message, [{ path: 'body.file', message: error.message }]);
}

/**
 * Streams a stored file as an attachment (spec §5: content type, and a content disposition whose file name has
 * no slashes, quotes or backslashes). A key the storage does not have is a 404, not a 500.
 */
export async function sendStored(
  reply: FastifyReply,
  storage: FileStorage,
  file: StoredFileRef,
): Promise<FastifyReply> {
  let download;
  try {
    download = await storage.get(file.key);
  } catch (error) {
    if (error instanceof FileNotFoundError) throw DomainError.notFound('File');
    throw error;
  }
  return reply
    .header('content-type', file.contentType)
    .header('content-length', download.size)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .send(download.body);
}
