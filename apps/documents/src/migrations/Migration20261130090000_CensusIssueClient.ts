import { Migration } from '@mikro-orm/migrations';
import { clientRowSecurityV1 } from '@onboard/server-kit';

/** A census report's issues carry their file's client, under row-level security (decision 228). */
export class Migration20261130090000CensusIssueClient extends Migration {
  override up(): void {
    const table = `"documents"."census_issue"`;
    this.addSql(`alter table ${table} add column "client_id" uuid null`);
    this.addSql(
      `update ${table} i set "client_id" = f."client_id" from "documents"."census_file" f where f."id" = i."census_id"`,
    );
    // Issues of a file that no longer exists belong to nobody: nothing can show them.
    this.addSql(`delete from ${table} where "client_id" is null`);
    this.addSql(`alter table ${table} alter column "client_id" set not null`);
    this.addSql(`create index "census_issue_client_id_index" on ${table} ("client_id")`);
    for (const sql of clientRowSecurityV1('documents', 'census_issue')) this.addSql(sql);
  }
}
