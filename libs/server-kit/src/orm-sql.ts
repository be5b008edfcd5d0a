import { ReferenceKind, type EntityManager, type EntityName, type EntityProperty } from '@mikro-orm/core';
import { PostgreSqlConnection } from '@mikro-orm/postgresql';
import { scopeOf } from './client-scope.js';
import { scopeCondition } from './scope-sql.js';

/*
 * SQL written from an entity's own metadata, for reads that would otherwise take one statement per relation
 * (decision 062): a record's children come back in the same statement as JSON objects whose keys are the
 * entities' property names, so the mappers that read entities read them as they are. A property added to an
 * entity is in these objects without touching the SQL.
 */

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Columns stored on the row itself: scalars, embedded values and the foreign keys of owned references. */
function storedProps(em: EntityManager, entity: EntityName<object>): EntityProperty[] {
  return em
    .getMetadata()
    .get(entity)
    .props.filter(
      (prop) =>
        prop.persist !== false &&
        prop.fieldNames?.length === 1 &&
        (prop.kind === ReferenceKind.SCALAR ||
          prop.kind === ReferenceKind.MANY_TO_ONE ||
          (prop.kind === ReferenceKind.ONE_TO_ONE && prop.owner)),
    );
}

const isReference = (prop: EntityProperty) => prop.kind !== ReferenceKind.SCALAR;

/** `"schema"."table"` of an entity. */
export function tableSql(em: EntityManager, entity: EntityName<object>): string {
  const meta = em.getMetadata().get(entity);
  const schema = meta.schema ?? (em.config.get('schema') as string | undefined);
  return schema ? `${quote(schema)}.${quote(meta.tableName)}` : quote(meta.tableName);
}

/**
 * The entity's columns under its property names (`c."tax_id" as "taxId"`); a reference as its id under
 * `<name>Id`. `skip` leaves properties out (the parent reference of a child, say).
 */
export function columnsSql(
  em: EntityManager,
  entity: EntityName<object>,
  alias: string,
  skip: readonly string[] = [],
): string {
  return storedProps(em, entity)
    .filter((prop) => !skip.includes(prop.name))
    .map((prop) => {
      const column = `${quote(alias)}.${quote(prop.fieldNames[0] as string)}`;
      return `${column} as ${quote(isReference(prop) ? `${prop.name}Id` : prop.name)}`;
    })
    .join(', ');
}

/**
 * One row as a JSON object keyed by property names; a reference as `{"id": …}` (or null), as a loaded
 * entity's reference reads. Built as jsonb in chunks, since one json_build_object takes at most 100 arguments.
 */
export function jsonObjectSql(
  em: EntityManager,
  entity: EntityName<object>,
  alias: string,
  skip: readonly string[] = [],
): string {
  const pairs = storedProps(em, entity)
    .filter((prop) => !skip.includes(prop.name))
    .map((prop) => {
      const column = `${quote(alias)}.${quote(prop.fieldNames[0] as string)}`;
      const value = isReference(prop)
        ? `case when ${column} is null then null else jsonb_build_object('id', ${column}) end`
        : column;
      return `${literal(prop.name)}, ${value}`;
    });
  const chunks: string[] = [];
  for (let i = 0; i < pairs.length; i += 40)
    chunks.push(`jsonb_build_object(${pairs.slice(i, i + 40).join(', ')})`);
  return chunks.length > 0 ? chunks.join(' || ') : `'{}'::jsonb`;
}

/**
 * A child list of a record as one JSON array column: `coalesce((select jsonb_agg(… order by …) from child x
 * where x.parent = p.id), '[]')`. `orderBy` is SQL on the child's alias `x`.
 */
export function childListSql(
  em: EntityManager,
  child: EntityName<object>,
  parentProperty: string,
  parentIdSql: string,
  orderBy: string,
): string {
  const meta = em.getMetadata().get(child);
  const parent = meta.properties[parentProperty as keyof typeof meta.properties] as
    | EntityProperty
    | undefined;
  const column = parent?.fieldNames?.[0];
  if (!column) throw new Error(`${meta.className} has no reference column for ${parentProperty}`);
  return `coalesce((select jsonb_agg(${jsonObjectSql(em, child, 'x', [parentProperty])} order by ${orderBy}) from ${tableSql(em, child)} x where x.${quote(column)} = ${parentIdSql}), '[]'::jsonb)`;
}

/**
 * The client scope `em` was given (decision 050) as a condition for raw SQL, which the ORM filter does not reach:
 * `scopeCondition(scopeOf(em), …)`. A queries function takes the scope as an argument instead (decision 228).
 */
export function clientScopeSql(
  em: EntityManager,
  clientIdColumn: string,
  placeholder: '?' | `$${number}` = '?',
): { sql: string; params: unknown[] } {
  return scopeCondition(scopeOf(em), clientIdColumn, placeholder);
}

const statementNames = new Map<string, string>();

/**
 * A read run as a named prepared statement on the ORM's own `pg` pool (same type parsers as `em.execute`):
 * PostgreSQL parses and plans it once per connection instead of on every call. MikroORM's `execute` sends
 * parameters inlined into the text, so each call is a new statement to parse and plan: for a long one-statement
 * read (decision 062) that was a large share of PostgreSQL's time (decision 183). `text` uses `$1…` placeholders.
 * Returns `undefined` inside a transaction (its statements must run on the transaction's connection): the caller
 * then reads through `em.execute`.
 */
export async function preparedRows<R>(
  em: EntityManager,
  text: string,
  values: unknown[],
): Promise<R[] | undefined> {
  if (em.isInTransaction()) return undefined;
  const connection = em.getConnection();
  if (!(connection instanceof PostgreSqlConnection)) return undefined;
  let name = statementNames.get(text);
  if (!name) {
    // A name per text: pg refuses one name for two texts on a connection.
    name = `onboard_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  const pool = await connection.getNativeClient();
  // The EntityManager's scope as the transaction's settings, as MikroORM sets them for its own statements
  // (row-level security, decision 228): `begin`, the role and the settings in one round trip, then the statement.
  const session = em.getSessionContext();
  const variables = Object.entries(session?.variables ?? {});
  if (variables.length === 0 && !session?.role) return (await pool.query({ name, text, values })).rows;
  const settings = variables.map(
    ([key, value]) => `set_config(${literal(key)}, ${literal(String(value))}, true)`,
  );
  const role = session?.role ? `set local role ${quote(session.role)}; ` : '';
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(`begin; ${role}${settings.length ? `select ${settings.join(', ')}` : ''}`);
    const rows = (await client.query({ name, text, values })).rows;
    await client.query('commit');
    return rows;
  } catch (error) {
    // A connection left inside a failed transaction never goes back to the pool.
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(broken);
  }
}
