import { jest } from '@jest/globals';
import {
  ALL_ROUTES,
  AUTH_CALLS,
  errorEnvelopeSchema,
  fillPath,
  pathPattern,
  type AnyCall,
  type AnyRoute,
  type AuthUser,
  type Configuration,
  type ErrorCode,
  type FieldError,
  type KeyedMessage,
  type User,
} from '@onboard/contracts';
import type { z } from 'zod';
import { reportLater, reportMismatch, track } from './gatewayChecks.js';

/** A JSON response like the gateway's. */
export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** The gateway's error envelope: a message of the contracts (`keyedMessage(…)`) carries its key, as the gateway's. */
export const envelope = (
  statusCode: number,
  code: ErrorCode,
  message: string | KeyedMessage,
  errors: FieldError[] = [],
) => {
  const text = typeof message === 'string' ? { message } : { message: message.message, key: message.key };
  return json(statusCode, { statusCode, code, ...text, errors });
};

export type FakeRoute =
  | {
      /** A call of the route table (`AUTH_CALLS.signIn` …): answers its method on its path. */
      route: AnyCall;
      /** The path's parameters, to answer one record only (else any value of each parameter). */
      params?: Record<string, string>;
      respond: (request: Request) => Response | Promise<Response>;
      /**
       * Only for a test of what the app does with an answer this gateway can never send (a newer gateway's, say):
       * why. Its answers are not checked against the route's schemas (its requests still are).
       */
      offContract?: string;
    }
  | {
      method?: string;
      /** Path under the origin, e.g. '/api/health/ready' (calls outside the route table only). */
      path: string | RegExp;
      respond: (request: Request) => Response | Promise<Response>;
    };

/** Where a route-table call answers: its method and its path under /api (one record's, given its params). */
export const at = (
  call: AnyCall,
  params?: Record<string, string>,
): { method: string; path: string | RegExp } => ({
  method: call.method,
  path: params ? `/api${fillPath(call.path, params)}` : pathPattern(`/api${call.path}`),
});

const where = (route: FakeRoute): { method?: string; path: string | RegExp } =>
  'route' in route ? at(route.route, route.params) : route;

export type FakeGateway = {
  fetch: jest.Mock<typeof fetch>;
  /** Requests received for a route-table call (with its params: one record's), or a path (and method). */
  requests: (path: string | RegExp | AnyCall, option?: string | Record<string, string>) => Request[];
  /** Bodies (parsed JSON) of those requests. */
  bodies: (path: string | RegExp | AnyCall, option?: string | Record<string, string>) => Promise<unknown[]>;
};

const matches = (route: { method?: string; path: string | RegExp }, request: Request) => {
  const path = new URL(request.url).pathname;
  const method = route.method ?? 'GET';
  return (
    request.method === method &&
    (typeof route.path === 'string' ? route.path === path : route.path.test(path))
  );
};

// ── What the real gateway would do: each request and answer of a route-table call checked with its schemas ──

type TableMatch = { route: AnyRoute; params: Record<string, string> };

const segmentsOf = (path: string) => path.split('/').slice(1);
const TABLE = ALL_ROUTES.map((route) => ({ route, segments: segmentsOf(`/api${route.path}`) }));

/**
 * The route-table entry the gateway would serve a request with, and its path's parameters; as the gateway's
 * router (find-my-way), a static segment wins over a parameter at the first place they differ.
 */
function tableRoute(request: Request): TableMatch | undefined {
  const path = new URL(request.url).pathname;
  if (!path.startsWith('/api/')) return undefined;
  const segments = segmentsOf(path);
  let best: { route: AnyRoute; segments: string[] } | undefined;
  for (const candidate of TABLE) {
    if (candidate.route.method !== request.method || candidate.segments.length !== segments.length) continue;
    if (!candidate.segments.every((part, i) => part.startsWith(':') || part === segments[i])) continue;
    if (!best) best = candidate;
    else {
      const first = candidate.segments.findIndex(
        (part, i) => part.startsWith(':') !== best?.segments[i]?.startsWith(':'),
      );
      if (first >= 0 && !candidate.segments[first]?.startsWith(':')) best = candidate;
    }
  }
  if (!best) return undefined;
  const params: Record<string, string> = {};
  best.segments.forEach((part, i) => {
    if (part.startsWith(':')) params[part.slice(1)] = decoded(segments[i] ?? '');
  });
  return { route: best.route, params };
}

const decoded = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part; // a malformed escape: the gateway's router refuses it; the params' schema judges it as it is
  }
};

/** A query as the gateway reads it: a repeated key is a list, and `key[]` is the same key (gateway's plainQuery). */
function queryOf(url: URL): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) {
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    const before = out[name];
    out[name] = before === undefined ? value : [before, value].flat();
  }
  return out;
}

