import type { RouteRequirement } from '../../app/routeHandle.js';

/**
 * Why a signed-in user was sent home from a page (kept in the router's location state, so it survives the
 * index's redirect to the role's home): `client` when the page is a client's they do not hold, `page` when
 * their role has no access to the page at all.
 */
export type AccessNotice = 'client' | 'page';

/** The location state that carries an AccessNotice. */
export type AccessNoticeState = { accessNotice: AccessNotice };

export const accessNoticeOf = (failed: readonly RouteRequirement[]): AccessNotice =>
  failed.some((requirement) => requirement.clientParam !== undefined) ? 'client' : 'page';

export function readAccessNotice(state: unknown): AccessNotice | undefined {
  const notice = (state as Partial<AccessNoticeState> | null | undefined)?.accessNotice;
  return notice === 'client' || notice === 'page' ? notice : undefined;
}
