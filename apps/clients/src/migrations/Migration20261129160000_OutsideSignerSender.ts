import { Migration } from '@mikro-orm/migrations';

/** Who sent an outside signer's link and who made the changes it asks about (issue 28 item 5). */
export class Migration20261129160000OutsideSignerSender extends Migration {
  override up(): void {
    this.addSql(
      `alter table "clients"."outside_signer_link" add "sent_by_name" varchar(200) null, add "changes_by" jsonb null`,
    );
  }
}
