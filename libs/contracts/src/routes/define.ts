import type { z } from 'zod';
import type { Action, Resource } from '../permissions.js';
import type { ServiceName } from '../subjects.js';

/**
 * One declaration per call (docs/decisions/060). A route entry says everything the four readers need:
 * - the gateway registers it (access check, input parsing, one bus call, validation of the answer);
 * - the owning service binds one handler to it and gets typed `{context, params, query, body}`;
 * - the web builds its RTK Query endpoint from it (URL, method, cache tags);
 * - the OpenAPI document at /api/docs shows its bodies from the same schemas.
 * WIRE FORMAT: the subject (defaulted from service and name) is read by other processes.
 */

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Per-IP budgets the gateway applies before anything else (sign-in and token calls; public forms). */
export type RateLimitBucket = 'auth' | 'public-form';

/**
 * Who may call. A permission is checked against the role table of spec §6; the client or user the call is
 * about comes from the path's `:clientId` / `:userId` (never declared by hand).
 */
export type RouteAccess =
  | { readonly kind: 'public' }
  | { readonly kind: 'signed-in' }
  | { readonly kind: 'permission'; readonly action: Action; readonly resource: Resource }
  /**
   * An outside signer's action link (spec §6): no session; the gateway passes the link's token (header
   * `x-action-token`) to the service, which alone judges it. Only the outside-signer calls take one.
   */
  | { readonly kind: 'action-link' };

export const PUBLIC: RouteAccess = { kind: 'public' };
export const SIGNED_IN: RouteAccess = { kind: 'signed-in' };
export const ACTION_LINK: RouteAccess = { kind: 'action-link' };
/**
 * The header an action link's page sends its token in (never a cookie: nothing ambient, so no CSRF). Here, not
 * beside the outside signer's schemas: the web's first page reads it and must not load zod.
 */
export const ACTION_TOKEN_HEADER = 'x-action-token';
export const allow = (action: Action, resource: Resource): RouteAccess => ({
  kind: 'permission',
  action,
  resource,
});

/** RTK Query cache tag types of the web app. */
export const TAG_TYPES = [
  'Health',
  'Configuration',
  'AuthUser',
  'User',
  'UserClients',
  'FeatureToggle',
  'ServiceStatus',
  'Client',
  'DeifChanges',
  'OutsideSigner',
  'Setup',
  'Document',
  'DocumentNotice',
  'Census',
  'Email',
  'ApiJob',
  'EifAnswers',
  'Location',
  'EmployeeClass',
  'EmployeeClassPlan',
  'Contact',
  'Subsidiary',
  'ClaimsReportMailing',
  'AdditionalCompensation',
  'Bill',
  'TaskActivity',
  'SpdAcknowledgement',
  'Call',
  'OnboardingForm',
  'Carrier',
  'ExplorerPage',
] as const;
export type TagType = (typeof TAG_TYPES)[number];
export type CacheTag = TagType | { readonly type: TagType; readonly id: string };

/** The zod half of a route: what the gateway and the service parse, and what the answer must be. */
export type Schemas = {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  /** One sentence for the OpenAPI document (kept out of the web's half). */
  readonly summary: string;
};

/** Adds each call's summary to its schemas. */
export function withSummaries<T extends Record<string, Omit<Schemas, 'summary'>>>(
  parts: T,
  summaries: { readonly [K in keyof T]: string },
): { readonly [K in keyof T]: T[K] & { readonly summary: string } } {
  return Object.fromEntries(
    Object.entries(parts).map(([name, part]) => [name, { ...part, summary: summaries[name] }]),
  ) as { readonly [K in keyof T]: T[K] & { readonly summary: string } };
}

type Part<S, K extends 'params' | 'query' | 'body', IO extends 'in' | 'out'> = S extends {
  readonly [P in K]: infer Z;
}
  ? Z extends z.ZodType
    ? IO extends 'in'
      ? z.input<Z>
      : z.output<Z>
    : undefined
  : undefined;

/** What a handler receives once parsed: params, query and body (undefined where the route has none). */
export type CallInput<S> = {
  params: Part<S, 'params', 'out'>;
  query: Part<S, 'query', 'out'>;
  body: Part<S, 'body', 'out'>;
};
export type CallResult<S> = S extends { readonly response: infer R extends z.ZodType } ? z.output<R> : never;
/** What a caller sends (before defaults and transforms): the web's side. */
export type CallRequest<S> = (S extends { readonly params: z.ZodType }
  ? { params: Part<S, 'params', 'in'> }
  : { params?: undefined }) &
  (S extends { readonly query: z.ZodType } ? { query?: Part<S, 'query', 'in'> } : { query?: undefined }) &
  (S extends { readonly body: z.ZodType } ? { body: Part<S, 'body', 'in'> } : { body?: undefined });

export type TagsOf<S> = (input: CallInput<S>, result: CallResult<S> | undefined) => readonly CacheTag[];

/**
 * The HTTP half of a route (no zod at run time, so the web's first page can read it): where it answers,
 * who may call, and how the web caches it. Typed by its schemas.
 */