const nameOf = ({ route }: TableMatch, request: Request) =>
  `${request.method} ${new URL(request.url).pathname} (${route.service}.${route.name}, ${route.method} /api${route.path})`;

const issuesOf = (error: z.ZodError) =>
  error.issues
    .slice(0, 12)
    .map(
      (issue) =>
        `    - ${issue.path.join('.') || '(root)'}: ${issue.message} (${issue.code}${'expected' in issue ? `, expected ${String(issue.expected)}` : ''})`,
    )
    .join('\n');

const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 400 ? `${text.slice(0, 400)}…` : text;
};

function parsePart(
  found: string[],
  match: TableMatch,
  request: Request,
  what: string,
  schema: z.ZodType | undefined,
  value: unknown,
): void {
  if (!schema) return;
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    found.push(
      `${nameOf(match, request)}: the request's ${what} breaks the route's schema (the gateway answers 400):\n` +
        `${issuesOf(result.error)}\n    ${what}: ${shown(value)}`,
    );
  }
}

/** The staged file the gateway puts in an upload's body in place of its `file` part. */
const stagedFile = (file: File) => ({
  key: 'staging/00000000-0000-4000-8000-000000000000',
  fileName: file.name,
  size: file.size,
  sha256: '0'.repeat(64),
  declaredType: file.type,
});

/** Parses a request's params, query and body with its route's schemas, as the gateway does (the input form). */
async function checkRequest(match: TableMatch, request: Request): Promise<string[]> {
  const { route } = match;
  const found: string[] = [];
  parsePart(found, match, request, 'params', route.params, match.params);
  parsePart(found, match, request, 'query', route.query, queryOf(new URL(request.url)));
  if (!route.body) return found;
  const type = request.headers.get('content-type') ?? '';
  if (route.upload) {
    if (!type.startsWith('multipart/form-data')) {
      found.push(`${nameOf(match, request)}: an upload must be multipart/form-data, not "${type}"`);
      return found;
    }
    const form = await request.formData();
    const body: Record<string, unknown> = {};
    for (const [name, value] of form) {
      if (typeof value === 'string') body[name] = value;
      else if (name === 'file') body.file = stagedFile(value);
    }
    parsePart(found, match, request, 'body', route.body, body);
    return found;
  }
  const text = await request.text();
  if (text === '') {
    parsePart(found, match, request, 'body', route.body, undefined);
    return found;
  }
  if (!type.includes('json')) {
    found.push(
      `${nameOf(match, request)}: the body is sent as "${type}", not JSON (the gateway answers 415)`,
    );
    return found;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    found.push(`${nameOf(match, request)}: the body is not JSON: ${shown(text)}`);
    return found;
  }
  parsePart(found, match, request, 'body', route.body, body);
  return found;
}

/**
 * Checks an answer as the gateway would send it: a success with the route's status and, unless the route
 * answers a file (bytes, not checked) or nothing (204), a JSON body its response schema accepts; an error with
 * the gateway's envelope `{statusCode, code, message, errors}`.
 */
async function checkAnswer(match: TableMatch, request: Request, response: Response): Promise<void> {
  const { route } = match;
  const status = response.status;
  if (status === 0) return; // Response.error(): a network failure, not an answer.
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  const fail = (problem: string) =>
    reportMismatch(`${nameOf(match, request)}: the answer ${status} ${problem}`);
  if (status >= 200 && status < 300) {
    if (status !== route.status) fail(`has another status than the gateway's success: ${route.status}`);
    if (route.file || route.status === 204) return;
    if (text !== '' && !type.includes('json')) return fail(`is "${type}", not JSON`);
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      return fail(`is not JSON: ${shown(text)}`);
    }
    const result = route.response.safeParse(body);
    if (!result.success)
      fail(`breaks the route's response schema:\n${issuesOf(result.error)}\n    answer: ${shown(body)}`);
    return;
  }
  if (status >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return fail(`is not the gateway's error envelope (not JSON): ${shown(text)}`);
    }
    const result = errorEnvelopeSchema.safeParse(body);
    if (!result.success)
      return fail(
        `is not the gateway's error envelope:\n${issuesOf(result.error)}\n    answer: ${shown(body)}`,
      );
    if (result.data.statusCode !== status) fail(`carries another statusCode: ${result.data.statusCode}`);
  }
}

/**
 * A stand-in for the gateway that answers by method and path, for unit tests that replace `fetch`. The
 * session call answers `user: null` (anonymous, decision 199) unless a route says otherwise; anything unknown
 * answers 404. Every request of a route-table call, and every answer to one, is checked with the route's schemas
 * as the real gateway would (params, query and body; a success's status and body; an error's envelope): a
 * mismatch fails the test after it ran (gatewayShapesAfterEach.ts). Paths outside the table are not checked.
 */
