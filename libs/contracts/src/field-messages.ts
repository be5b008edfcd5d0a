// No zod here: the web's first page imports these (to translate messages) and must not pull zod in.

/**
 * Field messages for people (WIRE FORMAT: they reach the browser in `errors[{path, message}]`, and the web
 * finds its translation by matching them against these templates, so change a template together with the
 * web's `fieldMessages` namespace).
 *
 * zod's own texts ("Too big: expected string to have <=255 characters") are written for programmers. Every
 * schema check that has no message of its own gets one of these instead, with its limit in words; checks that
 * carry the spec's texts ("Zip code needs to be in the format ##### or #####-####") keep them, because a
 * schema's own message always wins over this map.
 */
export const FIELD_MESSAGES = {
  required: 'Please provide a response',
  text: 'Please enter text',
  number: 'Please enter a number',
  wholeNumber: 'Please enter a whole number',
  yesOrNo: 'Please choose yes or no',
  list: 'Please provide a list',
  value: 'Please provide a valid value',
  option: 'Please choose one of the options',
  textTooLong: 'Please enter at most {{max}} characters',
  textTooShort: 'Please enter at least {{min}} characters',
  numberTooBig: 'Please enter a number no greater than {{max}}',
  numberTooBigExclusive: 'Please enter a number less than {{max}}',
  numberTooSmall: 'Please enter a number no less than {{min}}',
  numberTooSmallExclusive: 'Please enter a number greater than {{min}}',
  tooManyItems: 'Please choose at most {{max}} items',
  atLeastOneItem: 'Please choose at least one item',
  tooFewItems: 'Please choose at least {{min}} items',
  multipleOf: 'Please enter a multiple of {{divisor}}',
  format: 'Please use the expected format',
  email: 'Please enter a valid email address',
  id: 'Please enter a valid id',
  date: 'Please enter a valid date',
  webAddress: 'Please enter a valid web address',
  unknownFields: 'These fields are not accepted here: {{keys}}',
} as const;
export type FieldMessageKey = keyof typeof FIELD_MESSAGES;
export type FieldMessageValues = Readonly<Record<string, string | number>>;

/** Numbers in messages are written the English way (10,000,000); the web formats them for its language. */
const numberInWords = (value: number | bigint): string =>
  typeof value === 'bigint' ? value.toLocaleString('en-US') : value.toLocaleString('en-US');

/** A template with its placeholders filled in. */
export function fieldMessage(key: FieldMessageKey, values: FieldMessageValues = {}): string {
  return FIELD_MESSAGES[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) return `{{${name}}}`;
    return typeof value === 'number' ? numberInWords(value) : value;
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each template as a pattern whose groups capture its placeholders, in order. */
const PATTERNS: ReadonlyArray<{ key: FieldMessageKey; names: string[]; pattern: RegExp }> = (
  Object.entries(FIELD_MESSAGES) as Array<[FieldMessageKey, string]>
).map(([key, template]) => {
  const names: string[] = [];
  const source = template
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const placeholder = /^\{\{(\w+)\}\}$/.exec(part);
      if (!placeholder?.[1]) return escapeRegExp(part);
      names.push(placeholder[1]);
      return '(.+?)';
    })
    .join('');
  return { key, names, pattern: new RegExp(`^${source}$`) };
});

/**
 * The template a message was made from, with its values (numbers back as numbers), or undefined. The web
 * uses it to show a server's or a schema's message in the user's language.
 */
export function matchFieldMessage(
  message: string,
): { key: FieldMessageKey; values: Record<string, string | number> } | undefined {
  for (const { key, names, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values: Record<string, string | number> = {};
    names.forEach((name, index) => {
      const raw = match[index + 1] ?? '';
      values[name] = /^-?[\d,]+(\.\d+)?$/.test(raw) ? Number(raw.replace(/,/g, '')) : raw;
    });
    return { key, values };
  }
  return undefined;
}

/**
 * The messages schemas carry of their own (the spec's texts and a few written for one check). With
 * FIELD_MESSAGES they are every message a schema of the contracts gives; the web translates each of them, and
 * `validation-messages.spec.ts` fails on a message that is in neither list.
 */
export const SCHEMA_MESSAGES = [
  'Please provide a response',
  'Please enter email address no longer than 191 characters',
  'Please enter a valid email address',
  'Please enter a valid phone number',
  'Enter the 6-digit code from your authenticator app',
  'Tax id needs to be in the format ##-#######',
  'Date needs to be in the format YYYY-MM-DD',
  'State not valid',
  'Zip code needs to be in the format ##### or #####-####',
  'Location name is required',
  'Address is required',
  'City is required',
  'State is required',
  'Zip code is required',
  'A client needs at least one policy',
  'Exactly one policy must be the primary policy',
  'At most 50 answers at a time',
  'limit must be between 1 and 100',
  'offset must be 0 or more',
  'Please enter a page number of 1 or more',
  'Please enter a page size from 1 to 100',
  'Please remove line breaks, tabs and invisible characters',
  'Please remove invisible characters',
  'Ticket id must be at most 50 characters',
  'Not a valid Jira ticket id (e.g. ONB-1000)',
] as const;
