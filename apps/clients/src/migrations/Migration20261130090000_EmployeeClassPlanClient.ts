import { Migration } from '@mikro-orm/migrations';
import { clientRowSecurityV1 } from '@onboard/server-kit';

/** Employee class plans carry their client, filled from their class, under row-level security (decision 228). */
export class Migration20261130090000EmployeeClassPlanClient extends Migration {
  override up(): void {
    const table = `"clients"."employee_class_plan"`;
    this.addSql(`alter table ${table} add column "client_id" uuid null`);
    this.addSql(
      `update ${table} p set "client_id" = c."client_id" from "clients"."employee_class" c where c."id" = p."employee_class_id"`,
    );
    this.addSql(`alter table ${table} alter column "client_id" set not null`);
    this.addSql(`create index "employee_class_plan_client_id_index" on ${table} ("client_id")`);
    this.addSql(
      `alter table ${table} add constraint "employee_class_plan_client_id_foreign" foreign key ("client_id") references "clients"."client" ("id") on delete cascade`,
    );
    for (const sql of clientRowSecurityV1('clients', 'employee_class_plan')) this.addSql(sql);
  }
}
