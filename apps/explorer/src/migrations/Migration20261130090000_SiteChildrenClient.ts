import { Migration } from '@mikro-orm/migrations';
import { clientColumnFromParentV1 } from '@onboard/server-kit';

/** A site's plans and documents carry the site's client, under row-level security (decision 228). */
export class Migration20261130090000SiteChildrenClient extends Migration {
  override up(): void {
    for (const table of ['explorer_benefit_plan', 'explorer_site_document']) {
      const columns = clientColumnFromParentV1({
        schema: 'explorer',
        table,
        parent: 'explorer_site',
        parentKey: 'site_id',
        required: true,
      });
      for (const sql of columns) this.addSql(sql);
    }
  }
}
