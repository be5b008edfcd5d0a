import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import {
  FILE_KIND_MEDIA_TYPE,
  fileTooLargeMessage,
  fileTypeNotAllowedMessage,
  safeFilename,
  UPLOAD_ERROR_MESSAGES,
  UPLOAD_RULES,
  type DocumentCategory,
  type FileKind,
  type UploadErrorCode,
} from '@onboard/contracts';
import { NeedleScanner } from './needle-scanner.js';
import { PdfScanner } from './pdf-scan.js';
import { inspectZip } from './zip-inspection.js';

export type InspectInput = { filename: string; category: DocumentCategory; size: number };

export type InspectResult =
  | { ok: true; kind: FileKind; contentType: string; filename: string }
  | {
      ok: false;
      code: UploadErrorCode;
      /** For the person who uploaded the file. */
      message: string;
      /** For the log: what exactly was found (an entry name, a PDF name, a limit). Never shown to users. */
      detail?: string;
    };

type Refusal = Extract<InspectResult, { ok: false }>;
const refuse = (code: UploadErrorCode, detail?: string, message = UPLOAD_ERROR_MESSAGES[code]): Refusal => ({
  ok: false,
  code,
  message,
  ...(detail ? { detail } : {}),
});

/** file-type's answers that are a kind we may accept. Anything else (exe, elf, html, xml, zip …) is refused. */
const KIND_OF_DETECTED: Readonly<Record<string, FileKind>> = {
  pdf: 'pdf',
  png: 'png',
  apng: 'png',
  jpg: 'jpeg',
  xlsx: 'xlsx',
  docx: 'docx',
};
/** Macro-enabled Office formats, refused in every category (spec section 8's EMBEDDED_SCRIPTS). */
const MACRO_ENABLED = new Set([
  'xlsm',
  'xltm',
  'xlam',
  'docm',
  'dotm',
  'pptm',
  'potm',
  'ppsm',
  'ppam',
  'sldm',
]);
/** Text kinds have no magic number: a text file is one of these only by its name and valid UTF-8 content. */
const TEXT_KIND_OF_EXTENSION: Readonly<Record<string, FileKind>> = { csv: 'csv', txt: 'txt' };
/** Markup that a browser would run or render, refused in text files (the name check is case-insensitive). */
export const TEXT_SCRIPT_MARKERS = [
  '<script',
  '<html',
  '<!doctype',
  '<?php',
  '<svg',
  '<iframe',
  '<object',
  '<embed',
  '<body',
  '<meta',
];
// "EncryptedPackage", the stream an encrypted OOXML file keeps in its OLE container, in UTF-16LE.
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le').toString('latin1');

const READ_CHUNK = 1024 * 1024;
const NOT_TEXT_MESSAGE =
  'This file is not a text file in UTF-8. In Excel, save it as "CSV UTF-8 (Comma delimited)" and upload it again.';

/**
 * Decides whether an uploaded file (already on local disk at `path`) may be stored under `input.category`
 * (decision 110). The type comes from the content, never the name; every check streams the file, so memory
 * stays bounded whatever its size. Resolves a refusal with a user-readable message, never throws for a bad
 * file (only for an unreadable path).
 */
export async function inspectUpload(path: string, input: InspectInput): Promise<InspectResult> {
  const rule = UPLOAD_RULES[input.category];
  const size = Math.max(input.size, (await stat(path)).size);
  if (size === 0) return refuse('FILE_EMPTY');
  if (size > rule.maxBytes)
    return refuse('FILE_TOO_LARGE', `${size} bytes`, fileTooLargeMessage(rule.maxBytes));

  const detected = await fileTypeFromFile(path);
  let kind: FileKind | undefined;
  if (detected) {
    if (MACRO_ENABLED.has(detected.ext)) return refuse('EMBEDDED_SCRIPTS', `macro-enabled ${detected.ext}`);
    if (detected.ext === 'cfb') return inspectOleContainer(path);
    kind = KIND_OF_DETECTED[detected.ext];
    if (!kind)
      return refuse(
        'FILE_TYPE_NOT_ALLOWED',
        `content is ${detected.ext}`,
        fileTypeNotAllowedMessage(rule.types),
      );
  } else {
    const extension = input.filename.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
    kind = TEXT_KIND_OF_EXTENSION[extension];
    if (!kind)
      return refuse('FILE_TYPE_NOT_ALLOWED', 'unknown content', fileTypeNotAllowedMessage(rule.types));
  }
  if (!rule.types.includes(kind)) {
    return refuse('FILE_TYPE_NOT_ALLOWED', `content is ${kind}`, fileTypeNotAllowedMessage(rule.types));
  }

  const refusal = await inspectContent(path, kind, size);
  if (refusal) return refusal;
  return {
    ok: true,
    kind,
    contentType: FILE_KIND_MEDIA_TYPE[kind],
    filename: safeFilename(input.filename, kind),
  };
}

