import type { ClientScope } from './client-scope.js';

/*
 * Raw SQL's own hold on the client scope (issue 31 item 4, decision 228). Raw SQL lives in each service's
 * `*.queries.ts` modules, and every function there takes the caller's `ClientScope` as an argument: the SQL keeps
 * to it itself, a second net under PostgreSQL's row-level security (which holds whatever the SQL says).
 */

/** Every client's scope: what system work (jobs, sweeps, sign-in bookkeeping) passes, visibly. */
export const SYSTEM_SCOPE: ClientScope = Object.freeze({ all: true as const });

/**
 * The scope as a condition on a client-id column (or any SQL naming a client id): `true` for every client (no
 * condition at all: the statement is planned as without it), `false` for none, else `column in (?)` (`?`:
 * `em.execute`, MikroORM expands the array into a list) or `column = any($n::uuid[])` (a prepared statement: the
 * ids as one array parameter, so the text is the same for every caller of a kind). `params` go where the
 * condition stands among the statement's parameters.
 */
export function scopeCondition(
  scope: ClientScope,
  column: string,
  placeholder: '?' | `$${number}` = '?',
): { sql: string; params: unknown[] } {
  if ('all' in scope) {
    if (scope.all === true) return { sql: 'true', params: [] };
    throw new Error('A client scope is every client ({all: true}) or listed clients ({clientIds})');
  }
  const ids = [...scope.clientIds];
  // An empty list would be no valid SQL after MikroORM's expansion; and none means no row.
  if (ids.length === 0) return { sql: 'false', params: [] };
  const sql = placeholder === '?' ? `${column} in (?)` : `${column} = any(${placeholder}::uuid[])`;
  return { sql, params: [ids] };
}

/**
 * For a query of system work on tables that hold no client (identity's tokens and sign-in failures) or on
 * every client at once (a sweep): refuses any scope but every client's, so a caller's narrower scope never
 * reaches it by mistake. `what` names the query in the error.
 */
export function requireSystemScope(scope: ClientScope, what: string): void {
  if (!('all' in scope && scope.all === true)) {
    throw new Error(`${what} is system work: it takes every client's scope (SYSTEM_SCOPE or a systemFork's)`);
  }
}
