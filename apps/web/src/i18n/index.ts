import { createInstance, type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  BUNDLED,
  CORE_NAMESPACES,
  DEFAULT_LANGUAGE,
  DEFAULT_NAMESPACE,
  LANGUAGES,
  isLanguage,
  loadCoreTranslations,
  loadNamespace,
  type Language,
  type Namespace,
  type Translations,
} from './resources.js';

import {
  detectBrowserLanguage,
  LANGUAGE_STORAGE_KEY,
  readStoredLanguage,
  rememberLanguage,
} from './browserLanguage.js';

export { LANGUAGES, isLanguage, type Language } from './resources.js';

export { detectBrowserLanguage, LANGUAGE_STORAGE_KEY, readStoredLanguage };

/**
 * i18next's backend for the texts not bundled: another language's, and every language's feature namespaces,
 * fetched on first use (resources.ts).
 */
const onDemand: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (!isLanguage(language)) return callback(null, {});
    loadNamespace(language, namespace as Namespace).then(
      (texts) => callback(null, texts as Record<string, unknown>),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export type LoadedTranslations = Partial<Record<Language, Partial<Translations>>>;

/**
 * A fresh, initialised i18next instance (the app makes one in main.tsx; each test its own). English's
 * first-load texts and whatever `loaded` holds are there at once: initialisation is synchronous. Another
 * language is fetched when i18next needs it (`changeLanguage` resolves once its texts are in); a feature's
 * namespace when a component first asks for it, which suspends that component (under its page's skeleton)
 * until the texts are in.
 */
export function createI18n(language: Language = readStoredLanguage(), loaded: LoadedTranslations = {}): I18n {
  const instance = createInstance();
  instance.on('languageChanged', rememberLanguage);
  void instance
    .use(onDemand)
    .use(initReactI18next)
    .init({
      // Each language's namespaces in an object of this instance's own: i18next adds a namespace it loads to
      // its language's object, which must not be the module's (another instance would find it there).
      resources: {
        ...Object.fromEntries(Object.entries(loaded).map(([lng, namespaces]) => [lng, { ...namespaces }])),
        en: { ...loaded.en, ...BUNDLED.en },
      },
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES,
      ns: CORE_NAMESPACES,
      defaultNS: DEFAULT_NAMESPACE,
      initAsync: false,
      // React escapes rendered text already.
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return instance;
}

/** The app's instance: the remembered language's texts are fetched first, so the first render is in it. */
export async function loadI18n(language: Language = readStoredLanguage()): Promise<I18n> {
  if (language === DEFAULT_LANGUAGE) return createI18n(language);
  try {
    return createI18n(language, { [language]: await loadCoreTranslations(language) });
  } catch {
    // Not fetched (offline, a deploy in between): English first; i18next fetches the language again.
    return createI18n(language);
  }
}
