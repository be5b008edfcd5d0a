import { describe, expect, test } from '@jest/globals';
import { createI18n } from './index.js';
import { LANGUAGES, NAMESPACES, resources } from './resources.js';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf of a namespace as [dotted.key, text]. */
function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}|\$t\(([^)]+)\)/g)].map((m) => m[0]).sort();

describe('translations', () => {
  test('every language has exactly the namespaces of English', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(resources[language]).sort()).toEqual([...NAMESPACES].sort());
    }
  });

  describe.each(NAMESPACES)('namespace %s', (namespace) => {
    const english = new Map(leaves(resources.en[namespace]));

    test.each(LANGUAGES)('%s has exactly the English keys', (language) => {
      const keys = leaves(resources[language][namespace]).map(([key]) => key);
      expect(keys.sort()).toEqual([...english.keys()].sort());
    });

    test.each(LANGUAGES)('%s has no empty text', (language) => {
      const empty = leaves(resources[language][namespace]).filter(([, text]) => text.trim() === '');
      expect(empty).toEqual([]);
    });

    test.each(LANGUAGES)('%s uses the same placeholders as English', (language) => {
      for (const [key, text] of leaves(resources[language][namespace])) {
        expect({ key, placeholders: placeholders(text) }).toEqual({
          key,
          placeholders: placeholders(english.get(key) ?? ''),
        });
      }
    });
  });

  test('spec texts are verbatim in English, and nested texts resolve', () => {
    const i18n = createI18n('en');
    expect(i18n.t('errors:oops')).toBe('Oops! Something went wrong.');
    expect(i18n.t('errors:notFound')).toBe('Sorry, the page you are looking for does not exist.');
    expect(i18n.t('errors:returnHome')).toBe('Return to Home');
    expect(i18n.t('errors:noResponse')).toBe('No response received!');
    expect(i18n.t('errors:genericRefresh', { email: 'help@example.com' })).toBe(
      'Oops! Something went wrong. Please refresh the page and try again. If that doesn’t help, email help@example.com.',
    );
    expect(i18n.t('errors:genericRetry', { email: 'help@example.com' })).toBe(
      'Oops! Something went wrong. Please try again. If that doesn’t help, email help@example.com.',
    );
  });
});
