import yauzl from 'yauzl';
import { NeedleScanner } from './needle-scanner.js';

/** Limits of a zip container (xlsx, docx); decision 110. */
export const ZIP_LIMITS = {
  maxEntries: 10_000,
  /** Total bytes all entries may inflate to: the smaller of 1 GiB and 100× the file, but never under 64 MiB. */
  maxTotalBytes: (fileBytes: number) => Math.min(1024 ** 3, Math.max(64 * 1024 ** 2, 100 * fileBytes)),
  /** Inflated/compressed ratio one entry may reach once it has inflated more than `ratioFloorBytes`. */
  maxEntryRatio: 200,
  ratioFloorBytes: 1024 * 1024,
} as const;

export type ZipVerdict =
  | { ok: true; entries: number; inflatedBytes: number }
  | { ok: false; problem: 'scripts' | 'unsafe' | 'encrypted' | 'unreadable'; reason: string };

// Office parts that hold macros, ActiveX controls or embedded OLE objects (files inside the file).
const SCRIPT_NAME = /(^|\/)(vbaproject\.bin|vbaprojectsignature\.bin|vbadata\.xml)$/;
const SCRIPT_FOLDER = /(^|\/)(macrosheets|dialogsheets|activex|embeddings)\//;
const SCRIPT_CONTENT_TYPES = ['macroenabled', 'vbaproject', 'ms-office.activex', 'ms-excel.intl.macrosheet'];
const NESTED_ARCHIVE_NAME =
  /\.(zip|zipx|jar|war|ear|apk|aar|7z|rar|gz|tgz|bz2|tbz2|xz|txz|zst|lz|lzma|tar|cab|iso|dmg|vhd|vhdx|wim|arj|lzh|z)$/;
// Local header of a zip, gzip, 7z, rar, xz, bzip2 and zstd, seen at the start of an entry's bytes.
const ARCHIVE_MAGIC = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x1f, 0x8b],
  [0x37, 0x7a, 0xbc, 0xaf],
  [0x52, 0x61, 0x72, 0x21],
  [0xfd, 0x37, 0x7a, 0x58],
  [0x42, 0x5a, 0x68],
  [0x28, 0xb5, 0x2f, 0xfd],
];
const UNICODE_PATH_EXTRA_FIELD = 0x7075;

/** Why a zip entry name is unsafe, or undefined. Names are compared as extractors would write them. */
export function unsafeEntryName(name: string): string | undefined {
  if (name.length === 0) return 'an entry without a name';
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (/[\u0000-\u001f]/.test(name)) return 'a name with control characters';
  if (name.includes('\\')) return 'a name with a backslash';
  if (name.startsWith('/')) return 'an absolute path';
  if (/^[a-zA-Z]:/.test(name)) return 'a drive letter';
  if (name.split('/').some((segment) => segment === '..')) return 'a name with ".."';
  return undefined;
}

const nameOf = (entry: yauzl.Entry): string[] => {
  // decodeStrings is off (yauzl would stop at the first bad name with its own message): decode here, and also
  // read Info-ZIP's Unicode path field, which some extractors prefer to the header's name.
  const raw = entry.fileNameRaw;
  const names = [raw.toString(entry.generalPurposeBitFlag & 0x800 ? 'utf8' : 'latin1')];
  for (const field of entry.extraFields) {
    if (field.id === UNICODE_PATH_EXTRA_FIELD && field.data.length > 5)
      names.push(field.data.subarray(5).toString('utf8'));
  }
  return names;
};

const openZip = (path: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(
      path,
      { lazyEntries: true, validateEntrySizes: true, decodeStrings: false, autoClose: false },
      (err, zip) => (err ? reject(err) : resolve(zip)),
    ),
  );

const openEntry = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<NodeJS.ReadableStream & { destroy(): void }>((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) => (err ? reject(err) : resolve(stream))),
  );

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/**
 * Walks every entry of a zip container by its central directory and inflates each through a counter (sizes in
 * headers are not trusted), stopping at the first problem: more than 10,000 entries, an unsafe or duplicate
 * name, a nested archive, macros/ActiveX/embedded objects, an encrypted entry, or more inflated bytes than the
 * limits allow.
 */
export async function inspectZip(path: string, fileBytes: number): Promise<ZipVerdict> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(path);
  } catch (error) {
    return { ok: false, problem: 'unreadable', reason: `not a readable zip: ${(error as Error).message}` };
  }
  let zipError: Error | undefined;
  zip.on('error', (error: Error) => (zipError = error));
  try {
    return await walk(zip, fileBytes, () => zipError);
  } finally {
    zip.close();
  }
}

