import { Migration } from '@mikro-orm/migrations';
import { jobLedgerV1Sql } from '@onboard/server-kit';

export class Migration20261122000000Init extends Migration {
  override up(): void {
    for (const sql of jobLedgerV1Sql('email')) this.addSql(sql);
  }
}
