import { z } from 'zod';
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
  | { readonly kind: 'permission'; readonly action: Action; readonly resource: Resource };

export const PUBLIC: RouteAccess = { kind: 'public' };
export const SIGNED_IN: RouteAccess = { kind: 'signed-in' };
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
  'Setup',
  'Document',
  'Email',
  'ApiJob',
] as const;
export type TagType = (typeof TAG_TYPES)[number];
export type CacheTag = TagType | { readonly type: TagType; readonly id: string };

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a route's handler receives once the gateway and the service have parsed it. */
export type RouteInput<P, Q, B> = { params: Out<P>; query: Out<Q>; body: Out<B> };

export type TagsOf<P, Q, B, R> = (
  input: RouteInput<P, Q, B>,
  result: Out<R> | undefined,
) => readonly CacheTag[];

export interface RouteDefinition<P, Q, B, R extends Schema> {
  readonly method: HttpMethod;
  /** Under /api, e.g. `/clients/:clientId/setup`. */
  readonly path: string;
  readonly access: RouteAccess;
  /** One sentence for the OpenAPI document. */
  readonly summary: string;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  readonly response: R;
  /** HTTP status of a success: 201 for a POST that creates, else 200. */
  readonly status?: 200 | 201 | 204;
  readonly rateLimit?: RateLimitBucket;
  /** Cache-Control of a success (default: the gateway's no-store); a function when it depends on the answer. */
  readonly cacheControl?: string | ((result: z.output<R>) => string);
  /** Bus timeout when the service may take longer than the default. */
  readonly timeoutMs?: number;
  /** Defaults to `<service>.route.<name>`. */
  readonly subject?: string;
  /**
   * `custom`: a hand-written gateway controller serves it (session cookies, or a call that must combine
   * services); the web and the OpenAPI document still read this entry.
   */
  readonly gateway?: 'custom';
  /** RTK Query cache tags a query provides / a mutation invalidates. */
  readonly provides?: TagsOf<P, Q, B, R>;
  readonly invalidates?: TagsOf<P, Q, B, R>;
}

export type RouteEntry<
  P = Schema | undefined,
  Q = Schema | undefined,
  B = Schema | undefined,
  R extends Schema = Schema,
> = RouteDefinition<P, Q, B, R> & {
  readonly service: ServiceName;
  readonly name: string;
  readonly subject: string;
  readonly status: 200 | 201 | 204;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteEntry<any, any, any, any>;

/* eslint-disable @typescript-eslint/no-explicit-any */
export type ParamsOf<E> = E extends RouteDefinition<infer P, any, any, any> ? Out<P> : never;
export type QueryOf<E> = E extends RouteDefinition<any, infer Q, any, any> ? Out<Q> : never;
export type BodyOf<E> = E extends RouteDefinition<any, any, infer B, any> ? Out<B> : never;
export type ResponseOf<E> = E extends RouteDefinition<any, any, any, infer R> ? z.output<R> : never;
/* eslint-enable @typescript-eslint/no-explicit-any */
export type InputOf<E> = { params: ParamsOf<E>; query: QueryOf<E>; body: BodyOf<E> };

/** A single route's declaration; `defineRoutes` names it. */
export function route<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
>(definition: RouteDefinition<P, Q, B, R>): RouteDefinition<P, Q, B, R> {
  return definition;
}

type Named<S extends ServiceName, T> = {
  readonly [K in keyof T]: T[K] extends RouteDefinition<infer P, infer Q, infer B, infer R>
    ? RouteEntry<P, Q, B, R> & { readonly service: S }
    : never;
};

/** Names a service's routes: each entry gets its service, name, subject and success status. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDefinition = RouteDefinition<any, any, any, any>;

export function defineRoutes<S extends ServiceName, T extends Record<string, AnyDefinition>>(
  service: S,
  definitions: T,
): Named<S, T> {
  const named: Record<string, AnyRoute> = {};
  for (const [name, definition] of Object.entries(definitions)) {
    const d = definition as RouteDefinition<
      Schema | undefined,
      Schema | undefined,
      Schema | undefined,
      Schema
    >;
    for (const param of pathParams(d.path)) {
      const shape = d.params instanceof z.ZodObject ? (d.params.shape as Record<string, unknown>) : {};
      if (!(param in shape)) throw new Error(`route ${service}.${name}: :${param} has no schema in params`);
    }
    named[name] = {
      ...d,
      service,
      name,
      subject: d.subject ?? `${service}.route.${name}`,
      status: d.status ?? (d.method === 'POST' ? 201 : 200),
    } as AnyRoute;
  }
  return named as Named<S, T>;
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
