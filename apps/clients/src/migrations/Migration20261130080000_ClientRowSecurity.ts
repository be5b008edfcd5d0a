import { Migration } from '@mikro-orm/migrations';
import { clientRowSecurityV1 } from '@onboard/server-kit';

/**
 * Row-level security on every client-keyed table of the service (decision 228): the services act as a role
 * that owns nothing, and each of these tables shows that role only the rows of the transaction's client scope.
 */
export class Migration20261130080000ClientRowSecurity extends Migration {
  override up(): void {
    const tables: [string, string, string?][] = [
      ['clients', 'client', 'id'],
      ['clients', 'policy'],
      ['clients', 'plan'],
      ['clients', 'bill_location'],
      ['clients', 'bill'],
      ['clients', 'client_error'],
      ['clients', 'location'],
      ['clients', 'task'],
      ['clients', 'task_event'],
      ['clients', 'client_call'],
      ['clients', 'eif_field_version'],
      ['clients', 'contact'],
      ['clients', 'contact_location'],
      ['clients', 'employee_class'],
      ['clients', 'spd_acknowledgement'],
      ['clients', 'subsidiary'],
      ['clients', 'monthly_claims_report_mailing_location'],
      ['clients', 'additional_compensation'],
      ['clients', 'client_resource'],
      ['clients', 'client_resource_seen'],
      ['clients', 'client_setup_step'],
      ['clients', 'outside_signer_link'],
    ];
    for (const [schema, table, column] of tables) {
      for (const sql of clientRowSecurityV1(schema, table, column)) this.addSql(sql);
    }
  }
}
