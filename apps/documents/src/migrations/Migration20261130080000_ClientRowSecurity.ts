import { Migration } from '@mikro-orm/migrations';
import { clientRowSecurityV1 } from '@onboard/server-kit';

/**
 * Row-level security on every client-keyed table of the service (decision 228): the services act as a role
 * that owns nothing, and each of these tables shows that role only the rows of the transaction's client scope.
 */
export class Migration20261130080000ClientRowSecurity extends Migration {
  override up(): void {
    const tables: [string, string, string?][] = [
      ['documents', 'census_file'],
      ['documents', 'census_mapping'],
      ['documents', 'onboarding_form'],
      ['documents', 'document'],
    ];
    for (const [schema, table, column] of tables) {
      for (const sql of clientRowSecurityV1(schema, table, column)) this.addSql(sql);
    }
  }
}
