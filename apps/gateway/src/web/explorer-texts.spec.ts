import { describe, expect, test } from '@jest/globals';
// The web app's English texts, only in this test: the gateway must show the same ones.
// eslint-disable-next-line @nx/enforce-module-boundaries -- a test comparing texts, no web code at run time
import { explorer } from '../../../web/src/i18n/locales/en/explorer.js';
// eslint-disable-next-line @nx/enforce-module-boundaries -- as above
import { en } from '../../../web/src/i18n/locales/en/index.js';
import { COMMON_TEXTS, englishText, EXPLORER_TEXTS } from './explorer-texts.js';

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

describe('the first HTML’s English texts (decision 177)', () => {
  test('are the web app’s explorer texts (one table in the domain library)', () => {
    expect(EXPLORER_TEXTS).toBe(explorer);
  });

  test('equal the web app’s common texts the layout shows', () => {
    expect(COMMON_TEXTS).toEqual(sameKeys(COMMON_TEXTS, en.common));
  });

  test('fill {{placeholders}}; an unknown key answers the key (as i18next)', () => {
    expect(englishText('page.underwriter', { name: 'Sun Life' })).toBe('Underwritten by Sun Life');
    expect(englishText('nope.none')).toBe('nope.none');
  });
});
