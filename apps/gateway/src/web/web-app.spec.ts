import { describe, expect, test } from '@jest/globals';
import { cacheControlFor, IMMUTABLE, isAssetPath, REVALIDATE } from './web-app.js';

describe('cacheControlFor', () => {
  test('names Vite hashed, and their compressed copies, are immutable', () => {
    for (const path of [
      'assets/index-Bk7_jsgC.js',
      'assets/index-Bk7_jsgC.js.br',
      'assets/index-Bk7_jsgC.js.gz',
      'assets/LoginPage-W9FwwAlo.js',
      'assets/rolldown-runtime-WkwZ5CU-.js',
      'assets/index-x9Q2-abc.css',
      'assets/index-Bk7_jsgC.js.map',
    ]) {
      expect([path, cacheControlFor(path)]).toEqual([path, IMMUTABLE]);
    }
  });

  test('everything else is revalidated: index.html, public files, unhashed names', () => {
    for (const path of [
      'index.html',
      'index.html.br',
      'favicon.svg',
      'robots.txt',
      'assets/logo.svg',
      'assets/index.js',
      'other/index-Bk7_jsgC.js',
      'assets/nested/index-Bk7_jsgC.js',
    ]) {
      expect([path, cacheControlFor(path)]).toEqual([path, REVALIDATE]);
    }
  });
});

test('the bundle folder is never a page', () => {
  expect(isAssetPath('/assets/gone')).toBe(true);
  expect(isAssetPath('/assets-page')).toBe(false);
  expect(isAssetPath('/clients/admin')).toBe(false);
});
