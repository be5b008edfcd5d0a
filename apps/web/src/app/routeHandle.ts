import type { Action, Principal, Resource } from '@onboard/contracts';
import { can, canSome } from '@onboard/contracts';

/**
 * Spec section 2: every route has an auth mode. `required` sends anonymous visitors to the login page;
 * `not_allowed` (the public authentication pages) sends signed-in visitors away; `optional` lets anyone in;
 * `outside_signer` lets anyone in too: the action link's token, not a session, is the key (decision 108).
 */
export type AuthMode = 'required' | 'optional' | 'not_allowed' | 'outside_signer';

/** The layouts of spec section 2. */
export type LayoutType =
  | 'basic'
  | 'auth'
  | 'hub'
  | 'internal'
  | 'broker'
  | 'benAdmin'
  | 'clear'
  | 'explorer'
  | 'outside_signer';

/** Permissions a route (or its layout) needs; each entry must pass. */
export type RouteRequirement = { action: Action; resource: Resource; clientParam?: string };

/** `handle` of a route object. The deepest match that says something wins. */
export type RouteHandle = {
  auth?: AuthMode;
  /**
   * An anonymous visitor goes to plain /login instead of /login?redirect=…: the logout, index, notFound,
   * forgot, activate, reactivate, reset and maintenance routes (spec section 2).
   */
  plainLogin?: boolean;
  requires?: readonly RouteRequirement[];
  /** `signOutOnly`: the top navigation shows only Sign Out (the hub's welcome route, spec section 2). */
  nav?: 'signOutOnly';
  /** `none`: the page shows no footer (neither the layout's nor the hub's support footer): the form viewer. */
  footer?: 'none';
};

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}

/** The requirements `principal` does not meet, the client ones judged against the route's parameters. */
export function failedRequirements(
  principal: Principal | null,
  requirements: readonly RouteRequirement[],
  params: Readonly<Record<string, string | undefined>>,
): RouteRequirement[] {
  return requirements.filter(({ action, resource, clientParam }) => {
    const clientId = clientParam ? params[clientParam] : undefined;
    // A route about one client is judged on that client; a route about none on whether the role may at all.
    return clientId !== undefined
      ? !can(principal, action, resource, { clientId })
      : !canSome(principal, action, resource);
  });
}
