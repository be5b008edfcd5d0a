import { DEMO_USERS } from '@onboard/contracts';
import { demoId, type SeedDeps } from '@onboard/server-kit';

/** The demo users of every role; their clients are the clients service's demo clients (same demo ids). */
export async function seedUsers(deps: SeedDeps): Promise<void> {
  const em = deps.orm.em.fork();
  await em.transactional(async (tx) => {
    for (const user of DEMO_USERS) {
      await tx.execute(
        `insert into "identity"."user" ("id", "email", "first_name", "last_name", "role", "client_ids")
         values (?, ?, ?, ?, ?, string_to_array(?, ',')::uuid[]) on conflict ("email") do nothing`,
        [
          demoId(`user:${user.key}`),
          user.email,
          user.firstName,
          user.lastName,
          user.role,
          user.clients.map((key) => demoId(`client:${key}`)).join(','),
        ],
      );
    }
  });
  deps.logger.info({ users: DEMO_USERS.length }, 'demo users seeded');
}
