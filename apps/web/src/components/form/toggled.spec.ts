import { describe, expect, test } from '@jest/globals';
import { toggled } from './toggled.js';

describe('toggled', () => {
  const all = ['a', 'b', 'c', 'd'];
  test('checking keeps the catalogue order whatever the click order', () => {
    expect(toggled(all, ['c'], 'a', true)).toEqual(['a', 'c']);
    expect(toggled(all, ['d', 'b'], 'c', true)).toEqual(['b', 'c', 'd']);
  });
  test('unchecking removes only that item', () => {
    expect(toggled(all, ['a', 'c'], 'a', false)).toEqual(['c']);
  });
  test('checking twice does not duplicate', () => {
    expect(toggled(all, ['a'], 'a', true)).toEqual(['a']);
  });
});
