import { Migration } from '@mikro-orm/migrations';
import { clientColumnFromParentV1 } from '@onboard/server-kit';

/**
 * A census report's issues carry their file's client, under row-level security (decision 228). Issues of a file
 * that no longer exists belong to nobody: nothing could show them, they go.
 */
export class Migration20261130090000CensusIssueClient extends Migration {
  override up(): void {
    const columns = clientColumnFromParentV1({
      schema: 'documents',
      table: 'census_issue',
      parent: 'census_file',
      parentKey: 'census_id',
      required: true,
    });
    for (const sql of columns) this.addSql(sql);
  }
}
