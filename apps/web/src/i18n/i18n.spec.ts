import { describe, expect, test } from '@jest/globals';
import {
  AUTH_MESSAGES,
  CHANGE_LOG_ATTRIBUTES,
  CHANGE_LOG_ENTITIES,
  FIELD_MESSAGES,
  PAGING_MESSAGES,
  TEXT_MESSAGES,
  UPDATED_BY_PROVIDER_TEAM,
  createUserSchema,
  fieldMessage,
  type FieldMessageKey,
  emailAddressSchema,
  factorVerifySchema,
  TASK_STATUSES,
  updateClientSchema,
} from '@onboard/contracts';
import { taskStatusLabel } from '@onboard/domain';
import { WHOLE_NUMBER_MESSAGE } from '../features/clients/clientForm.js';
import { statusLabelKey } from '../features/hub/tasks.js';
import { createI18n, loadI18n } from './index.js';
import { resources } from './allResources.js';
import { FEATURE_NAMESPACES, LANGUAGES, NAMESPACES } from './resources.js';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf of a namespace as [dotted.key, text]. */
function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}|\$t\(([^)]+)\)/g)].map((m) => m[0]).sort();

describe('translations', () => {
  test('every language has exactly the namespaces of English', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(resources[language]).sort()).toEqual([...NAMESPACES].sort());
    }
  });

  describe.each(NAMESPACES)('namespace %s', (namespace) => {
    const english = new Map(leaves(resources.en[namespace]));

    test.each(LANGUAGES)('%s has exactly the English keys', (language) => {
      const keys = leaves(resources[language][namespace]).map(([key]) => key);
      expect(keys.sort()).toEqual([...english.keys()].sort());
    });

    test.each(LANGUAGES)('%s has no empty text', (language) => {
      const empty = leaves(resources[language][namespace]).filter(([, text]) => text.trim() === '');
      expect(empty).toEqual([]);
    });

    test.each(LANGUAGES)('%s uses the same placeholders as English', (language) => {
      for (const [key, text] of leaves(resources[language][namespace])) {
        expect({ key, placeholders: placeholders(text) }).toEqual({
          key,
          placeholders: placeholders(english.get(key) ?? ''),
        });
      }
    });
  });

  // Spanish writes c, not z, before e and i (rechazar → rechácelos): "recházelos" stood in the signer's
  // instructions (issue 28 item 7). Loanwords and names that keep their z are listed.
  test('Spanish texts spell c, not z, before e and i', () => {
    const KEPT = new Set(['zip', 'zelanda']);
    const misspelt = Object.entries(resources.es).flatMap(([namespace, tree]) =>
      leaves(tree as Tree).flatMap(([key, text]) =>
        [...text.matchAll(/[\p{L}]*z[eéií][\p{L}]*/giu)]
          .map((m) => m[0])
          .filter((word) => !KEPT.has(word.toLowerCase()))
          .map((word) => `${namespace}:${key}: ${word}`),
      ),
    );
    expect(misspelt).toEqual([]);
  });

  test('spec texts are verbatim in English, and nested texts resolve', () => {
    const i18n = createI18n('en');
    expect(i18n.t('errors:oops')).toBe('Oops! Something went wrong.');
    expect(i18n.t('errors:notFound')).toBe('Sorry, the page you are looking for does not exist.');
    expect(i18n.t('errors:returnHome')).toBe('Return to Home');
    expect(i18n.t('errors:noResponse')).toBe('No response received!');
    expect(i18n.t('errors:genericRefresh', { email: 'help@example.com' })).toBe(
      'Oops! Something went wrong. Please refresh the page and try again. If that doesn’t help, email help@example.com.',
    );
    expect(i18n.t('errors:genericRetry', { email: 'help@example.com' })).toBe(
      'Oops! Something went wrong. Please try again. If that doesn’t help, email help@example.com.',
    );
  });
});

