import { EXPLORER_LANGUAGES } from '@onboard/contracts';
import { EXPLORER_TEXTS_EN, EXPLORER_TEXTS_ES } from '@onboard/domain';

/*
 * The texts of the explorer's first HTML, per language (decisions 177, 196): the explorer's own come from the
 * domain library, where the web's `explorer` namespace takes them too (one table per language); the few of the
 * web's common and errors namespaces the layout and the not-found page show are copied
 * (explorer-texts.spec.ts fails when one differs from the web's).
 */

export type ExplorerLanguage = (typeof EXPLORER_LANGUAGES)[number];

/** The explorer's texts (the web's `explorer` namespace) by language. */
export const EXPLORER_TEXTS_OF: Readonly<Record<ExplorerLanguage, object>> = {
  en: EXPLORER_TEXTS_EN,
  es: EXPLORER_TEXTS_ES,
};

/** The English explorer texts. */
export const EXPLORER_TEXTS = EXPLORER_TEXTS_EN;

/** Texts of the web's common namespace the explorer layout shows, and of its errors namespace the 404 shows. */
export const COMMON_TEXTS_OF = {
  en: {
    common: {
      skipToContent: 'Skip to main content',
      footer: {
        copyright: '© {{year}} Onboard. All rights reserved.',
        tagline: 'Group benefits onboarding portal',
      },
    },
    errors: { notFound: 'Sorry, the page you are looking for does not exist.' },
  },
  es: {
    common: {
      skipToContent: 'Saltar al contenido principal',
      footer: {
        copyright: '© {{year}} Onboard. Todos los derechos reservados.',
        tagline: 'Portal de incorporación de beneficios colectivos',
      },
    },
    errors: { notFound: 'Lo sentimos, la página que busca no existe.' },
  },
} as const satisfies Record<ExplorerLanguage, unknown>;

/** The English common texts. */
export const COMMON_TEXTS = COMMON_TEXTS_OF.en.common;

export const isExplorerLanguage = (value: unknown): value is ExplorerLanguage =>
  (EXPLORER_LANGUAGES as readonly unknown[]).includes(value);

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
export function tableText(
  key: string,
  options: Record<string, unknown> = {},
  table: object = EXPLORER_TEXTS,
) {
  const text = lookup(table, key);
  if (typeof text !== 'string') return key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name] ?? ''));
}
