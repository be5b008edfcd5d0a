import type { Language, Translations } from './resources.js';
import { en } from './locales/en.js';
import { es } from './locales/es.js';

/**
 * Every language's texts at once, for tests (they render in Spanish without waiting for a fetch) and for the
 * check that each language has English's keys. The app itself loads a language on demand (resources.ts).
 */
export const resources = { en, es } satisfies Record<Language, Translations>;
