import { describe, expect, test } from '@jest/globals';
import { DEFAULT_BRAND_COLOR, DEFAULT_CONTRAST_COLOR, contrastRatio, explorerColors } from './branding.js';

describe('contrastRatio (WCAG)', () => {
  test.each([
    ['#000000', '#ffffff', 21],
    ['#fff', '#fff', 1],
    ['777777', '#ffffff', 4.48],
  ])('%s on %s is %d:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });
  test('not a colour: null', () => {
    expect(contrastRatio('blue', '#fff')).toBeNull();
  });
});

describe('explorerColors', () => {
  test('custom branding with an AA pair: the site colours, normalised', () => {
    expect(
      explorerColors({
        customBranding: true,
        customThemeBrandColor: '0B5394',
        customThemeContrastingColor: '#fff',
      }),
    ).toEqual({ brand: '#0b5394', contrast: '#ffffff', custom: true });
  });
  test('a pair below 4.5:1 falls back to the defaults', () => {
    expect(
      explorerColors({
        customBranding: true,
        customThemeBrandColor: '#777777',
        customThemeContrastingColor: '#ffffff',
      }),
    ).toEqual({ brand: DEFAULT_BRAND_COLOR, contrast: DEFAULT_CONTRAST_COLOR, custom: false });
  });
  test('custom branding off: the defaults, whatever the colours', () => {
    expect(
      explorerColors({
        customBranding: false,
        customThemeBrandColor: '#000000',
        customThemeContrastingColor: '#ffffff',
      }).custom,
    ).toBe(false);
  });
  test('the defaults themselves pass AA', () => {
    expect(contrastRatio(DEFAULT_BRAND_COLOR, DEFAULT_CONTRAST_COLOR)).toBeGreaterThanOrEqual(4.5);
  });
});
