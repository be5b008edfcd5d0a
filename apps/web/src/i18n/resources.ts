import { en } from './locales/en/index.js';
import type { about } from './locales/en/about.js';
import type { census } from './locales/en/census.js';
import type { taskforms } from './locales/en/taskforms.js';
import type { clients } from './locales/en/clients.js';
import type { health } from './locales/en/health.js';
import type { calls } from './locales/en/calls.js';
import type { documents } from './locales/en/documents.js';
import type { tasks } from './locales/en/tasks.js';
import type { eif } from './locales/en/eif.js';
import type { home } from './locales/en/home.js';
import type { hub } from './locales/en/hub.js';
import type { terms } from './locales/en/terms.js';
import type { resources } from './locales/en/resources.js';
import type { users } from './locales/en/users.js';
import type { onboardingForms } from './locales/en/onboardingForms.js';
import type { explorerAdmin } from './locales/en/explorerAdmin.js';
import type { ownerActions } from './locales/en/ownerActions.js';
import type { qps } from './locales/en/qps.js';
import type { emails } from './locales/en/emails.js';
import type { explorer } from './locales/en/explorer.js';

/**
 * The namespaces of the features' pages, each in a file of its own per language (`locales/en/clients.ts`),
 * fetched when a page first asks for it (react-i18next suspends it meanwhile, under the page's skeleton).
 * The others (`locales/<language>/index.ts`) are the first load's: the sign-in page, the layouts, the errors.
 */
export const FEATURE_NAMESPACES = [
  'home',
  'about',
  'health',
  'terms',
  'clients',
  'hub',
  'users',
  'eif',
  'documents',
  'tasks',
  'census',
  'taskforms',
  'calls',
  'resources',
  'onboardingForms',
  'ownerActions',
  'qps',
  'emails',
  'explorerAdmin',
  'explorer',
] as const;
export type FeatureNamespace = (typeof FEATURE_NAMESPACES)[number];

/** Every English text, by namespace: what the compiler checks keys against (i18next.d.ts). */
export type EnglishTexts = typeof en & {
  home: typeof home;
  about: typeof about;
  health: typeof health;
  terms: typeof terms;
  clients: typeof clients;
  hub: typeof hub;
  users: typeof users;
  eif: typeof eif;
  documents: typeof documents;
  tasks: typeof tasks;
  census: typeof census;
  taskforms: typeof taskforms;
  calls: typeof calls;
  resources: typeof resources;
  onboardingForms: typeof onboardingForms;
  ownerActions: typeof ownerActions;
  qps: typeof qps;
  emails: typeof emails;
  explorerAdmin: typeof explorerAdmin;
  explorer: typeof explorer;
};

/** The shape of the English texts with every text widened to `string`: what each other language must provide. */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Translations = Widen<EnglishTexts>;
/** The first load's namespaces of a language. */
export type CoreTranslations = Omit<Translations, FeatureNamespace>;

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export type Namespace = keyof Translations;
export const CORE_NAMESPACES = Object.keys(en) as Array<Exclude<Namespace, FeatureNamespace>>;
export const NAMESPACES: Namespace[] = [...CORE_NAMESPACES, ...FEATURE_NAMESPACES];
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

/**
 * Only English's first-load texts are in the first load (English is also every language's fallback); another
 * language's are fetched when it is needed: before the first render when it is the remembered one (main.tsx),
 * else when the user switches to it (decision 033). A feature's namespace is fetched with the feature
 * (decision 047), in every language.
 */
export const BUNDLED = { en } as const;

const CORE: Record<Language, () => Promise<CoreTranslations>> = {
  en: async () => en,
  es: async () => (await import('./locales/es/index.js')).es,
};

// One import per file, written out so the bundler makes one chunk per namespace and language.
const FEATURES: Record<Language, Record<FeatureNamespace, () => Promise<unknown>>> = {
  en: {
    home: async () => (await import('./locales/en/home.js')).home,
    about: async () => (await import('./locales/en/about.js')).about,
    health: async () => (await import('./locales/en/health.js')).health,
    terms: async () => (await import('./locales/en/terms.js')).terms,
    clients: async () => (await import('./locales/en/clients.js')).clients,
    hub: async () => (await import('./locales/en/hub.js')).hub,
    users: async () => (await import('./locales/en/users.js')).users,
    eif: async () => (await import('./locales/en/eif.js')).eif,
    documents: async () => (await import('./locales/en/documents.js')).documents,
    tasks: async () => (await import('./locales/en/tasks.js')).tasks,
    calls: async () => (await import('./locales/en/calls.js')).calls,
    census: async () => (await import('./locales/en/census.js')).census,
    taskforms: async () => (await import('./locales/en/taskforms.js')).taskforms,
    resources: async () => (await import('./locales/en/resources.js')).resources,
    onboardingForms: async () => (await import('./locales/en/onboardingForms.js')).onboardingForms,
    ownerActions: async () => (await import('./locales/en/ownerActions.js')).ownerActions,
    qps: async () => (await import('./locales/en/qps.js')).qps,
    emails: async () => (await import('./locales/en/emails.js')).emails,
    explorerAdmin: async () => (await import('./locales/en/explorerAdmin.js')).explorerAdmin,
    explorer: async () => (await import('./locales/en/explorer.js')).explorer,
  },
  es: {
    home: async () => (await import('./locales/es/home.js')).home,
    about: async () => (await import('./locales/es/about.js')).about,
    health: async () => (await import('./locales/es/health.js')).health,
    terms: async () => (await import('./locales/es/terms.js')).terms,
    clients: async () => (await import('./locales/es/clients.js')).clients,
    hub: async () => (await import('./locales/es/hub.js')).hub,
    users: async () => (await import('./locales/es/users.js')).users,
    eif: async () => (await import('./locales/es/eif.js')).eif,
    documents: async () => (await import('./locales/es/documents.js')).documents,
    tasks: async () => (await import('./locales/es/tasks.js')).tasks,
    calls: async () => (await import('./locales/es/calls.js')).calls,
    census: async () => (await import('./locales/es/census.js')).census,
    taskforms: async () => (await import('./locales/es/taskforms.js')).taskforms,
    resources: async () => (await import('./locales/es/resources.js')).resources,
    onboardingForms: async () => (await import('./locales/es/onboardingForms.js')).onboardingForms,
    ownerActions: async () => (await import('./locales/es/ownerActions.js')).ownerActions,
    qps: async () => (await import('./locales/es/qps.js')).qps,
    emails: async () => (await import('./locales/es/emails.js')).emails,
    explorerAdmin: async () => (await import('./locales/es/explorerAdmin.js')).explorerAdmin,
    explorer: async () => (await import('./locales/es/explorer.js')).explorer,
  },
};

export const isFeatureNamespace = (namespace: string): namespace is FeatureNamespace =>
  (FEATURE_NAMESPACES as readonly string[]).includes(namespace);

/** One namespace's texts in a language (fetched unless it is in the first load). */
export async function loadNamespace(language: Language, namespace: Namespace): Promise<unknown> {
  if (isFeatureNamespace(namespace)) return FEATURES[language][namespace]();
  return (await CORE[language]())[namespace];
}

/** A language's first-load texts (main.tsx fetches the remembered language's before the first render). */
export const loadCoreTranslations = (language: Language): Promise<CoreTranslations> => CORE[language]();

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
