import {
  CLIENTS_CALLS,
  EIF_CLIENT_FIELDS,
  EIF_PLAN_FIELDS,
  EIF_POLICY_FIELDS,
  REFERENCE_CALLS,
  type AuthUser,
  type ClientDto,
  type EifAllAnswers,
  type EifAnswers,
  type EifAnswersSaved,
} from '@onboard/contracts';
import type { Language } from '../i18n/index.js';
import { CLIENT_A, clientDto } from './clients.js';
import { fakeGateway, json, signedInAs, type FakeGateway, type FakeRoute } from './fakeGateway.js';
import { renderWithProviders } from './renderWithProviders.js';

const nulls = (fields: object) => Object.fromEntries(Object.keys(fields).map((f) => [f, null]));

/**
 * The EIF answers of a client as the clients service keeps them, for task-page tests: GET eif-answers answers
 * them, PATCH eif-answers writes what it is sent (each answer's version one more) and answers what it saved.
 */
export function fakeEifAnswers(client: ClientDto, given: Record<string, unknown> = {}) {
  const answers = {
    ...nulls(EIF_CLIENT_FIELDS),
    policies: Object.fromEntries(client.policies.map((p) => [p.id, nulls(EIF_POLICY_FIELDS)])),
    plans: Object.fromEntries(client.plans.map((p) => [p.id, nulls(EIF_PLAN_FIELDS)])),
  } as unknown as EifAllAnswers;
  const versions: EifAnswers['versions'] = {};
  const write = (path: string, value: unknown) => {
    const [first, id, field] = path.split('.');
    if ((first === 'policies' || first === 'plans') && id && field) {
      const record = (answers[first] as Record<string, Record<string, unknown>>)[id];
      if (record) record[field] = value;
    } else (answers as unknown as Record<string, unknown>)[path] = value;
  };
  for (const [path, value] of Object.entries(given)) write(path, value);
  const saves: Record<string, unknown>[] = [];
  const routes: FakeRoute[] = [
    {
      route: CLIENTS_CALLS.eifAnswersGet,
      respond: () =>
        json(200, {
          answers,
          versions,
          settings: {
            healthcareProfessionalsSegment: false,
            ageRules: false,
            brokerAsAuthorizedSigner: false,
            eifSignedAt: null,
            eifSignedBy: null,
          },
        } satisfies EifAnswers),
    },
    {
      route: CLIENTS_CALLS.eifAnswersSave,
      respond: async (request) => {
        const body = (await request.json()) as Record<string, unknown> & {
          baseVersions: Record<string, number>;
        };
        saves.push(body);
        const saved: EifAnswersSaved['saved'] = {};
        for (const path of Object.keys(body.baseVersions)) {
          const [first, id, field] = path.split('.');
          const value =
            (first === 'policies' || first === 'plans') && id && field
              ? (body[first] as Record<string, Record<string, unknown>>)[id]?.[field]
              : body[path];
          write(path, value);
          const version = {
            version: (versions[path]?.version ?? 0) + 1,
            updatedBy: null,
            updatedAt: new Date().toISOString(),
          };
          versions[path] = version;
          saved[path] = { ...version, value };
        }
        return json(200, { saved, conflicts: [] } satisfies EifAnswersSaved);
      },
    },
  ];
  return { answers, saves, routes };
}

/** Opens a hub page (a task page) as `user`, with the client, its toggles and more routes; English unless told. */
export function visitHub(
  path: string,
  user: AuthUser,
  {
    client = clientDto(),
    toggles = {},
    routes = [],
    language = 'en',
  }: {
    client?: ClientDto;
    toggles?: Record<string, boolean>;
    routes?: FakeRoute[];
    language?: Language;
  } = {},
): FakeGateway {
  const gateway = fakeGateway([
    signedInAs(user),
    ...routes,
    { route: CLIENTS_CALLS.get, params: { clientId: CLIENT_A }, respond: () => json(200, client) },
    {
      route: REFERENCE_CALLS.featureToggles,
      respond: () => json(200, { ONBOARD_REMOVE_EDI_FROM_EIF: false, ...toggles }),
    },
    { route: REFERENCE_CALLS.serviceStatus, respond: () => json(200, { jira: true }) },
  ]);
  globalThis.fetch = gateway.fetch;
  renderWithProviders({ path, language });
  return gateway;
}
