import { jest } from '@jest/globals';
import {
  AUTH_CALLS,
  fillPath,
  pathPattern,
  type AnyCall,
  type AuthUser,
  type FieldError,
  type KeyedMessage,
  type User,
} from '@onboard/contracts';

/** A JSON response like the gateway's. */
export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** The gateway's error envelope: a message of the contracts (`keyedMessage(…)`) carries its key, as the gateway's. */
export const envelope = (
  statusCode: number,
  code: string,
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

/**
 * A stand-in for the gateway that answers by method and path, for unit tests that replace `fetch`. The
 * session call answers `user: null` (anonymous, decision 199) unless a route says otherwise; anything unknown
 * answers 404.
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
    const route = all.find((candidate) => matches(where(candidate), request));
    if (!route) return envelope(404, 'NOT_FOUND', `No route ${request.method} ${request.url}`);
    return route.respond(request);
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
