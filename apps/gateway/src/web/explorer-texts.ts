import { EXPLORER_TEXTS_EN } from '@onboard/domain';

/*
 * The English texts of the explorer's first HTML (decision 177): the explorer's own come from the domain
 * library, where the web's `explorer` namespace takes them too; the few of the web's common namespace the
 * layout shows are copied (explorer-texts.spec.ts fails when one differs from the web's).
 */

/** The explorer's texts (the web's `explorer` namespace). */
export const EXPLORER_TEXTS = EXPLORER_TEXTS_EN;

/** Texts of the web's common namespace the explorer layout shows. */
export const COMMON_TEXTS = {
  skipToContent: 'Skip to main content',
  footer: {
    copyright: '© {{year}} Onboard. All rights reserved.',
    tagline: 'Group benefits onboarding portal',
  },
};

/** Whether `key` (dotted) names a text of `table`. */
export function hasText(table: object, key: string): boolean {
  return typeof lookup(table, key) === 'string';
}

function lookup(table: object, key: string): unknown {
  let node: unknown = table;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** i18next's `t` for these tables: `{{name}}` filled from `options` (unescaped: the caller escapes). */
export function englishText(
  key: string,
  options: Record<string, unknown> = {},
  table: object = EXPLORER_TEXTS,
) {
  const text = lookup(table, key);
  if (typeof text !== 'string') return key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name] ?? ''));
}