describe('spec texts shared with the contracts', () => {
  const i18n = createI18n('en', resources);

  test('login messages of spec section 8 are the contracts’ texts, verbatim', () => {
    expect(i18n.t('auth:messages.missingSessionToken')).toBe(AUTH_MESSAGES.missingSessionToken);
    expect(i18n.t('auth:messages.noFactor')).toBe(AUTH_MESSAGES.noFactor);
    expect(i18n.t('auth:messages.manyFactors')).toBe(AUTH_MESSAGES.manyFactors);
    expect(i18n.t('auth:messages.lockedOut')).toBe(AUTH_MESSAGES.lockedOut);
    expect(i18n.t('auth:messages.passwordExpired')).toBe(AUTH_MESSAGES.passwordExpired);
    expect(i18n.t('users:tracker.team')).toBe(UPDATED_BY_PROVIDER_TEAM);
  });

  /** The messages (keys) a schema gives for a value. */
  const schemaMessages = (
    schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } },
    value: unknown,
  ) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

  test('the shared schemas’ messages are keys with an English text (the API’s) and a Spanish one', () => {
    const messages = [
      ...schemaMessages(emailAddressSchema, `${'a'.repeat(190)}@example.com`),
      ...schemaMessages(emailAddressSchema, 'a..b@example.com'),
      ...schemaMessages(createUserSchema, {
        firstName: '',
        lastName: 'x',
        email: 'a@b.co',
        phoneNumber: 'abc',
      }),
      ...schemaMessages(factorVerifySchema.pick({ passCode: true }), { passCode: '12' }),
    ];
    expect(messages).toEqual(['emailTooLong', 'email', 'required', 'phone', 'passCode']);
    const keys = messages.filter((m): m is FieldMessageKey => Object.hasOwn(FIELD_MESSAGES, m));
    expect(keys).toEqual(messages);
    const en = createI18n('en', resources);
    const es = createI18n('es', resources);
    expect(keys.map((key) => en.t(`fieldMessages:${key}`))).toEqual([
      'Please enter email address no longer than 191 characters',
      'Please enter a valid email address',
      'Please provide a response',
      'Please enter a valid phone number',
      'Enter the 6-digit code from your authenticator app',
    ]);
    for (const key of keys) {
      expect(es.t(`fieldMessages:${key}`)).not.toBe(en.t(`fieldMessages:${key}`));
    }
  });

  test('the client form’s messages are known keys, so they show in Spanish too', () => {
    const keys = Object.keys(resources.es.fieldMessages);
    expect(keys).toContain(WHOLE_NUMBER_MESSAGE);
    expect(keys).toEqual(expect.arrayContaining(schemaMessages(updateClientSchema, { taxId: '123' })));
  });

  test('every English message text is the contracts’ own, placeholders formatted for the language', () => {
    const en = createI18n('en', resources);
    const values = { max: 10_000_000, min: 2, divisor: 5, keys: 'a, b' };
    for (const key of Object.keys(FIELD_MESSAGES) as FieldMessageKey[])
      expect(en.t(`fieldMessages:${key}`, values)).toBe(fieldMessage(key, values));
  });

  test('client-core texts of spec section 2 are verbatim', () => {
    const en = createI18n('en', resources);
    expect(en.t('banners:viewing.internal', { client: 'Acme' })).toBe(
      "You're viewing Acme as an internal user",
    );
    expect(en.t('banners:viewing.broker', { client: 'Acme' })).toBe("You're viewing Acme as a broker");
    expect(en.t('banners:seeAllClients')).toBe('See all clients');
    expect(en.t('banners:manageClient')).toBe('Manage client');
    expect(en.t('banners:jiraDown')).toBe(
      'Jira is currently down. Some functionality in Onboard might be unavailable at this time.',
    );
    expect(en.t('nav:resources')).toBe('Employee & Employer Resources');
    expect(en.t('nav:getHelp')).toBe('Get Help');
    expect(en.t('nav:companyProfile')).toBe('Company profile');
    expect(en.t('hub:tasks.due.today')).toBe('Due today');
    expect(en.t('hub:tasks.due.pastDue', { date: 'D' })).toBe('Past Due D');
    expect(en.t('hub:tasks.due.soon', { date: 'D' })).toBe('Due Soon D');
    expect(en.t('hub:tasks.due.by', { date: 'D' })).toBe('Due by D');
  });

  test('the task status labels are the domain’s (spec section 4)', () => {
    const en = createI18n('en', resources);
    for (const status of TASK_STATUSES) {
      expect(en.t(`hub:tasks.status.${statusLabelKey(status)}`)).toBe(taskStatusLabel(status));
    }
  });

  test('the input-safety and paging messages of the contracts are known, so they show in Spanish too', () => {
    const en = createI18n('en', resources);
    for (const key of ['textSingleLine', 'textMultiLine', 'pageNumber', 'pageSize'] as const)
      expect([...Object.values(TEXT_MESSAGES), ...Object.values(PAGING_MESSAGES)]).toContain(
        en.t(`fieldMessages:${key}`),
      );
    expect(createI18n('es', resources).t('fieldMessages:textSingleLine')).toBe(
      'Elimine los saltos de línea, las tabulaciones y los caracteres invisibles',
    );
  });

  test('known messages are shown in Spanish', () => {
    const es = createI18n('es', resources);
    expect(es.t('fieldMessages:email')).toBe('Introduzca una dirección de correo válida');
  });
});

