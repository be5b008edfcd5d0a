import { Migration } from '@mikro-orm/migrations';
import { clientRowSecurityV1 } from '@onboard/server-kit';

/**
 * E-mails under row-level security (decision 228): their status events and undelivered users carry the
 * e-mail's client, every client column is indexed. E-mails of no client are seen by staff and the system only.
 */
export class Migration20261130090000EmailClientScope extends Migration {
  override up(): void {
    this.addSql(`create index "email_client_id_index" on "email"."email" ("client_id")`);
    for (const table of ['email_status_event', 'email_error_user']) {
      const target = `"email"."${table}"`;
      this.addSql(`alter table ${target} add column "client_id" uuid null`);
      this.addSql(
        `update ${target} t set "client_id" = e."client_id" from "email"."email" e where e."id" = t."email_id"`,
      );
      this.addSql(`create index "${table}_client_id_index" on ${target} ("client_id")`);
    }
    for (const table of ['email', 'email_status_event', 'email_error_user']) {
      for (const sql of clientRowSecurityV1('email', table)) this.addSql(sql);
    }
  }
}
