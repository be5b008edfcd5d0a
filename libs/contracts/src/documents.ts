/**
 * Documents: categories, what each accepts, the upload refusal codes and the download file-name rule
 * (decisions 110 and 111). Plain TypeScript on purpose, no zod: the web imports it on its first load.
 */

/**
 * Document categories. WIRE FORMAT: stored on each document and sent in `categories[]` queries; add, never
 * rename. The spec names employee-classes and billing-summary-statement-template; the others follow the tasks
 * of spec section 3 (prior-carrier-certificates, prior-carrier-bills, enrollment-resources, pfml-spd and
 * sunadvisor-spd as plan-document, dental-rollover, deductible-maximum-report, onboarding-forms).
 */
export const DOCUMENT_CATEGORIES = [
  'census',
  'census-template',
  'employee-classes',
  'billing-summary-statement-template',
  'prior-carrier-certificate',
  'prior-carrier-bill',
  'enrollment-resource',
  'plan-document',
  'onboarding-form',
  'signed-eif',
  'deductible-maximum-report',
  'dental-rollover',
  'company-logo',
  'other',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const isDocumentCategory = (value: unknown): value is DocumentCategory =>
  typeof value === 'string' && (DOCUMENT_CATEGORIES as readonly string[]).includes(value);

/**
 * What a file is, decided from its content (never from its name). There is no `zip`, `svg`, `html` or
 * legacy Office kind: no category accepts them (decision 110).
 */
export const FILE_KINDS = ['pdf', 'docx', 'xlsx', 'csv', 'txt', 'png', 'jpeg'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** The content type a stored file of each kind is served with. WIRE FORMAT (download headers). */
export const FILE_KIND_MEDIA_TYPE: Record<FileKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

/** File-name extensions of each kind; the first is the one added when a name lacks one (safeFilename). */
export const FILE_KIND_EXTENSIONS: Record<FileKind, readonly string[]> = {
  pdf: ['pdf'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  csv: ['csv'],
  txt: ['txt'],
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
};

/** How people call each kind, for messages ("This category accepts PDF or Excel (.xlsx) files."). */
export const FILE_KIND_LABELS: Record<FileKind, string> = {
  pdf: 'PDF',
  docx: 'Word (.docx)',
  xlsx: 'Excel (.xlsx)',
  csv: 'CSV',
  txt: 'plain text (.txt)',
  png: 'PNG',
  jpeg: 'JPEG',
};

const MiB = 1024 * 1024;
const DOCUMENT_KINDS = ['pdf', 'docx', 'xlsx', 'png', 'jpeg'] as const satisfies readonly FileKind[];
const DOCUMENT_RULE = { maxBytes: 25 * MiB, types: DOCUMENT_KINDS };

/** Size cap and accepted kinds per category (decision 111). The route caps while streaming; inspection again. */
export const UPLOAD_RULES: Record<DocumentCategory, { maxBytes: number; types: readonly FileKind[] }> = {
  census: { maxBytes: 200 * MiB, types: ['csv', 'xlsx'] },
  'census-template': { maxBytes: 25 * MiB, types: ['xlsx', 'csv'] },
  'employee-classes': DOCUMENT_RULE,
  'billing-summary-statement-template': DOCUMENT_RULE,
  'prior-carrier-certificate': DOCUMENT_RULE,
  'prior-carrier-bill': DOCUMENT_RULE,
  'enrollment-resource': DOCUMENT_RULE,
  'plan-document': { maxBytes: 25 * MiB, types: ['pdf', 'docx'] },
  'onboarding-form': { maxBytes: 25 * MiB, types: ['pdf'] },
  'signed-eif': { maxBytes: 25 * MiB, types: ['pdf'] },
  'deductible-maximum-report': { maxBytes: 25 * MiB, types: ['pdf', 'xlsx', 'csv', 'docx'] },
  'dental-rollover': { maxBytes: 25 * MiB, types: ['pdf', 'xlsx', 'csv', 'docx'] },
  'company-logo': { maxBytes: 5 * MiB, types: ['png', 'jpeg'] },
  other: { maxBytes: 25 * MiB, types: ['pdf', 'docx', 'xlsx', 'csv', 'txt', 'png', 'jpeg'] },
};

/** The largest cap of any category: what the gateway's multipart limit is set to. */
export const UPLOAD_MAX_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));

/**
 * Why an upload is refused. WIRE FORMAT: part of ERROR_CODES (errors.ts), reach the browser; add, never rename.
 * EMBEDDED_SCRIPTS is the spec's (section 8).
 */
export const UPLOAD_ERROR_CODES = {
  EMBEDDED_SCRIPTS: 'EMBEDDED_SCRIPTS',
  FILE_TYPE_NOT_ALLOWED: 'FILE_TYPE_NOT_ALLOWED',
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  FILE_ARCHIVE_UNSAFE: 'FILE_ARCHIVE_UNSAFE',
  FILE_EMPTY: 'FILE_EMPTY',
  FILE_ENCRYPTED: 'FILE_ENCRYPTED',
  FILE_UNREADABLE: 'FILE_UNREADABLE',
} as const;
export type UploadErrorCode = (typeof UPLOAD_ERROR_CODES)[keyof typeof UPLOAD_ERROR_CODES];

/** The default message of each refusal, for the person who uploaded the file. */
export const UPLOAD_ERROR_MESSAGES: Record<UploadErrorCode, string> = {
  EMBEDDED_SCRIPTS: 'This file contains macros or embedded scripts and cannot be uploaded.',
  FILE_TYPE_NOT_ALLOWED: 'This type of file cannot be uploaded here.',
  FILE_TOO_LARGE: 'This file is too large.',
  FILE_ARCHIVE_UNSAFE:
    'This file contains compressed content that is not safe to open (it unpacks to far too much data, has unusual paths or holds other archives).',
  FILE_EMPTY: 'This file is empty.',
  FILE_ENCRYPTED: 'This file is password-protected or encrypted. Remove the protection and upload it again.',
  FILE_UNREADABLE: 'This file is damaged or cannot be checked. Save it again and upload the new copy.',
};

/** "PDF, Word (.docx) or Excel (.xlsx)". */
export function fileKindList(kinds: readonly FileKind[]): string {
  const labels = kinds.map((kind) => FILE_KIND_LABELS[kind]);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
}

/** "This file is too large. The limit is 25 MB." */
export const fileTooLargeMessage = (maxBytes: number): string =>
  `${UPLOAD_ERROR_MESSAGES.FILE_TOO_LARGE} The limit is ${Math.floor(maxBytes / MiB)} MB.`;

/** "This type of file cannot be uploaded here. Upload a PDF or Word (.docx) file." */
export const fileTypeNotAllowedMessage = (allowed: readonly FileKind[]): string =>
  `${UPLOAD_ERROR_MESSAGES.FILE_TYPE_NOT_ALLOWED} Upload a ${fileKindList(allowed)} file.`;

export const SAFE_FILENAME_MAX_LENGTH = 150;
const FALLBACK_FILENAME = 'document';

/* eslint-disable no-control-regex -- control characters are what these remove */
// C0 and C1 controls, bidirectional overrides (U+202E turns "gpj.exe" into "exe.jpg" on screen), the BOM.
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
/* eslint-enable no-control-regex */
// The spec strips slashes, quotes and backslashes; the others are refused by Windows when the file is saved.
const FORBIDDEN = /["'`/\\<>:|?*]/g;
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** Cuts `name` to `max` characters (code points, never half a surrogate pair), keeping its extension. */
function capLength(name: string, max: number): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? Array.from(name.slice(dot)) : [];
  if (ext.length === 0 || ext.length > 16) return chars.slice(0, max).join('');
  const stem = Array.from(name.slice(0, dot));
  return (
    stem
      .slice(0, max - ext.length)
      .join('')
      .replace(/[. ]+$/, '') + ext.join('')
  );
}

/**
 * A file name safe to store and to send in a download header (spec section 5; decision 111): the last path
 * segment only (`/` and `\` both separate), control and bidirectional characters removed, slashes, quotes,
 * backslashes and the characters Windows refuses removed, whitespace collapsed, dots and spaces trimmed at the
 * ends, at most 150 characters with the extension kept, "document" when nothing is left.
 *
 * With `kind` (the kind found in the content), the final extension always matches it: a name whose extension
 * is not one of the kind's gets the kind's extension appended ("report.exe" holding a PDF becomes
 * "report.exe.pdf"), so a dangerous extension is never the last one and the name the user chose stays
 * recognisable.
 */
export function safeFilename(name: string, kind?: FileKind): string {
  const lastSegment = name.split(/[/\\]/).at(-1) ?? '';
  let clean = lastSegment
    .normalize('NFC')
    .replace(INVISIBLE, ' ')
    .replace(FORBIDDEN, '')
    .replace(/\s+/g, ' ')
    .replace(/^[. ]+|[. ]+$/g, '');
  const dot = clean.lastIndexOf('.');
  const stem = dot > 0 ? clean.slice(0, dot) : clean;
  if (WINDOWS_DEVICE.test(stem.trim())) clean = `_${clean}`;
  if (kind) {
    const extensions = FILE_KIND_EXTENSIONS[kind];
    if (!extensions.includes(extensionOf(clean))) {
      clean = `${clean || FALLBACK_FILENAME}.${extensions[0]}`;
    }
  }
  clean = capLength(clean, SAFE_FILENAME_MAX_LENGTH);
  return clean === '' ? FALLBACK_FILENAME : clean;
}

// RFC 8187 attr-char: encodeURIComponent leaves ' ( ) * ! which the header grammar does not allow unencoded.
const encodeRfc8187 = (value: string): string =>
  encodeURIComponent(value).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The Content-Disposition of every download (spec section 5): `attachment; filename="<ASCII>";
 * filename*=UTF-8''<encoded>`. The name goes through safeFilename first; the ASCII fallback, for old clients,
 * drops accents and writes other non-ASCII characters as `_`.
 */
export function contentDisposition(filename: string): string {
  const safe = safeFilename(filename);
  const ascii = safe
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/gu, '_')
    .replace(/%/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc8187(safe)}`;
}
