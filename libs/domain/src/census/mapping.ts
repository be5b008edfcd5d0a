import { CENSUS_FIELDS, type CensusField } from './fields.js';

/**
 * Fuzzy column mapping (decision 113): each header of a census file gets the template field it most likely
 * is, with a confidence from 0 to 1, each field for one header at most. A mapping the user confirmed for the
 * client's earlier file wins for a header spelled exactly the same.
 */
export type CensusMappingSuggestion = {
  /** Header → field id, or null (no field is likely enough, or the field went to a likelier header). */
  mapping: Record<string, string | null>;
  /** Header → how sure (1: exact name, alias or remembered; below `MAPPING_THRESHOLD`: not mapped). */
  confidence: Record<string, number>;
};

/** Scores below this map to nothing: the user picks. */
export const MAPPING_THRESHOLD = 0.82;

const ABBREVIATIONS: Readonly<Record<string, string>> = {
  no: 'number',
  num: 'number',
  nbr: 'number',
  nr: 'number',
  dt: 'date',
  ee: 'employee',
  emp: 'employee',
  empl: 'employee',
  addr: 'address',
  amt: 'amount',
  sal: 'salary',
  hrs: 'hours',
  wk: 'week',
  cls: 'class',
  cov: 'coverage',
  ssn: 'ssn',
  dob: 'dob',
  fname: 'first name',
  lname: 'last name',
};

/** A header as the matcher compares it: words in lower case, camelCase and punctuation split, abbreviations spelled out. */
export function normaliseHeader(header: string): string {
  return header
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/#/g, ' number ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ');
}

/** Jaro-Winkler similarity of two strings (0 to 1). */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  const la = a.length;
  const lb = b.length;
  if (la === 0 || lb === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(la, lb) / 2) - 1);
  const matchedA = new Array<boolean>(la).fill(false);
  const matchedB = new Array<boolean>(lb).fill(false);
  let matches = 0;
  for (let i = 0; i < la; i++) {
    for (let j = Math.max(0, i - window); j < Math.min(lb, i + window + 1); j++) {
      if (matchedB[j] || a[i] !== b[j]) continue;
      matchedA[i] = matchedB[j] = true;
      matches++;
      break;
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  for (let i = 0, j = 0; i < la; i++) {
    if (!matchedA[i]) continue;
    while (!matchedB[j]) j++;
    if (a[i] !== b[j]) transpositions++;
    j++;
  }
  const jaro = (matches / la + matches / lb + (matches - transpositions / 2) / matches) / 3;
  let prefix = 0;
  while (prefix < 4 && prefix < la && prefix < lb && a[prefix] === b[prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

/** How alike a normalised header and a normalised name of a field are. */
function similarity(header: string, name: string): number {
  if (header === name) return 1;
  const compactHeader = header.replace(/ /g, '');
  const compactName = name.replace(/ /g, '');
  if (compactHeader === compactName) return 0.99;
  const headerWords = header.split(' ');
  const nameWords = name.split(' ');
  // Every word of the name in the header ("employee date of birth" for "date of birth"), the fewer extra words the better.
  const shared = nameWords.filter((word) => headerWords.includes(word)).length;
  const overlap =
    shared === nameWords.length
      ? 0.9 - 0.04 * (headerWords.length - shared)
      : (0.85 * shared) / Math.max(headerWords.length, nameWords.length);
  // Spelling: a typo or a missing letter ("adress", "birthdate"); short names must match closely to count.
  const spelling =
    jaroWinkler(compactHeader, compactName) -
    (Math.min(compactHeader.length, compactName.length) < 5 ? 0.1 : 0);
  return Math.max(overlap, spelling * 0.97);
}

const namesOf = (field: CensusField): string[] => [
  normaliseHeader(field.id),
  normaliseHeader(field.label),
  ...field.aliases.map(normaliseHeader),
];

const FIELD_NAMES: ReadonlyArray<{ field: CensusField; names: string[] }> = CENSUS_FIELDS.map((field) => ({
  field,
  names: namesOf(field),
}));

const round2 = (x: number): number => Math.round(x * 100) / 100;

/**
 * Suggests the mapping of a file's headers to the census template. `remembered` is the mapping confirmed for
 * the client's previous file (header → field id or null): it wins for a header spelled exactly the same.
 * Then the likeliest (header, field) pairs are taken first, each header and each field once.
 */
export function suggestMapping(
  headers: readonly string[],
  remembered: Readonly<Record<string, string | null>> = {},
): CensusMappingSuggestion {
  const mapping: Record<string, string | null> = {};
  const confidence: Record<string, number> = {};
  const takenFields = new Set<string>();
  const open: string[] = [];
  for (const header of headers) {
    if (Object.hasOwn(mapping, header)) continue; // a repeated header: its first column only
    const known = Object.hasOwn(remembered, header) ? remembered[header] : undefined;
    if (
      known !== undefined &&
      (known === null || (!takenFields.has(known) && CENSUS_FIELDS.some((f) => f.id === known)))
    ) {
      mapping[header] = known;
      confidence[header] = 1;
      if (known) takenFields.add(known);
    } else {
      mapping[header] = null;
      confidence[header] = 0;
      open.push(header);
    }
  }
  const pairs: Array<{ header: string; field: string; score: number }> = [];
  for (const header of open) {
    const normalised = normaliseHeader(header);
    if (normalised === '') continue;
    for (const { field, names } of FIELD_NAMES) {
      if (takenFields.has(field.id)) continue;
      let best = 0;
      for (const name of names) best = Math.max(best, similarity(normalised, name));
      pairs.push({ header, field: field.id, score: best });
      confidence[header] = Math.max(confidence[header] ?? 0, round2(best));
    }
  }
  pairs.sort((a, b) => b.score - a.score);
  const takenHeaders = new Set<string>();
  for (const { header, field, score } of pairs) {
    if (score < MAPPING_THRESHOLD) break;
    if (takenHeaders.has(header) || takenFields.has(field)) continue;
    mapping[header] = field;
    confidence[header] = round2(score);
    takenHeaders.add(header);
    takenFields.add(field);
  }
  return { mapping, confidence };
}