async function inspectContent(path: string, kind: FileKind, size: number): Promise<Refusal | undefined> {
  switch (kind) {
    case 'xlsx':
    case 'docx': {
      const verdict = await inspectZip(path, size);
      if (verdict.ok) return undefined;
      const code = (
        {
          scripts: 'EMBEDDED_SCRIPTS',
          unsafe: 'FILE_ARCHIVE_UNSAFE',
          encrypted: 'FILE_ENCRYPTED',
          unreadable: 'FILE_UNREADABLE',
        } as const
      )[verdict.problem];
      return refuse(code, verdict.reason);
    }
    case 'pdf':
      return inspectPdf(path);
    case 'csv':
    case 'txt':
      return inspectText(path);
    case 'png':
    case 'jpeg':
      // Served as attachments with their declared type and nosniff; nothing in them runs.
      return undefined;
    default: {
      const unhandled: never = kind;
      throw new Error(`No inspection for ${String(unhandled)}`);
    }
  }
}

/** Reads the file in chunks; `onChunk` returns true to stop early (the stream is destroyed). */
async function eachChunk(path: string, onChunk: (chunk: Buffer) => boolean): Promise<void> {
  const stream = createReadStream(path, { highWaterMark: READ_CHUNK });
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) if (onChunk(chunk)) return;
  } finally {
    stream.destroy();
  }
}

async function inspectPdf(path: string): Promise<Refusal | undefined> {
  const scanner = new PdfScanner();
  await eachChunk(path, (chunk) => {
    scanner.feed(chunk);
    return scanner.decided;
  });
  const findings = scanner.end();
  const dangerous = findings.find((f) => f.kind === 'dangerous');
  if (dangerous) return refuse('EMBEDDED_SCRIPTS', `PDF name /${dangerous.name}`);
  if (findings.some((f) => f.kind === 'bomb'))
    return refuse('FILE_ARCHIVE_UNSAFE', 'PDF object stream inflates too much');
  if (findings.some((f) => f.kind === 'encrypted')) return refuse('FILE_ENCRYPTED', 'PDF with /Encrypt');
  const unreadable = findings.find((f) => f.kind === 'unreadable');
  if (unreadable) return refuse('FILE_UNREADABLE', unreadable.reason);
  return undefined;
}

/**
 * A text file must be UTF-8 (a BOM is fine) with no NUL byte and no markup a browser would run. Excel's
 * plain "CSV" is Windows-1252: refused with a message that names the "CSV UTF-8" format to save as.
 */
async function inspectText(path: string): Promise<Refusal | undefined> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const markers = new NeedleScanner(TEXT_SCRIPT_MARKERS, true);
  let refusal: Refusal | undefined;
  await eachChunk(path, (chunk) => {
    if (chunk.includes(0))
      refusal = refuse('FILE_TYPE_NOT_ALLOWED', 'NUL byte in a text file', NOT_TEXT_MESSAGE);
    else {
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        refusal = refuse('FILE_TYPE_NOT_ALLOWED', 'text is not UTF-8', NOT_TEXT_MESSAGE);
        return true;
      }
      const marker = markers.feed(chunk);
      if (marker) refusal = refuse('EMBEDDED_SCRIPTS', `text contains ${marker}`);
    }
    return refusal !== undefined;
  });
  if (refusal) return refusal;
  try {
    decoder.decode();
  } catch {
    return refuse('FILE_TYPE_NOT_ALLOWED', 'text ends inside a UTF-8 character', NOT_TEXT_MESSAGE);
  }
  return undefined;
}

/**
 * An OLE compound file: a password-protected .xlsx/.docx (it holds an EncryptedPackage stream) or a legacy
 * .xls/.doc, which may carry macros we do not parse: both refused (decision 110).
 */
async function inspectOleContainer(path: string): Promise<Refusal> {
  const scanner = new NeedleScanner([ENCRYPTED_PACKAGE]);
  let encrypted = false;
  await eachChunk(path, (chunk) => (encrypted = scanner.feed(chunk) !== undefined));
  return encrypted
    ? refuse('FILE_ENCRYPTED', 'encrypted Office file (OLE EncryptedPackage)')
    : refuse(
        'FILE_TYPE_NOT_ALLOWED',
        'legacy Office file (OLE)',
        'Older Office files (.xls, .doc) cannot be uploaded. Save the file as .xlsx or .docx and upload it again.',
      );
}
