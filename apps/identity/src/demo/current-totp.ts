import { FACTOR_TYPE_TOTP } from '@onboard/contracts';
import { identityEnv } from '../config.js';
import { SecretBox } from '../crypto/secrets.js';

/** A query on the identity database (a `pg` client's `query`). */
export type Sql = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** The user's authenticator secret as the database holds it now, or why there is none. */
export type CurrentTotp =
  | { found: 'secret'; secret: string }
  | { found: 'no-user' }
  | { found: 'no-authenticator' }
  | { found: 'sealed-with-another-key' };

/** The key TOTP secrets are sealed with: the identity service's MFA_ENCRYPTION_KEY (or its default). */
export const mfaKeyOf = (env: Record<string, string | undefined>): string =>
  identityEnv.shape.MFA_ENCRYPTION_KEY.parse(env.MFA_ENCRYPTION_KEY);

/**
 * For `npm run totp -- <demo e-mail>`: the secret of the user's active authenticator, read from the database
 * (after the user enrolled one, or an admin reset it and the user enrolled again, it is no longer the demo
 * secret the seed gave).
 */
export async function currentTotpSecret(sql: Sql, email: string, mfaKey: string): Promise<CurrentTotp> {
  const { rows } = await sql(
    `select f."secret_sealed" from "identity"."user" u
       left join "identity"."mfa_factor" f
         on f."user_id" = u."id" and f."status" = 'ACTIVE' and f."factor_type" = $2
      where lower(u."email") = lower($1)
      order by f."activated_at" desc nulls last
      limit 1`,
    [email, FACTOR_TYPE_TOTP],
  );
  const [row] = rows;
  if (!row) return { found: 'no-user' };
  if (typeof row.secret_sealed !== 'string') return { found: 'no-authenticator' };
  try {
    return { found: 'secret', secret: new SecretBox(mfaKey).open(row.secret_sealed) };
  } catch {
    return { found: 'sealed-with-another-key' };
  }
}
