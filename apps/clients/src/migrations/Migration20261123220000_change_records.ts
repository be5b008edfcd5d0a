import { Migration } from '@mikro-orm/migrations';
import { changeRecordsV1Sql } from '@onboard/server-kit';

/** The change-record tables (decision 040) for Client, Policy, Plan, Contact and Location. */
export class Migration20261123220000ChangeRecords extends Migration {
  override up(): void {
    for (const sql of changeRecordsV1Sql('clients')) this.addSql(sql);
  }
}
