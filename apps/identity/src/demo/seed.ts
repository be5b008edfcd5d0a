import { DEMO_USERS, FACTOR_TYPE_TOTP } from '@onboard/contracts';
import { demoId, loadConfig, type SeedDeps } from '@onboard/server-kit';
import { identityEnv } from '../config.js';
import { hashPassword } from '../crypto/password.js';
import { SecretBox } from '../crypto/secrets.js';
import { DEMO_PASSWORD, DEMO_USERS_WITHOUT_MFA, demoTotpSecret } from './totp.js';

/**
 * The demo users of every role, with the demo password and (but for the employer) an authenticator factor
 * whose codes `npm run totp` prints. Their clients are the clients service's demo clients (same demo ids).
 */
export async function seedUsers(deps: SeedDeps): Promise<void> {
  const config = loadConfig(identityEnv, deps.env);
  const box = new SecretBox(config.MFA_ENCRYPTION_KEY);
  const em = deps.orm.em.fork();
  let created = 0;
  await em.transactional(async (tx) => {
    for (const user of DEMO_USERS) {
      const id = demoId(`user:${user.key}`);
      const inserted = await tx.execute<{ id: string }[]>(
        `insert into "identity"."user" ("id", "email", "first_name", "last_name", "role", "client_ids", "first_password_set", "last_password_set", "welcome_email_sent_date")
         values (?, ?, ?, ?, ?, string_to_array(?, ',')::uuid[], now(), now(), now()) on conflict ("email") do nothing returning "id"`,
        [
          id,
          user.email,
          user.firstName,
          user.lastName,
          user.role,
          user.clients.map((key) => demoId(`client:${key}`)).join(','),
        ],
      );
      if (inserted.length === 0) continue;
      created++;
      await tx.execute(
        `insert into "identity"."credential" ("user_id", "password_hash", "password_set_at", "password_expires_at")
         values (?, ?, now(), now() + make_interval(days => ?))`,
        [id, await hashPassword(DEMO_PASSWORD), config.PASSWORD_MAX_AGE_DAYS || 3650],
      );
      if (!DEMO_USERS_WITHOUT_MFA.includes(user.key)) {
        await tx.execute(
          `insert into "identity"."mfa_factor" ("id", "user_id", "factor_type", "secret_sealed", "status", "activated_at")
           values (?, ?, ?, ?, 'ACTIVE', now())`,
          [demoId(`factor:${user.key}`), id, FACTOR_TYPE_TOTP, box.seal(demoTotpSecret(user.key))],
        );
      }
    }
  });
  deps.logger.info({ users: DEMO_USERS.length, created }, 'demo users seeded');
}
