import { en } from './locales/en.js';

/** The shape of `en` with every text widened to `string`: what each other language must provide. */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Translations = Widen<typeof en>;

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * Only English is in the first load (it is also every language's fallback); another language's texts are
 * fetched when it is needed: before the first render when it is the remembered one (main.tsx), else when the
 * user switches to it (decision 033). Spanish is about 8 KiB brotli that an English visit need not wait for.
 */
export const BUNDLED = { en } as const;
const LOADERS: Record<Language, () => Promise<Translations>> = {
  en: async () => en,
  es: async () => (await import('./locales/es.js')).es,
};
export const loadTranslations = (language: Language): Promise<Translations> => LOADERS[language]();

export type Namespace = keyof Translations;
export const NAMESPACES = Object.keys(en) as Namespace[];
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
