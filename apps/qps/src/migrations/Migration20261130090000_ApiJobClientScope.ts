import { Migration } from '@mikro-orm/migrations';
import { clientColumnFromParentV1, clientRowSecurityV1 } from '@onboard/server-kit';

/** API jobs and their outputs under row-level security; the outputs carry their job's client (decision 228). */
export class Migration20261130090000ApiJobClientScope extends Migration {
  override up(): void {
    for (const sql of clientRowSecurityV1('qps', 'api_job')) this.addSql(sql);
    const columns = clientColumnFromParentV1({
      schema: 'qps',
      table: 'api_job_output',
      parent: 'api_job',
      parentKey: 'api_job_id',
      required: true,
    });
    for (const sql of columns) this.addSql(sql);
  }
}
