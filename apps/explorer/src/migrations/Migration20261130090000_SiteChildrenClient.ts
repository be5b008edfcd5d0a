import { Migration } from '@mikro-orm/migrations';
import { clientRowSecurityV1 } from '@onboard/server-kit';

/** A site's plans and documents carry the site's client, under row-level security (decision 228). */
export class Migration20261130090000SiteChildrenClient extends Migration {
  override up(): void {
    for (const table of ['explorer_benefit_plan', 'explorer_site_document']) {
      const target = `"explorer"."${table}"`;
      this.addSql(`alter table ${target} add column "client_id" uuid null`);
      this.addSql(
        `update ${target} t set "client_id" = s."client_id" from "explorer"."explorer_site" s where s."id" = t."site_id"`,
      );
      this.addSql(`alter table ${target} alter column "client_id" set not null`);
      this.addSql(`create index "${table}_client_id_index" on ${target} ("client_id")`);
      for (const sql of clientRowSecurityV1('explorer', table)) this.addSql(sql);
    }
  }
}
