import { describe, expect, test } from '@jest/globals';
import { FIELD_MESSAGES } from '@onboard/contracts';
import type { Translate } from '../app/translateMessage.js';
import { loadI18n } from '../i18n/index.js';
import { en } from '../i18n/locales/en/index.js';
import { leanTranslate, type LeanLanguage } from './texts.js';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf of a namespace as a dotted key. */
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

/** Values for every placeholder these texts have (numbers for the ones i18next formats as numbers). */
const VALUES = {
  status: 'MFA_NEW',
  email: 'help@insurer.example',
  firstName: 'Olivia',
  max: 12500,
  min: 2,
  divisor: 1000,
  keys: 'a, b',
  year: 2026,
};

// The lean page's `t` must say what i18next says for the texts it reads: the auth namespace, the errors
// (nested with $t), and every field message (numbers formatted for the language).
describe.each<LeanLanguage>(['en', 'es'])('the lean page’s texts in %s', (language) => {
  const keys = [
    ...keysOf(en.auth as Tree).map((key) => `auth:${key}`),
    ...keysOf(en.errors as Tree).map((key) => `errors:${key}`),
    ...Object.keys(FIELD_MESSAGES).map((key) => `fieldMessages:${key}`),
  ];

  test('every text as i18next writes it', async () => {
    // i18next's `t` with keys built at run time (its typed keys are the compile-time ones).
    const reference = (await loadI18n(language)).t as unknown as Translate;
    const t = leanTranslate(language);
    const differing = keys.filter((key) => t(key, VALUES) !== reference(key, VALUES));
    expect(differing).toEqual([]);
    expect(keys.length).toBeGreaterThan(100);
  });

  test('a list of keys takes the first that exists, else the default value', async () => {
    const reference = (await loadI18n(language)).t as unknown as Translate;
    const t = leanTranslate(language);
    const list = ['fieldMessages:noSuchKey', 'fieldMessages:textTooLong'];
    expect(t(list, { max: 1500 })).toBe(reference(list, { max: 1500 }));
    expect(t(['fieldMessages:noSuchKey'], { defaultValue: 'As the server wrote it' })).toBe(
      'As the server wrote it',
    );
  });
});
