// PLACEHOLDER: replaced by the inspection branch (decision 110).
import { UPLOAD_RULES, type DocumentCategory, type FileKind } from '@onboard/contracts';

export type InspectResult =
  | { ok: true; kind: FileKind; contentType: string; filename: string }
  | { ok: false; code: string; message: string };

export async function inspectUpload(
  _path: string,
  input: { filename: string; category: DocumentCategory; size: number },
): Promise<InspectResult> {
  if (input.size === 0) return { ok: false, code: 'FILE_EMPTY', message: 'The file is empty.' };
  if (input.size > UPLOAD_RULES[input.category].maxBytes)
    return { ok: false, code: 'FILE_TOO_LARGE', message: 'The file is too large.' };
  return { ok: true, kind: 'pdf', contentType: 'application/pdf', filename: input.filename };
}
