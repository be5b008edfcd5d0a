import { Migration } from '@mikro-orm/migrations';
import { clientColumnFromParentV1 } from '@onboard/server-kit';

/** Employee class plans carry their client, filled from their class, under row-level security (decision 228). */
export class Migration20261130090000EmployeeClassPlanClient extends Migration {
  override up(): void {
    const columns = clientColumnFromParentV1({
      schema: 'clients',
      table: 'employee_class_plan',
      parent: 'employee_class',
      parentKey: 'employee_class_id',
      required: true,
    });
    for (const sql of columns) this.addSql(sql);
    this.addSql(
      `alter table "clients"."employee_class_plan" add constraint "employee_class_plan_client_id_foreign" foreign key ("client_id") references "clients"."client" ("id") on delete cascade`,
    );
  }
}