async function walk(
  zip: yauzl.ZipFile,
  fileBytes: number,
  failure: () => Error | undefined,
): Promise<ZipVerdict> {
  if (zip.entryCount > ZIP_LIMITS.maxEntries) {
    return {
      ok: false,
      problem: 'unsafe',
      reason: `${zip.entryCount} entries (limit ${ZIP_LIMITS.maxEntries})`,
    };
  }
  const maxTotal = ZIP_LIMITS.maxTotalBytes(fileBytes);
  const seen = new Set<string>();
  let total = 0;
  let entries = 0;
  for (;;) {
    const entry = await new Promise<yauzl.Entry | undefined>((resolve, reject) => {
      const onEntry = (e: yauzl.Entry) => settle(() => resolve(e));
      const onEnd = () => settle(() => resolve(undefined));
      const onError = (error: Error) => settle(() => reject(error));
      const settle = (then: () => void) => {
        zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
        then();
      };
      zip.once('entry', onEntry).once('end', onEnd).once('error', onError);
      zip.readEntry();
    }).catch((error: Error) => error);
    if (entry instanceof Error) return { ok: false, problem: 'unreadable', reason: entry.message };
    if (!entry) break;
    entries++;
    const names = nameOf(entry);
    for (const name of names) {
      const unsafe = unsafeEntryName(name);
      if (unsafe) return { ok: false, problem: 'unsafe', reason: `${unsafe}: ${JSON.stringify(name)}` };
    }
    const name = (names[0] ?? '').toLowerCase();
    // Office part names are case-insensitive; two spellings of one part are a duplicate too.
    if (seen.has(name))
      return { ok: false, problem: 'unsafe', reason: `a duplicate name: ${JSON.stringify(name)}` };
    seen.add(name);
    if (SCRIPT_NAME.test(name) || SCRIPT_FOLDER.test(name)) {
      return { ok: false, problem: 'scripts', reason: `a macro, ActiveX or embedded-object part: ${name}` };
    }
    if (NESTED_ARCHIVE_NAME.test(name))
      return { ok: false, problem: 'unsafe', reason: `a nested archive: ${name}` };
    if (name.endsWith('/')) continue; // a folder
    if (entry.isEncrypted())
      return { ok: false, problem: 'encrypted', reason: `an encrypted entry: ${name}` };
    if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
      return {
        ok: false,
        problem: 'unreadable',
        reason: `compression method ${entry.compressionMethod}: ${name}`,
      };
    }
    const contentTypes =
      name === '[content_types].xml' ? new NeedleScanner(SCRIPT_CONTENT_TYPES, true) : undefined;
    let stream: Awaited<ReturnType<typeof openEntry>>;
    try {
      stream = await openEntry(zip, entry);
    } catch (error) {
      return { ok: false, problem: 'unreadable', reason: (error as Error).message };
    }
    let entryBytes = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        if (entryBytes === 0 && ARCHIVE_MAGIC.some((magic) => startsWith(chunk, magic))) {
          return { ok: false, problem: 'unsafe', reason: `a nested archive: ${name}` };
        }
        entryBytes += chunk.length;
        total += chunk.length;
        if (total > maxTotal) {
          return { ok: false, problem: 'unsafe', reason: `inflates to more than ${maxTotal} bytes` };
        }
        if (
          entryBytes > ZIP_LIMITS.ratioFloorBytes &&
          entryBytes > ZIP_LIMITS.maxEntryRatio * Math.max(1, entry.compressedSize)
        ) {
          return {
            ok: false,
            problem: 'unsafe',
            reason: `${name} inflates more than ${ZIP_LIMITS.maxEntryRatio}×`,
          };
        }
        const found = contentTypes?.feed(chunk);
        if (found) return { ok: false, problem: 'scripts', reason: `[Content_Types].xml names ${found}` };
      }
    } catch (error) {
      const message = (error as Error).message;
      // yauzl's validateEntrySizes: the entry holds more (or fewer) bytes than its header says.
      if (/bytes in the stream/.test(message))
        return { ok: false, problem: 'unsafe', reason: `${name}: ${message}` };
      return { ok: false, problem: 'unreadable', reason: `${name}: ${message}` };
    } finally {
      stream.destroy();
    }
    const error = failure();
    if (error) return { ok: false, problem: 'unreadable', reason: error.message };
  }
  return { ok: true, entries, inflatedBytes: total };
}
