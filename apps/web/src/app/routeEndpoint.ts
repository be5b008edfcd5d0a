import {
  ACTION_TOKEN_HEADER,
  fillPath,
  type AnyCall,
  type CacheTag,
  type InputOf,
  type RequestOf,
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
 * A query endpoint for a route entry. `toRequest` turns the hook's argument into the call's input (the hooks
 * keep their simple arguments, e.g. a client id); `pick` variants choose the entry by argument (user kinds).
 */
export function routeQuery<E extends AnyCall, Arg>(route: E, toRequest: (arg: Arg) => RequestOf<E>) {
  return pickedQuery((arg: Arg) => ({ route, input: toRequest(arg) }));
}

export function routeMutation<E extends AnyCall, Arg>(route: E, toRequest: (arg: Arg) => RequestOf<E>) {
  return pickedMutation((arg: Arg) => ({ route, input: toRequest(arg) }));
}

export function pickedQuery<E extends AnyCall, Arg>(pick: (arg: Arg) => Picked<E>) {
  return {
    query: (arg: Arg) => {
      const { route, input } = pick(arg);
      return requestOf(route, input);
    },
    providesTags: (result: unknown, _error: unknown, arg: Arg) => [...tags('provides', pick(arg), result)],
  };
}

export function pickedMutation<E extends AnyCall, Arg>(pick: (arg: Arg) => Picked<E>) {
  return {
    query: (arg: Arg) => {
      const { route, input } = pick(arg);
      return requestOf(route, input);
    },
    invalidatesTags: (result: unknown, _error: unknown, arg: Arg) => [
      ...tags('invalidates', pick(arg), result),
    ],
  };
}
