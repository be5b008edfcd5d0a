import type { Language, Translations } from './resources.js';
import { en } from './locales/en/index.js';
import { about as enAbout } from './locales/en/about.js';
import { census as enCensus } from './locales/en/census.js';
import { clients as enClients } from './locales/en/clients.js';
import { documents as enDocuments } from './locales/en/documents.js';
import { tasks as enTasks } from './locales/en/tasks.js';
import { calls as enCalls } from './locales/en/calls.js';
import { eif as enEif } from './locales/en/eif.js';
import { health as enHealth } from './locales/en/health.js';
import { home as enHome } from './locales/en/home.js';
import { hub as enHub } from './locales/en/hub.js';
import { terms as enTerms } from './locales/en/terms.js';
import { users as enUsers } from './locales/en/users.js';
import { taskforms as enTaskforms } from './locales/en/taskforms.js';
import { resources as enResources } from './locales/en/resources.js';
import { onboardingForms as enOnboardingForms } from './locales/en/onboardingForms.js';
import { explorerAdmin as enExplorerAdmin } from './locales/en/explorerAdmin.js';
import { ownerActions as enOwnerActions } from './locales/en/ownerActions.js';
import { qps as enQps } from './locales/en/qps.js';
import { emails as enEmails } from './locales/en/emails.js';
import { explorer as enExplorer } from './locales/en/explorer.js';
import { es } from './locales/es/index.js';
import { about as esAbout } from './locales/es/about.js';
import { census as esCensus } from './locales/es/census.js';
import { clients as esClients } from './locales/es/clients.js';
import { documents as esDocuments } from './locales/es/documents.js';
import { tasks as esTasks } from './locales/es/tasks.js';
import { calls as esCalls } from './locales/es/calls.js';
import { eif as esEif } from './locales/es/eif.js';
import { health as esHealth } from './locales/es/health.js';
import { home as esHome } from './locales/es/home.js';
import { hub as esHub } from './locales/es/hub.js';
import { terms as esTerms } from './locales/es/terms.js';
import { users as esUsers } from './locales/es/users.js';
import { taskforms as esTaskforms } from './locales/es/taskforms.js';
import { resources as esResources } from './locales/es/resources.js';
import { onboardingForms as esOnboardingForms } from './locales/es/onboardingForms.js';
import { explorerAdmin as esExplorerAdmin } from './locales/es/explorerAdmin.js';
import { ownerActions as esOwnerActions } from './locales/es/ownerActions.js';
import { qps as esQps } from './locales/es/qps.js';
import { emails as esEmails } from './locales/es/emails.js';
import { explorer as esExplorer } from './locales/es/explorer.js';

/**
 * Every language's texts at once, every namespace, for tests (they render without waiting for a fetch) and for
 * the check that each language has English's keys. The app itself loads a language, and a feature's
 * namespace, on demand (resources.ts).
 */
export const resources = {
  en: {
    ...en,
    home: enHome,
    about: enAbout,
    health: enHealth,
    terms: enTerms,
    clients: enClients,
    hub: enHub,
    users: enUsers,
    eif: enEif,
    documents: enDocuments,
    tasks: enTasks,
    calls: enCalls,
    census: enCensus,
    taskforms: enTaskforms,
    resources: enResources,
    onboardingForms: enOnboardingForms,
    ownerActions: enOwnerActions,
    qps: enQps,
    emails: enEmails,
    explorerAdmin: enExplorerAdmin,
    explorer: enExplorer,
  },
  es: {
    ...es,
    home: esHome,
    about: esAbout,
    health: esHealth,
    terms: esTerms,
    clients: esClients,
    hub: esHub,
    users: esUsers,
    eif: esEif,
    documents: esDocuments,
    tasks: esTasks,
    calls: esCalls,
    census: esCensus,
    taskforms: esTaskforms,
    resources: esResources,
    onboardingForms: esOnboardingForms,
    ownerActions: esOwnerActions,
    qps: esQps,
    emails: esEmails,
    explorerAdmin: esExplorerAdmin,
    explorer: esExplorer,
  },
} satisfies Record<Language, Translations>;
