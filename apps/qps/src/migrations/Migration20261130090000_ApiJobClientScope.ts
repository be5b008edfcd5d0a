import { Migration } from '@mikro-orm/migrations';
import { clientRowSecurityV1 } from '@onboard/server-kit';

/** API jobs and their outputs under row-level security; the outputs carry their job's client (decision 228). */
export class Migration20261130090000ApiJobClientScope extends Migration {
  override up(): void {
    const outputs = `"qps"."api_job_output"`;
    this.addSql(`alter table ${outputs} add column "client_id" uuid null`);
    this.addSql(
      `update ${outputs} o set "client_id" = j."client_id" from "qps"."api_job" j where j."id" = o."api_job_id"`,
    );
    this.addSql(`alter table ${outputs} alter column "client_id" set not null`);
    this.addSql(`create index "api_job_output_client_id_index" on ${outputs} ("client_id")`);
    for (const table of ['api_job', 'api_job_output']) {
      for (const sql of clientRowSecurityV1('qps', table)) this.addSql(sql);
    }
  }
}