export function fakeGateway(routes: FakeRoute[]): FakeGateway {
  const received: Request[] = [];
  const all: FakeRoute[] = [
    ...routes,
    { route: AUTH_CALLS.session, respond: () => json(200, { user: null }) },
  ];
  const fetchMock = jest.fn<typeof fetch>(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    received.push(request.clone());
    const entry = tableRoute(request);
    // A request the gateway would refuse is a mismatch unless the fake refuses it as the gateway does (a test of
    // the app's handling of the server's field errors): answered 400 VALIDATION_FAILED.
    const call = { findings: [] as string[], refused: false };
    if (entry) {
      track(checkRequest(entry, request.clone()).then((found) => void call.findings.push(...found)));
      reportLater(() => (call.refused ? [] : call.findings));
    }
    const route = all.find((candidate) => matches(where(candidate), request));
    const response = route
      ? await route.respond(request)
      : envelope(404, 'NOT_FOUND', `No route ${request.method} ${request.url}`);
    if (entry && response instanceof Response && !(route && 'offContract' in route && route.offContract)) {
      const answer = response.clone();
      track(
        checkAnswer(entry, request, answer.clone()).then(async () => {
          call.refused =
            answer.status === 400 && (await answer.json().catch(() => null))?.code === 'VALIDATION_FAILED';
        }),
      );
    }
    return response;
  });
  const requests = (path: string | RegExp | AnyCall, option?: string | Record<string, string>) => {
    const method = typeof option === 'string' ? option : undefined;
    const params = typeof option === 'object' ? option : undefined;
    const target =
      typeof path === 'object' && 'path' in path && 'method' in path && !(path instanceof RegExp)
        ? at(path, params)
        : { path: path as string | RegExp, method };
    return received.filter((request) =>
      matches(
        { path: target.path, ...(target.method ? { method: target.method } : { method: request.method }) },
        request,
      ),
    );
  };
  return {
    fetch: fetchMock,
    requests,
    bodies: (path, option) => Promise.all(requests(path, option).map((request) => request.clone().json())),
  };
}

/** The web's runtime configuration as GET /api/configuration answers it (Sun Life's support, unless told otherwise). */
export function configurationDto(overrides: Partial<Configuration> = {}): Configuration {
  return {
    supportEmail: 'help@insurer.example',
    supportPhone: '1-800-555-0100',
    environment: 'test',
    providerName: 'Sun Life',
    pageSize: 25,
    features: {},
    ...overrides,
  };
}

/** A user as the user administration calls answer it: Olivia Owner unless told otherwise. */
export function userDto(overrides: Partial<User> = {}): User {
  return {
    id: '6f1c1a52-52a6-4c8e-9e55-3c1b1f0a0001',
    name: 'Olivia Owner',
    firstName: 'Olivia',
    lastName: 'Owner',
    email: 'owner@onboard.test',
    phoneNumber: null,
    role: 'SLF_OWNER',
    clientIds: [],
    welcomeEmailSentDate: null,
    termsOfUseDate: null,
    firstLogin: null,
    firstPasswordSet: null,
    lastLogin: null,
    lastPasswordSet: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    deletedAt: null,
    userInfoUpdatedAt: null,
    userInfoUpdatedBy: null,
    hasPassword: true,
    hasMfa: true,
    ...overrides,
  };
}

/** A signed-in user as GET /api/users/authenticated (and /session, in `user`) answers it. */
export function authUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    ...userDto(),
    clients: [],
    csrfToken: 'csrf-token',
    ...overrides,
  };
}

/** The session route answering this user. */
export const signedInAs = (user: AuthUser): FakeRoute => ({
  route: AUTH_CALLS.session,
  respond: () => json(200, { user }),
});

/**
 * The sign-in's end as the gateway answers it after the identity provider said SUCCESS: token exchange,
 * logged-in, then the session check: the user from then on, after `staleChecks` answers of "not signed in"
 * (checks sent before logged-in), or never when the browser refused the cookies (`cookiesKept: false`).
 */
export function signedInSessionRoutes({ staleChecks = 0, cookiesKept = true } = {}): FakeRoute[] {
  let signedIn = false;
  let answered = 0;
  return [
    {
      route: AUTH_CALLS.tokenExchange,
      respond: () => json(200, { accessToken: 'a'.repeat(40), refreshToken: 'r'.repeat(40), expiresIn: 900 }),
    },
    {
      route: AUTH_CALLS.loggedIn,
      respond: () => {
        signedIn = cookiesKept;
        return json(200, { csrfToken: 'csrf' });
      },
    },
    {
      route: AUTH_CALLS.session,
      respond: () => json(200, { user: signedIn && ++answered > staleChecks ? authUser() : null }),
    },
  ];
}
