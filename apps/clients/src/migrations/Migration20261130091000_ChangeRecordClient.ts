import { Migration } from '@mikro-orm/migrations';
import { clientRowSecurityV1 } from '@onboard/server-kit';

/**
 * Change records and their details carry their client as a column (it was only in the record's JSON metadata),
 * indexed for a client's changes in time order, under row-level security (decision 228).
 */
export class Migration20261130091000ChangeRecordClient extends Migration {
  override up(): void {
    const records = `"clients"."change_record"`;
    const details = `"clients"."change_detail"`;
    this.addSql(`alter table ${records} add column "client_id" uuid null`);
    this.addSql(
      `update ${records} set "client_id" = ("metadata"->>'clientId')::uuid
       where "metadata"->>'clientId' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`,
    );
    this.addSql(`drop index "clients"."change_record_client_id_created_at_index"`);
    this.addSql(
      `create index "change_record_client_id_created_at_id_index" on ${records} ("client_id", "created_at", "id")`,
    );
    this.addSql(`alter table ${details} add column "client_id" uuid null`);
    this.addSql(
      `update ${details} d set "client_id" = r."client_id" from ${records} r where r."id" = d."change_record_id"`,
    );
    this.addSql(`create index "change_detail_client_id_index" on ${details} ("client_id")`);
    for (const table of ['change_record', 'change_detail']) {
      for (const sql of clientRowSecurityV1('clients', table)) this.addSql(sql);
    }
  }
}