export interface CallDefinition<S> {
  readonly method: HttpMethod;
  /** Under /api, e.g. `/clients/:clientId/setup`. */
  readonly path: string;
  readonly access: RouteAccess;
  /** HTTP status of a success: 201 for a POST that creates, else 200. */
  readonly status?: 200 | 201 | 204;
  readonly rateLimit?: RateLimitBucket;
  /** Cache-Control of a success (default: the gateway's no-store); a function when it depends on the answer. */
  readonly cacheControl?: string | ((result: CallResult<S>) => string);
  /** Bus timeout when the service may take longer than the default. */
  readonly timeoutMs?: number;
  /** Defaults to `<service>.route.<name>`. */
  readonly subject?: string;
  /**
   * `custom`: a hand-written gateway controller serves it (session cookies, or a call that must combine
   * services); the web and the OpenAPI document still read this entry.
   */
  readonly gateway?: 'custom';
  /**
   * The answer is a file, sent with Content-Type and `Content-Disposition: attachment` (spec §5); the web links
   * to it. `true`: small files made on demand (`fileAnswerSchema`: bytes in base64 on the bus). `'stored'`:
   * files in storage (`storedFileSchema`: the service names the key, the gateway streams it; decision 116).
   */
  readonly file?: true | 'stored';
  /**
   * A multipart upload (decision 116): the gateway streams the `file` part into storage under a staging key and
   * sends the service the other parts as fields with `file` = the staged file (`stagedFileSchema`). The gateway
   * caps the file at its category's size (UPLOAD_RULES), or at `maxBytes` when the route names one.
   */
  readonly upload?: true | { readonly maxBytes: number };
  /** RTK Query cache tags a query provides / a mutation invalidates. */
  readonly provides?: TagsOf<S>;
  readonly invalidates?: TagsOf<S>;
}

/** A named call (the HTTP half), carrying its schemas' type. */
export type Call<S = Schemas> = CallDefinition<S> & {
  readonly service: ServiceName;
  readonly name: string;
  readonly subject: string;
  readonly status: 200 | 201 | 204;
  /** Type only: the schemas this call is bound to. */
  readonly __schemas?: S;
};

/** A call with its schemas: what the gateway, the services and the OpenAPI document read. */
export type RouteEntry<S extends Schemas = Schemas> = Call<S> & S;

/** Any call, whatever its schemas (its callbacks take any input). */
export type AnyCall = Omit<Call<Schemas>, 'provides' | 'invalidates' | 'cacheControl' | '__schemas'> & {
  // `any`, not `unknown`: parameters are contravariant, so only `any` accepts every entry's typed callbacks.
  /* eslint-disable @typescript-eslint/no-explicit-any */
  readonly provides?: (input: any, result: any) => readonly CacheTag[];
  readonly invalidates?: (input: any, result: any) => readonly CacheTag[];
  readonly cacheControl?: string | ((result: any) => string);
  /* eslint-enable @typescript-eslint/no-explicit-any */
  readonly __schemas?: unknown;
};
export type AnyRoute = AnyCall & Schemas;

type SchemasOf<E> = E extends { readonly __schemas?: infer S } ? Exclude<S, undefined> : never;
export type ParamsOf<E> = Part<SchemasOf<E>, 'params', 'out'>;
export type QueryOf<E> = Part<SchemasOf<E>, 'query', 'out'>;
export type BodyOf<E> = Part<SchemasOf<E>, 'body', 'out'>;
export type ResponseOf<E> = CallResult<SchemasOf<E>>;
export type RequestOf<E> = CallRequest<SchemasOf<E>>;
export type InputOf<E> = CallInput<SchemasOf<E>>;

/**
 * Names a service's calls: each gets its service, name, subject and success status. Typed by the service's
 * schema table (`defineCalls<typeof X_SCHEMAS>()('x', {...})`), which must have the same keys.
 */
export function defineCalls<T extends Record<string, Schemas>>() {
  return <Svc extends ServiceName>(
    service: Svc,
    definitions: { readonly [K in keyof T]: CallDefinition<T[K]> },
  ): { readonly [K in keyof T]: Call<T[K]> & { readonly service: Svc } } => {
    const named: Record<string, AnyCall> = {};
    for (const [name, definition] of Object.entries(definitions) as Array<
      [string, CallDefinition<Schemas>]
    >) {
      named[name] = {
        ...definition,
        service,
        name,
        subject: definition.subject ?? `${service}.route.${name}`,
        status: definition.status ?? (definition.method === 'POST' ? 201 : 200),
      } as AnyCall;
    }
    return named as { readonly [K in keyof T]: Call<T[K]> & { readonly service: Svc } };
  };
}

/** Joins a service's calls with their schemas; refuses a path parameter the params schema does not name. */
export function bindSchemas<
  T extends Record<string, Schemas>,
  C extends { readonly [K in keyof T]: Call<T[K]> },
>(calls: C, schemas: T): { readonly [K in keyof T]: C[K] & T[K] } {
  const bound: Record<string, AnyRoute> = {};
  for (const [name, call] of Object.entries(calls) as Array<[string, AnyCall]>) {
    const own = schemas[name];
    if (!own) throw new Error(`route ${call.service}.${name} has no schemas`);
    const shape = (own.params as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
    for (const param of pathParams(call.path)) {
      if (!(param in shape))
        throw new Error(`route ${call.service}.${name}: :${param} has no schema in params`);
    }
    bound[name] = { ...call, ...own } as AnyRoute;
  }
  return bound as { readonly [K in keyof T]: C[K] & T[K] };
}

/** The `:name` parameters of a path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
}

/** A path with its parameters filled in (each encoded), e.g. for the web's URLs. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter :${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Matches a concrete path (under /api) against a route's pattern. */
export function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}
