import { describe, expect, test } from '@jest/globals';
// The web app's texts, only in this test: the gateway must show the same ones.
// eslint-disable-next-line @nx/enforce-module-boundaries -- a test comparing texts, no web code at run time
import { explorer } from '../../../web/src/i18n/locales/en/explorer.js';
// eslint-disable-next-line @nx/enforce-module-boundaries -- as above
import { en } from '../../../web/src/i18n/locales/en/index.js';
// eslint-disable-next-line @nx/enforce-module-boundaries -- as above
import { explorer as explorerEs } from '../../../web/src/i18n/locales/es/explorer.js';
// eslint-disable-next-line @nx/enforce-module-boundaries -- as above
import { es } from '../../../web/src/i18n/locales/es/index.js';
import { COMMON_TEXTS_OF, EXPLORER_TEXTS, EXPLORER_TEXTS_OF, tableText } from './explorer-texts.js';

/** `copy` with the values of `source` at the same keys (only the copy's keys). */
function sameKeys(copy: unknown, source: unknown): unknown {
  if (typeof copy !== 'object' || copy === null || typeof source !== 'object' || source === null)
    return source;
  return Object.fromEntries(
    Object.entries(copy).map(([key, value]) => [
      key,
      sameKeys(value, (source as Record<string, unknown>)[key]),
    ]),
  );
}

describe('the first HTML’s texts (decisions 177, 196)', () => {
  test('are the web app’s explorer texts in each language (one table per language in the domain library)', () => {
    expect(EXPLORER_TEXTS).toBe(explorer);
    expect(EXPLORER_TEXTS_OF.en).toBe(explorer);
    expect(EXPLORER_TEXTS_OF.es).toBe(explorerEs);
  });

  test('equal the web app’s common and errors texts the layout and the 404 show, in each language', () => {
    for (const [language, web] of [
      ['en', en],
      ['es', es],
    ] as const) {
      const copy = COMMON_TEXTS_OF[language];
      expect(copy).toEqual(sameKeys(copy, { common: web.common, errors: web.errors }));
    }
  });

  test('fill {{placeholders}}; an unknown key answers the key (as i18next)', () => {
    expect(tableText('page.underwriter', { name: 'Sun Life' })).toBe('Underwritten by Sun Life');
    expect(tableText('page.underwriter', { name: 'Sun Life' }, EXPLORER_TEXTS_OF.es)).toBe(
      'Asegurado por Sun Life',
    );
    expect(tableText('nope.none')).toBe('nope.none');
  });
});
