import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_NAMESPACE,
  LANGUAGES,
  NAMESPACES,
  isLanguage,
  resources,
  type Language,
} from './resources.js';

export { LANGUAGES, isLanguage, type Language } from './resources.js';

/** localStorage key of the language the user picked. */
export const LANGUAGE_STORAGE_KEY = 'onboard.language';

/** localStorage can throw (privacy modes, disabled storage): the language then simply is not remembered. */
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readStoredLanguage(): Language {
  try {
    const stored = storage()?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function rememberLanguage(language: string): void {
  if (!isLanguage(language)) return;
  try {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered; the switch still works for this page.
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * A fresh, initialised i18next instance (the app makes one in main.tsx; each test its own). Resources are
 * bundled, so initialisation is synchronous and nothing suspends.
 */
export function createI18n(language: Language = readStoredLanguage()): I18n {
  const instance = createInstance();
  instance.on('languageChanged', rememberLanguage);
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    ns: NAMESPACES,
    defaultNS: DEFAULT_NAMESPACE,
    initAsync: false,
    // React escapes rendered text already.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
