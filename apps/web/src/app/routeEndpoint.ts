import {
  ACTION_TOKEN_HEADER,
  fillPath,
  type AnyCall,
  type CacheTag,
  type InputOf,
  type RequestOf,
  type ResponseOf,
} from '@onboard/contracts';
import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import { actionToken } from './actionToken.js';

/**
 * RTK Query endpoints built from the route table of `@onboard/contracts` (docs/decisions/060): the URL,
 * method and cache tags come from the route entry, so no feature types a URL by hand.
 */

/** The request for a route entry: its path with the params filled in, its method, query and body. */
export function requestOf<E extends AnyCall>(route: E, input: RequestOf<E>): FetchArgs {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: object;
    body?: unknown;
  };
  // The outside signer's calls carry the action link's token (decision 108); no other call ever does.
  const token = route.access.kind === 'action-link' ? actionToken() : null;
  return {
    url: fillPath(route.path, params).slice(1),
    method: route.method,
    ...(query ? { params: query } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(token ? { headers: { [ACTION_TOKEN_HEADER]: token } } : {}),
  };
}

/**
 * The address of a file route (`file`: the summary PDF, a stored document, a zip) for a plain link: the browser downloads
 * it with the session cookie, and a GET needs no CSRF header.
 */
export function fileUrlOf<E extends AnyCall>(route: E, input: RequestOf<E>): string {
  const { params, query } = input as { params?: Record<string, unknown>; query?: Record<string, string> };
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `/api${fillPath(route.path, params)}${search}`;
}

type Tags = readonly CacheTag[];
type Picked<E extends AnyCall> = { route: E; input: RequestOf<E> };

/** Tags of a route entry for this call (the entry reads only ids from the input). */
function tags<E extends AnyCall>(
  which: 'provides' | 'invalidates',
  { route, input }: Picked<E>,
  result: unknown,
): Tags {
  const declared = route[which];
  return declared ? declared(input as unknown as InputOf<E>, result) : [];
}

/**
 * The answer as the route declares it. The gateway has already validated it against the route's response schema,
 * so this identity only names its type: RTK Query infers an endpoint's result type from `transformResponse`'s
 * return, so `build.query(routeQuery(...))` takes no type arguments and the hook's data is `ResponseOf<E>` (a
 * union over the entries a `pick` may choose). A hand-written result type would be a second copy that can drift
 * from the contract, so eslint.config.mjs refuses one.
 */
const asResponse = <E extends AnyCall>(response: unknown) => response as ResponseOf<E>;

/*
 * The hook's argument is `Arg`, taken from `toRequest` / `pick` only (`NoInfer` in the results: inside
 * `build.query(...)` the builder's own, still unknown, argument type would otherwise be inferred into it); a
 * call without an argument (`() => ({})`) gets `void`, so its hook is called with none.
 */
export type RouteQuery<E extends AnyCall, Arg> = {
  query: (arg: Arg) => FetchArgs;
  transformResponse: (response: unknown) => ResponseOf<E>;
  providesTags: (result: unknown, error: unknown, arg: Arg) => CacheTag[];
};
export type RouteMutation<E extends AnyCall, Arg> = {
  query: (arg: Arg) => FetchArgs;
  transformResponse: (response: unknown) => ResponseOf<E>;
  invalidatesTags: (result: unknown, error: unknown, arg: Arg) => CacheTag[];
};

/**
 * A query endpoint for a route entry. `toRequest` turns the hook's argument into the call's input (the hooks
 * keep their simple arguments, e.g. a client id); `pick` variants choose the entry by argument (user kinds).
 */
export function routeQuery<E extends AnyCall, Arg = void>(
  route: E,
  toRequest: (arg: Arg) => RequestOf<E>,
): RouteQuery<E, NoInfer<Arg>> {
  return pickedQuery((arg: Arg) => ({ route, input: toRequest(arg) }));
}

export function routeMutation<E extends AnyCall, Arg = void>(
  route: E,
  toRequest: (arg: Arg) => RequestOf<E>,
): RouteMutation<E, NoInfer<Arg>> {
  return pickedMutation((arg: Arg) => ({ route, input: toRequest(arg) }));
}

export function pickedQuery<E extends AnyCall, Arg = void>(
  pick: (arg: Arg) => Picked<E>,
): RouteQuery<E, NoInfer<Arg>> {
  return {
    query: (arg) => {
      const { route, input } = pick(arg);
      return requestOf(route, input);
    },
    transformResponse: asResponse<E>,
    providesTags: (result, _error, arg) => [...tags('provides', pick(arg), result)],
  };
}

export function pickedMutation<E extends AnyCall, Arg = void>(
  pick: (arg: Arg) => Picked<E>,
): RouteMutation<E, NoInfer<Arg>> {
  return {
    query: (arg) => {
      const { route, input } = pick(arg);
      return requestOf(route, input);
    },
    transformResponse: asResponse<E>,
    invalidatesTags: (result, _error, arg) => [...tags('invalidates', pick(arg), result)],
  };
}
