import { Migration } from '@mikro-orm/migrations';
import { clientColumnFromParentV1, clientRowSecurityV1 } from '@onboard/server-kit';

/**
 * E-mails under row-level security (decision 228): their status events and undelivered users carry the
 * e-mail's client, every client column is indexed. E-mails of no client are seen by staff and the system only.
 */
export class Migration20261130090000EmailClientScope extends Migration {
  override up(): void {
    this.addSql(`create index "email_client_id_index" on "email"."email" ("client_id")`);
    for (const sql of clientRowSecurityV1('email', 'email')) this.addSql(sql);
    for (const table of ['email_status_event', 'email_error_user']) {
      const columns = clientColumnFromParentV1({
        schema: 'email',
        table,
        parent: 'email',
        parentKey: 'email_id',
        required: false,
      });
      for (const sql of columns) this.addSql(sql);
    }
  }
}