describe('the audit trail speaks in labels (issue 28 item 4)', () => {
  const QUESTIONS = { Client: 'client', Policy: 'policy', Plan: 'plan' } as const;
  /** The label of an attribute: its question (the EIF's answers) or the audit trail's own label. */
  const labelOf = (language: string, entity: string, key: string): string | undefined => {
    const eif = resources[language as 'en']?.eif as unknown as Tree;
    const at = (path: string[]) =>
      path.reduce<Tree | string | undefined>(
        (node, k) => (typeof node === 'object' ? node[k] : undefined),
        eif,
      );
    const group = QUESTIONS[entity as keyof typeof QUESTIONS];
    const question = group ? at(['questions', group, key]) : undefined;
    const label = typeof question === 'string' ? question : at(['changes', 'attributes', key]);
    return typeof label === 'string' ? label : undefined;
  };
  test.each(LANGUAGES)('every attribute of every tracked entity has a label in %s', (language) => {
    const missing = Object.entries(CHANGE_LOG_ATTRIBUTES).flatMap(([entity, keys]) =>
      keys.filter((key) => !labelOf(language, entity, key)).map((key) => `${entity}.${key}`),
    );
    expect(missing).toEqual([]);
  });
  test.each(LANGUAGES)('every tracked entity has a name in %s', (language) => {
    const eif = resources[language as 'en']?.eif as unknown as {
      changes: { entities: Record<string, string> };
    };
    expect(CHANGE_LOG_ENTITIES.filter((e) => !eif.changes.entities[e])).toEqual([]);
  });
});

describe('languages loaded on demand', () => {
  test('an English instance holds only English; switching to Spanish fetches it, then shows it', async () => {
    const i18n = createI18n('en');
    expect(i18n.hasResourceBundle('es', 'common')).toBe(false);
    await i18n.changeLanguage('es');
    expect(i18n.resolvedLanguage).toBe('es');
    expect(i18n.t('fieldMessages:email')).toBe('Introduzca una dirección de correo válida');
  });

  test('a feature’s texts are not in the first load: they are fetched when the feature first asks', async () => {
    const i18n = createI18n('en');
    for (const namespace of FEATURE_NAMESPACES) expect(i18n.hasResourceBundle('en', namespace)).toBe(false);
    await i18n.loadNamespaces('users');
    expect(i18n.t('users:tracker.team')).toBe(UPDATED_BY_PROVIDER_TEAM);
    await i18n.changeLanguage('es');
    expect(i18n.t('users:tracker.team')).toBe(resources.es.users.tracker.team);
  });

  test('loadI18n renders the remembered language from the start', async () => {
    const i18n = await loadI18n('es');
    expect(i18n.language).toBe('es');
    expect(i18n.t('fieldMessages:email')).toBe('Introduzca una dirección de correo válida');
  });
});
