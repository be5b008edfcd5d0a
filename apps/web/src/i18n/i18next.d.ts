import 'i18next';
import type { EnglishTexts } from './resources.js';

// Typed keys: `t('home:title')` compiles, a misspelled key does not.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: EnglishTexts;
  }
}
