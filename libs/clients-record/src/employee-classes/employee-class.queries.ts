import type { EntityManager } from '@mikro-orm/postgresql';
import { scopeCondition, type ClientScope } from '@onboard/server-kit';

/*
 * The employee classes' raw SQL (decision 228): each function takes the caller's client scope and keeps to it,
 * under row-level security.
 */

/**
 * Takes the class's row lock for the rest of `tx`'s transaction (its plans are changed one editor after the
 * other). A class of a client outside the scope is not locked (nor seen).
 */
export async function lockEmployeeClass(
  tx: EntityManager,
  scope: ClientScope,
  employeeClassId: string,
): Promise<void> {
  const inScope = scopeCondition(scope, '"client_id"');
  await tx.execute(`select 1 from "clients"."employee_class" where "id" = ? and ${inScope.sql} for update`, [
    employeeClassId,
    ...inScope.params,
  ]);
}
