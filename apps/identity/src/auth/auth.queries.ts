import type { EntityManager } from '@mikro-orm/postgresql';
import { requireSystemScope, type ClientScope } from '@onboard/server-kit';

/*
 * The identity service's raw SQL: sign-in sessions, refresh tokens and sign-in failures (decision 228). These
 * tables hold no client (no client column, no row-level security): what they serve is the system's own work
 * before and around a sign-in, so each function takes the scope like every queries function and refuses any but
 * every client's (callers pass SYSTEM_SCOPE, visibly).
 */

// --- sessions and refresh tokens (token.service) ---

/** The user of the sign-in transaction holding this session token, if any. */
export async function sessionTokenOwner(
  em: EntityManager,
  scope: ClientScope,
  hash: string,
): Promise<string | undefined> {
  requireSystemScope(scope, 'sessionTokenOwner');
  const rows = await em.execute<{ user_id: string }[]>(
    `select "user_id" from "identity"."auth_transaction" where "session_token_hash" = ?`,
    [hash],
  );
  return rows[0]?.user_id;
}

/** Spends a session token, once, within its lifetime, of a successful sign-in: its user, or none. */
export async function claimSessionToken(
  tx: EntityManager,
  scope: ClientScope,
  hash: string,
): Promise<string | undefined> {
  requireSystemScope(scope, 'claimSessionToken');
  const claimed = await tx.execute<{ user_id: string }[]>(
    `update "identity"."auth_transaction" set "session_token_used_at" = now()
      where "session_token_hash" = ? and "session_token_used_at" is null and "session_token_expires_at" > now()
        and "status" = 'SUCCESS'
      returning "user_id"`,
    [hash],
  );
  return claimed[0]?.user_id;
}

/** Claims a live refresh token for its rotation, atomically: its session's family, or none. */
export async function claimRefreshToken(
  tx: EntityManager,
  scope: ClientScope,
  hash: string,
): Promise<string | undefined> {
  requireSystemScope(scope, 'claimRefreshToken');
  const claimed = await tx.execute<{ family_id: string }[]>(
    `update "identity"."refresh_session" set "rotated_at" = now()
      where "token_hash" = ? and "rotated_at" is null and "revoked_at" is null and "expires_at" > now()
      returning "family_id"`,
    [hash],
  );
  return claimed[0]?.family_id;
}

/**
 * A refresh token rotated within the last `graceSeconds` whose successor (`successorHash`) is still live: the
 * family of both, or none.
 */
export async function gracedSuccessor(
  tx: EntityManager,
  scope: ClientScope,
  hashes: { token: string; successor: string },
  graceSeconds: number,
): Promise<string | undefined> {
  requireSystemScope(scope, 'gracedSuccessor');
  const graced = await tx.execute<{ family_id: string }[]>(
    `select "s"."family_id" from "identity"."refresh_session" "r"
       join "identity"."refresh_session" "s" on "s"."token_hash" = ? and "s"."family_id" = "r"."family_id"
      where "r"."token_hash" = ? and "r"."revoked_at" is null
        and "r"."rotated_at" > now() - make_interval(secs => ?)
        and "s"."revoked_at" is null and "s"."rotated_at" is null and "s"."expires_at" > now()`,
    [hashes.successor, hashes.token, graceSeconds],
  );
  return graced[0]?.family_id;
}

/** Revokes the user's sessions created within `windowSeconds`: their families (to announce). */
export async function revokeRecentSessions(
  tx: EntityManager,
  scope: ClientScope,
  userId: string,
  windowSeconds: number,
): Promise<string[]> {
  requireSystemScope(scope, 'revokeRecentSessions');
  const rows = await tx.execute<{ family_id: string }[]>(
    `update "identity"."refresh_session" set "revoked_at" = now()
      where "user_id" = ? and "revoked_at" is null and "created_at" > now() - make_interval(secs => ?)
      returning "family_id"`,
    [userId, windowSeconds],
  );
  return rows.map((r) => r.family_id);
}

/** Sessions revoked within `windowSeconds` (created within it before their revocation), by family. */
export function recentlyRevokedSessions(
  em: EntityManager,
  scope: ClientScope,
  windowSeconds: number,
): Promise<{ family_id: string; revoked_at: Date }[]> {
  requireSystemScope(scope, 'recentlyRevokedSessions');
  return em.execute<{ family_id: string; revoked_at: Date }[]>(
    `select "family_id", max("revoked_at") as "revoked_at" from "identity"."refresh_session"
      where "revoked_at" > now() - make_interval(secs => ?)
        and "created_at" > "revoked_at" - make_interval(secs => ?)
      group by "family_id"`,
    [windowSeconds, windowSeconds],
  );
}

// --- sign-in failures (sign-in.service) ---

/** The lockout's rule: `threshold` failures in a row lock for `minutes`. */
export type Lockout = { threshold: number; minutes: number };

/**
 * Counts a failure for an address without an account (the same count, threshold and lock duration as an
 * account's): whether it is now locked. Addresses nobody has tried for twice the lock's duration are forgotten
 * first (an attacker's list of guesses does not pile up).
 */
export async function recordAddressFailure(
  em: EntityManager,
  scope: ClientScope,
  addressHash: string,
  lockout: Lockout,
): Promise<boolean> {
  requireSystemScope(scope, 'recordAddressFailure');
  const attempts = `case when f."locked_until" is not null and f."locked_until" <= now() then 1
                        else f."failed_attempts" + 1 end`;
  await em.execute(
    `delete from "identity"."sign_in_failure" where "updated_at" < now() - make_interval(mins => ?)`,
    [lockout.minutes * 2],
  );
  const rows = await em.execute<{ locked: boolean }[]>(
    `insert into "identity"."sign_in_failure" as f ("address_hash", "failed_attempts", "locked_until", "updated_at")
       values (?, 1, case when 1 >= ? then now() + make_interval(mins => ?) else null end, now())
     on conflict ("address_hash") do update
       set "failed_attempts" = ${attempts},
           "locked_until" = case when ${attempts} >= ? then now() + make_interval(mins => ?) else null end,
           "updated_at" = now()
     returning ("locked_until" is not null) as "locked"`,
    [addressHash, lockout.threshold, lockout.minutes, lockout.threshold, lockout.minutes],
  );
  return rows[0]?.locked ?? false;
}

/**
 * Counts a failure of the user's credential atomically (concurrent attempts cannot slip past the threshold) and
 * locks it on reaching the threshold; a lock that has run out starts the count afresh. Whether it is now locked.
 */
export async function recordCredentialFailure(
  em: EntityManager,
  scope: ClientScope,
  userId: string,
  lockout: Lockout,
): Promise<boolean> {
  requireSystemScope(scope, 'recordCredentialFailure');
  const rows = await em.execute<{ locked: boolean }[]>(
    `update "identity"."credential" as c
       set "failed_attempts" = n.attempts,
           "locked_until" = case when n.attempts >= ? then now() + make_interval(mins => ?) else null end
      from (select "user_id",
                   case when "locked_until" is not null and "locked_until" <= now() then 1
                        else "failed_attempts" + 1 end as attempts
              from "identity"."credential" where "user_id" = ? for update) as n
     where c."user_id" = n."user_id"
     returning (c."locked_until" is not null) as "locked"`,
    [lockout.threshold, lockout.minutes, userId],
  );
  return rows[0]?.locked ?? false;
}
