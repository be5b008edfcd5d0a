import { en } from '../i18n/locales/en/index.js';
import { es } from '../i18n/locales/es/index.js';
import type { Translate } from '../app/translateMessage.js';

/*
 * The lean sign-in page's texts (decision 218): the portal's own first-load texts (i18n/locales/<language>/
 * index.ts, the very objects i18next is given), read by a `t` of a few lines instead of i18next, which would
 * bring its runtime to a page that only needs a handful of texts. It does what those texts use: a namespaced
 * key (`errors:genericRetry`), a list of keys tried in turn, `$t(…)` nesting, `{{value}}` and
 * `{{value, number}}`, and `defaultValue`. texts.spec.ts checks it against i18next for every text it reads.
 */

export type LeanLanguage = 'en' | 'es';
type Tree = { readonly [key: string]: string | Tree };
const RESOURCES: Record<LeanLanguage, Tree> = { en: en as unknown as Tree, es: es as unknown as Tree };

const lookup = (tree: Tree, namespace: string, path: string): string | undefined => {
  let node: string | Tree | undefined = tree[namespace];
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/** `t` in `language` (English where a text is missing), `defaultNamespace` for keys without one. */
export function leanTranslate(language: LeanLanguage, defaultNamespace = 'auth'): Translate {
  const number = new Intl.NumberFormat(language);
  const find = (key: string): string | undefined => {
    const [namespace, path] = key.includes(':')
      ? (key.split(':', 2) as [string, string])
      : [defaultNamespace, key];
    return lookup(RESOURCES[language], namespace, path) ?? lookup(RESOURCES.en, namespace, path);
  };
  const t: Translate = (keys, options = {}) => {
    const list = Array.isArray(keys) ? keys : [keys];
    const found = list.map(find).find((text) => text !== undefined);
    const text =
      found ?? (typeof options['defaultValue'] === 'string' ? options['defaultValue'] : String(list[0]));
    return text
      .replace(/\$t\(([^)]+)\)/g, (_, nested: string) => t(nested.trim(), options))
      .replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (_, name: string, format?: string) => {
        const value = options[name];
        if (value === undefined || value === null) return '';
        return format === 'number' && typeof value === 'number' ? number.format(value) : String(value);
      });
  };
  return t;
}
