import { describe, expect, test } from '@jest/globals';
import { detectLanguage, withoutLanguagePrefix, type LanguageSources } from './detect.js';

const none: LanguageSources = {
  pathname: '/',
  search: '',
  local: null,
  session: null,
  navigatorLanguages: [],
};

describe('detectLanguage: URL prefix, query string, localStorage, sessionStorage, navigator (explorer spec §9)', () => {
  test.each([
    ['nothing: English', {}, 'en'],
    [
      'the URL prefix wins over everything',
      {
        pathname: '/es/benefits-explorer/x',
        search: '?lng=en',
        local: 'en',
        session: 'en',
        navigatorLanguages: ['en-US'],
      },
      'es',
    ],
    [
      'then the query string',
      { search: '?lng=es', local: 'en', session: 'en', navigatorLanguages: ['en-US'] },
      'es',
    ],
    ['then localStorage', { local: 'es', session: 'en', navigatorLanguages: ['en-US'] }, 'es'],
    ['then sessionStorage', { local: null, session: 'es', navigatorLanguages: ['en-US'] }, 'es'],
    ['then the browser languages (es-MX is Spanish)', { navigatorLanguages: ['fr-FR', 'es-MX'] }, 'es'],
    ['an unsupported query value is skipped', { search: '?lng=fr', local: 'es' }, 'es'],
    ['an English prefix beats a Spanish browser', { pathname: '/en/x', navigatorLanguages: ['es'] }, 'en'],
  ] as const)('%s', (_name, over, expected) => {
    expect(detectLanguage({ ...none, ...over })).toBe(expected);
  });
  test('withoutLanguagePrefix', () => {
    expect(withoutLanguagePrefix('/es/benefits-explorer/northwind-foods')).toBe(
      '/benefits-explorer/northwind-foods',
    );
    expect(withoutLanguagePrefix('/es')).toBe('/');
    expect(withoutLanguagePrefix('/benefits-explorer')).toBe('/benefits-explorer');
    expect(withoutLanguagePrefix('/estate')).toBe('/estate');
  });
});
