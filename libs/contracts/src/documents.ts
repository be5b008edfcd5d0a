/**
 * Document categories and upload rules (decision 111). Plain TypeScript (no zod): the web reads it anywhere.
 * PLACEHOLDER until the inspection branch lands its full version (same names).
 */
export const DOCUMENT_CATEGORIES = [
  'census',
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

export const FILE_KINDS = ['pdf', 'csv', 'xlsx', 'docx', 'png', 'jpeg', 'txt'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

const MIB = 1024 * 1024;
export const UPLOAD_MAX_BYTES = 200 * MIB;
export const UPLOAD_RULES: Record<DocumentCategory, { maxBytes: number; types: readonly FileKind[] }> =
  Object.fromEntries(
    DOCUMENT_CATEGORIES.map((c) => [
      c,
      c === 'census'
        ? { maxBytes: UPLOAD_MAX_BYTES, types: ['csv', 'xlsx'] }
        : { maxBytes: 25 * MIB, types: ['pdf', 'csv', 'xlsx', 'docx', 'png', 'jpeg', 'txt'] },
    ]),
  ) as unknown as Record<DocumentCategory, { maxBytes: number; types: readonly FileKind[] }>;

/** `attachment; filename="…"` with slashes, quotes and backslashes stripped (spec §5), and the RFC 5987 form. */
export function contentDisposition(filename: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const plain = filename.replace(/[/\\"'\r\n\u0000-\u001f]/g, '').replace(/[^\x20-\x7e]/g, '_') || 'document';
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(filename.replace(/[/\\"']/g, ''))}`;
}

/** A file name made safe (decision 111): the base name only, no control characters, slashes or quotes. */
export function safeFilename(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f"'`]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(-150);
  return clean || 'document';
}
