import type { EntityManager } from '@mikro-orm/postgresql';
import { BENEFIT_TYPE_LABELS, type BenefitType } from '@onboard/contracts';
import { coverageOf, recordNameOfChange } from '@onboard/domain';
import type { ClientScope } from '@onboard/server-kit';
import { recordedNames, recordNames } from './change-log.queries.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every record id a change's values hold (an answer naming a platform, a contact; a list of locations). */
export function idsIn(values: readonly unknown[]): string[] {
  const ids = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string' && UUID.test(value)) ids.add(value.toLowerCase());
    else if (Array.isArray(value)) value.forEach(visit);
  };
  values.forEach(visit);
  return [...ids];
}

/**
 * The names of the records these ids are (issue 28 item 3): a client's location, contact, employee class,
 * subsidiary, plan (by its coverage) or policy (by its coverages), or a benefits administration platform;
 * a record removed since is named by the latest name its changes recorded. Only the client's own records are
 * named (another client's id stays an id), in the caller's scope. In English, as the PDF and CSV print them; the web names plans,
 * policies and people in the reader's language itself.
 */
export async function referenceNames(
  em: EntityManager,
  scope: ClientScope,
  clientId: string,
  values: readonly unknown[],
): Promise<Record<string, string>> {
  const ids = idsIn(values);
  if (ids.length === 0) return {};
  const rows = await recordNames(em, scope, clientId, ids);
  const names: Record<string, string> = {};
  for (const row of rows) {
    const name =
      row.kind === 'plan'
        ? ((row.name ? coverageOf(row.name)?.name : undefined) ??
          BENEFIT_TYPE_LABELS[row.extra as BenefitType] ??
          row.extra)
        : row.name;
    if (name) names[row.id] = name;
  }
  const missing = ids.filter((id) => !(id in names));
  if (missing.length > 0) {
    // Removed since: the name its changes last recorded (a contact's first and last names).
    const recorded = await recordedNames(em, scope, clientId, missing);
    for (const id of missing) {
      const details = recorded
        .filter((r) => r.id === id)
        .map((r) => ({ attributeKey: r.key, value: r.value, previousValue: null }));
      const name = recordNameOfChange({ details });
      if (name) names[id] = name;
    }
  }
  return names;
}
