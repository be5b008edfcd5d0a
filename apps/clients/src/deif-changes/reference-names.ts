import type { EntityManager } from '@mikro-orm/postgresql';
import { BENEFIT_TYPE_LABELS, type BenefitType } from '@onboard/contracts';
import { coverageOf, recordNameOfChange } from '@onboard/domain';

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
 * named (another client's id stays an id). In English, as the PDF and CSV print them; the web names plans,
 * policies and people in the reader's language itself.
 */
export async function referenceNames(
  em: EntityManager,
  clientId: string,
  values: readonly unknown[],
): Promise<Record<string, string>> {
  const ids = idsIn(values);
  if (ids.length === 0) return {};
  const rows = await em.execute<{ id: string; kind: string; name: string | null; extra: string | null }[]>(
    `select id::text, 'record' as kind, name, null as extra from "clients"."location" where id = any(?::uuid[]) and client_id = ?
     union all
     select id::text, 'record', first_name || ' ' || last_name, null from "clients"."contact" where id = any(?::uuid[]) and client_id = ?
     union all
     select id::text, 'record', name, null from "clients"."employee_class" where id = any(?::uuid[]) and client_id = ?
     union all
     select id::text, 'record', name, null from "clients"."subsidiary" where id = any(?::uuid[]) and client_id = ?
     union all
     select id::text, 'plan', plan_type, benefit_type from "clients"."plan" where id = any(?::uuid[]) and client_id = ?
     union all
     select id::text, 'policy', array_to_string(slf_coverages, ', '), null from "clients"."policy" where id = any(?::uuid[]) and client_id = ?
     union all
     select id::text, 'record', name, null from "clients"."ben_admin_platform" where id = any(?::uuid[])`,
    [...[1, 2, 3, 4, 5, 6].flatMap(() => [`{${ids.join(',')}}`, clientId]), `{${ids.join(',')}}`],
  );
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
    const recorded = await em.execute<{ id: string; key: string; value: unknown }[]>(
      `select distinct on (r."entity_id", d."attribute_key") r."entity_id" as id, d."attribute_key" as key,
              coalesce(d."value", d."previous_value") as value
         from "clients"."change_record" r
         join "clients"."change_detail" d on d."change_record_id" = r."id"
        where r."client_id" = ? and r."entity_id" = any(?::text[])
          and d."attribute_key" in ('name', 'firstName', 'lastName')
          and coalesce(d."value", d."previous_value") is not null
        order by r."entity_id", d."attribute_key", r."created_at" desc`,
      [clientId, `{${missing.join(',')}}`],
    );
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
