import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { expect, test } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  errorEnvelopeSchema,
  IDENTITY_ROUTES,
  INTERNAL,
  tokenPairSchema,
  type RequestContext,
  type Role,
} from '@onboard/contracts';
import { demoId } from '@onboard/server-kit';
import { describeServiceBasics } from '@onboard/server-kit/testing';
import { identityService } from './definition.js';

const owner: RequestContext['user'] = { id: demoId('user:owner'), role: 'SLF_OWNER', clientIds: [] };
const maple = demoId('client:maple-dental');
const harbor = demoId('client:harbor-logistics');
const northwind = demoId('client:northwind-foods');

describeServiceBasics(identityService, ({ rpc, running }) => {
  const em = (): EntityManager => running().deps.orm.em.fork() as EntityManager;
  const hash = (token: string): string => createHash('sha256').update(token).digest('hex');

  /** A user signed in once: their row and one live refresh token (what the token exchange leaves). */
  async function signedIn(role: Role, clientIds: string[] = []): Promise<{ id: string; refresh: string }> {
    const id = randomUUID();
    const refresh = randomBytes(32).toString('base64url');
    await em().execute(
      `insert into "identity"."user" ("id", "email", "first_name", "last_name", "role", "client_ids")
        values (?, ?, 'Session', 'Test', ?, ?)`,
      [id, `${id}@tests.onboard.test`, role, `{${clientIds.join(',')}}`],
    );
    await em().execute(
      `insert into "identity"."refresh_session" ("id", "user_id", "family_id", "token_hash", "expires_at")
        values (?, ?, ?, ?, now() + interval '1 day')`,
      [randomUUID(), id, randomUUID(), hash(refresh)],
    );
    return { id, refresh };
  }

  const refresh = (refreshToken: string) =>
    rpc()
      .request(INTERNAL.identity.tokenRefresh.subject, { refreshToken })
      .then((answer) => tokenPairSchema.parse(answer));
  const refused = (refreshToken: string) =>
    rpc()
      .request(INTERNAL.identity.tokenRefresh.subject, { refreshToken })
      .then(
        () => null,
        (error: unknown) => errorEnvelopeSchema.parse(error).code,
      );
  /** The user's sessions still live (not revoked). */
  const liveSessions = async (userId: string): Promise<number> => {
    const rows = await em().execute<{ n: string }[]>(
      `select count(*) as "n" from "identity"."refresh_session" where "user_id" = ? and "revoked_at" is null`,
      [userId],
    );
    return Number(rows[0]?.n);
  };

  // Issue 27 item 2: two tabs share the refresh cookie and refresh at the same moment.
  test('concurrent refreshes of one token all succeed with one successor; the token back later ends the session', async () => {
    const user = await signedIn('BROKER', [maple]);
    const [a, b, c] = await Promise.all([
      refresh(user.refresh),
      refresh(user.refresh),
      refresh(user.refresh),
    ]);
    expect(a.refreshToken).not.toBe(user.refresh);
    expect([b.refreshToken, c.refreshToken]).toEqual([a.refreshToken, a.refreshToken]);
    // One more tab a moment later: the same successor, and the session did not fork.
    expect((await refresh(user.refresh)).refreshToken).toBe(a.refreshToken);
    expect(await liveSessions(user.id)).toBe(2); // the rotated token (its row) and its one successor
    // The successor rotates on as usual.
    const next = await refresh(a.refreshToken);
    expect(next.refreshToken).not.toBe(a.refreshToken);
    // Long after its rotation the first token comes back: a kept copy; the whole session ends.
    await em().execute(
      `update "identity"."refresh_session" set "rotated_at" = now() - interval '1 hour' where "token_hash" = ?`,
      [hash(user.refresh)],
    );
    expect(await refused(user.refresh)).toBe('UNAUTHENTICATED');
    expect(await liveSessions(user.id)).toBe(0);
    expect(await refused(next.refreshToken)).toBe('UNAUTHENTICATED');
  });

  // Issue 27 item 3: the token carries the client ids, so an edit that drops one ends the sessions.
  test.each([
    ['ben-admin', 'BEN_ADMIN', IDENTITY_ROUTES.benAdminUpdate.subject],
    ['broker', 'BROKER', IDENTITY_ROUTES.brokerUpdate.subject],
  ] as const)(
    'an edit of a %s that drops a client ends their sessions at once',
    async (_kind, role, subject) => {
      const user = await signedIn(role, [maple, harbor]);
      const put = (clientIds: string[]) =>
        rpc().request(subject, { params: { userId: user.id }, body: { clientIds } }, 5000, owner);
      // Keeping every client (one added, a name changed) leaves the session alone.
      await put([maple, harbor, northwind]);
      expect(await liveSessions(user.id)).toBe(1);
      await put([maple, northwind]);
      expect(await liveSessions(user.id)).toBe(0);
      expect(await refused(user.refresh)).toBe('UNAUTHENTICATED');
    },
  );
});
