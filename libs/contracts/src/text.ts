import { z } from 'zod';
import { FIELD_MESSAGES } from './field-messages.js';
import { msg } from './messages.js';

/**
 * Text as people type it, and nothing PostgreSQL refuses. Every string an input schema accepts is built
 * from `text()` (or is a uuid, an e-mail format or an enum), so a NUL byte or another C0 control character
 * is answered with a field error where it arrives instead of a 500 from the database (decision 024).
 *
 * Single-line text (names, e-mails, search, ids, passwords) refuses every C0 control character (U+0000 to
 * U+001F) and DEL; multi-line text (free answers) keeps tab, line feed and carriage return. Both refuse an
 * unpaired UTF-16 surrogate (`"\ud800"` in JSON): no character at all, which PostgreSQL's JSON parser
 * refuses (a 500) and its text columns would store as U+FFFD. A paired one (an emoji) is one code point in
 * these `u` patterns, so it passes.
 */
export const TEXT_MESSAGES = {
  singleLine: FIELD_MESSAGES.textSingleLine,
  multiLine: FIELD_MESSAGES.textMultiLine,
} as const;

// eslint-disable-next-line no-control-regex -- control characters are what these patterns are about
const SINGLE_LINE = /^[^\u0000-\u001F\u007F\uD800-\uDFFF]*$/u;
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF]*$/u;

/** The checks themselves, exported so a test can tell a schema built from `text()` from a bare string. */
export const SINGLE_LINE_TEXT = z.regex(SINGLE_LINE, { message: msg('textSingleLine') });
export const MULTI_LINE_TEXT = z.regex(MULTI_LINE, { message: msg('textMultiLine') });

/** True when a string holds a NUL byte (PostgreSQL text and jsonb cannot store it). */
export const hasNul = (value: string): boolean => value.includes('\u0000');

/**
 * True when PostgreSQL cannot store a string as sent: a NUL byte, or an unpaired UTF-16 surrogate (not
 * well-formed Unicode: jsonb refuses it, text would keep U+FFFD in its place).
 */
export const unstorable = (value: string): boolean => hasNul(value) || !value.isWellFormed();

/**
 * A string schema for input. `trim` trims before the check, so a pasted value's trailing line break is
 * dropped, not refused; chain `.min()`, `.max()`, `.regex()` … after it as on `z.string()`.
 */
export function text(options: { trim?: boolean; multiLine?: boolean; error?: string } = {}): z.ZodString {
  const base = options.error ? z.string({ error: options.error }) : z.string();
  return (options.trim ? base.trim() : base).check(options.multiLine ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT);
}

type Def = {
  type: string;
  format?: string;
  checks?: unknown[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
};
const SAFE_FORMATS = new Set(['uuid', 'guid', 'email']);
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Where a schema accepts a string that is not built from `text()` (nor a uuid or e-mail format), or accepts
 * anything at all: the places a NUL byte could pass. For tests: `[]` means every string is checked.
 */
export function uncheckedStrings(schema: z.ZodType, path = '(root)', seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const at = (child: z.ZodType | null | undefined, step: string): string[] =>
    child ? uncheckedStrings(child, `${path}.${step}`, seen) : [];
  switch (def.type) {
    case 'string': {
      const checks = def.checks ?? [];
      const formats = checks.map((c) => (c as { _zod: { def: { format?: string } } })._zod.def.format);
      const safe =
        checks.includes(SINGLE_LINE_TEXT) ||
        checks.includes(MULTI_LINE_TEXT) ||
        SAFE_FORMATS.has(def.format ?? '') ||
        formats.some((f) => SAFE_FORMATS.has(f ?? ''));
      return safe ? [] : [path];
    }
    case 'unknown':
    case 'any':
      return [path];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) => at(child, key));
    case 'array':
      return at(def.element, '[]');
    case 'record':
      return [...at(def.keyType, '(key)'), ...at(def.valueType, '(value)')];
    case 'union':
      return (def.options ?? []).flatMap((option, i) => at(option, `(${i})`));
    case 'intersection':
      return [...at(def.left, '(left)'), ...at(def.right, '(right)')];
    case 'tuple':
      return [...(def.items ?? []).flatMap((item, i) => at(item, String(i))), ...at(def.rest, '(rest)')];
    case 'pipe':
      return [...at(def.in, '(in)'), ...at(def.out, '(out)')];
    case 'lazy':
      return def.getter ? at(def.getter(), '(lazy)') : [];
    default:
      // optional, nullable, default, readonly, catch …: look inside; enums, numbers, booleans: nothing to check.
      return def.innerType ? uncheckedStrings(def.innerType, path, seen) : [];
  }
}
