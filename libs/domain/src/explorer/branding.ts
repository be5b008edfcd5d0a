/*
 * Custom branding (explorer spec §1/§3): the site's brand and contrast colours, used only when the pair is
 * readable. WCAG 2.2 AA asks 4.5:1 for normal text; a pair below that falls back to the default colours
 * (decision 174).
 */

export const DEFAULT_BRAND_COLOR = '#004c6c';
export const DEFAULT_CONTRAST_COLOR = '#ffffff';
/** WCAG 2.2 AA contrast for normal text. */
export const AA_CONTRAST = 4.5;

/** '#abc' or 'abc' or '#aabbcc' → [r, g, b] (0-255), or null when not a hex colour. */
export function parseHexColor(value: string | null | undefined): [number, number, number] | null {
  const hex = value?.trim().replace(/^#/, '') ?? '';
  if (!/^(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(hex)) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

const channel = (value: number): number => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
/** WCAG relative luminance. */
export function relativeLuminance([r, g, b]: [number, number, number]): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours (1 to 21), or null when either is not a hex colour. */
export function contrastRatio(a: string | null | undefined, b: string | null | undefined): number | null {
  const first = parseHexColor(a);
  const second = parseHexColor(b);
  if (!first || !second) return null;
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

const normalise = (value: string): string => {
  const hex = value.trim().replace(/^#/, '').toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
};

export type ExplorerColors = { brand: string; contrast: string; custom: boolean };

/**
 * The colours a site shows: its own when custom branding is on and brand/contrast reach AA (4.5:1), else the
 * defaults (`custom: false`).
 */
export function explorerColors(site: {
  customBranding?: boolean | null;
  customThemeBrandColor?: string | null;
  customThemeContrastingColor?: string | null;
}): ExplorerColors {
  const { customBranding, customThemeBrandColor: brand, customThemeContrastingColor: contrast } = site;
  const ratio = contrastRatio(brand, contrast);
  if (customBranding && brand && contrast && ratio !== null && ratio >= AA_CONTRAST)
    return { brand: normalise(brand), contrast: normalise(contrast), custom: true };
  return { brand: DEFAULT_BRAND_COLOR, contrast: DEFAULT_CONTRAST_COLOR, custom: false };
}
