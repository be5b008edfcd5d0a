import { MikroORM, defineConfig, type EntityManager } from '@mikro-orm/postgresql';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator, type Migration } from '@mikro-orm/migrations';
import { SERVICES } from '@onboard/contracts';
import pg from 'pg';
import { CHANGE_RECORD_ENTITIES, ChangeRecordSubscriber, isTracked } from './change-records.js';
import { ALL_CLIENTS_ROLE, APP_ROLE, markActingAsApp } from './client-scope.js';

export type { EntityManager };

type MigrationClass = new (...args: never[]) => Migration;

export type OrmOptions = {
  clientUrl: string;
  /** The PostgreSQL schema the service owns; nothing else writes there. */
  schema: string;
  /** Entity classes (decorated), as MikroORM's discovery takes them. */
  entities: (abstract new (...args: never[]) => object)[];
  migrations: MigrationClass[];
  debug?: boolean;
  /** Most connections in the pool (DB_POOL_MAX). Default 10. */
  poolMax?: number;
  /**
   * Every connection acts as `APP_ROLE` from its start (PostgreSQL's `role` start-up setting): a role that owns
   * nothing and so is held to row-level security (decision 228). Left out for the owner's own work:
   * migrations, seeds.
   */
  actAsApp?: boolean;
};

/**
 * One MikroORM per service. Migrations are listed in code (not globbed from disk), so the compiled service
 * carries exactly the migrations it was built with. Entities marked `@Tracked()` write change records
 * (change-records.ts, decision 040).
 */
export async function createOrm(options: OrmOptions): Promise<MikroORM> {
  // A service with a @Tracked entity gets the change-record tables (in its own schema) and their writer.
  const tracks = options.entities.some((entity) => isTracked(entity));
  const orm = await MikroORM.init(
    defineConfig({
      clientUrl: options.clientUrl,
      schema: options.schema,
      entities: tracks ? [...options.entities, ...CHANGE_RECORD_ENTITIES] : options.entities,
      subscribers: tracks ? [new ChangeRecordSubscriber()] : [],
      metadataProvider: ReflectMetadataProvider,
      extensions: [Migrator],
      allowGlobalContext: false,
      debug: options.debug ?? false,
      pool: { min: 0, max: options.poolMax ?? 10 },
      // A start-up setting, not a `set role` after connecting: `reset role` / `reset all` return to it, every
      // connection of the pool has it (MikroORM's and preparedRows' alike), and a missing role fails the connect.
      ...(options.actAsApp ? { driverOptions: { options: `-c role=${APP_ROLE}` } } : {}),
      discovery: { warnWhenNoEntities: false },
      // Other services' schemas are theirs: never diffed, never touched.
      // Row-level security policies are written by migrations (clientRowSecurityV1), not declared on entities:
      // the schema diff leaves them alone.
      schemaGenerator: { ignoreSchema: SERVICES.filter((s) => s !== options.schema), ignorePolicies: true },
      migrations: {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- MikroORM's list type is a wide constructor union
        migrationsList: options.migrations.map((m) => ({ name: m.name, class: m as any })),
        tableName: 'mikro_orm_migrations',
        schema: options.schema,
        transactional: true,
        allOrNothing: true,
        snapshot: false,
        silent: true,
      },
    }),
  );
  if (options.actAsApp) markActingAsApp(orm.config);
  return orm;
}

/**
 * Creates the service's schema if needed, then applies pending migrations in one transaction, then gives the
 * app role (APP_ROLE, created when missing) the use of the schema's tables. Replicas starting together (k8s
 * init containers) take turns on a PostgreSQL advisory lock held by a connection of its own, so none of them
 * fails on a half-applied migration.
 */
export async function runMigrations(orm: MikroORM, schema: string): Promise<string[]> {
  const lock = new pg.Client({ connectionString: orm.config.get('clientUrl') });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock(hashtext($1))', [`onboard:migrate:${schema}`]);
    await orm.em.getConnection().execute(`create schema if not exists "${schema}"`);
    // The roles first: the row-level security policies the migrations create name them.
    await createAppRoles(lock);
    const applied = await orm.migrator.up();
    await grantAppRole(lock, schema);
    return applied.map((m) => m.name);
  } finally {
    // Ending the session releases the lock, also when a migration failed.
    await lock.end();
  }
}

/**
 * The roles the services act as (decision 228), created when missing: `APP_ROLE` and `ALL_CLIENTS_ROLE` (a
 * member of it, for its rights), neither able to log in; the owner becomes a member of both, so connections it
 * opens may act as them. One cluster-wide step, taken under a lock of its own by whichever service migrates
 * first. Idempotent.
 */
async function createAppRoles(db: pg.Client): Promise<void> {
  await db.query(`select pg_advisory_lock(hashtext('onboard:app-role'))`);
  try {
    await db.query(`do $$ begin
      if not exists (select from pg_roles where rolname = '${APP_ROLE}') then create role "${APP_ROLE}" nologin; end if;
      if not exists (select from pg_roles where rolname = '${ALL_CLIENTS_ROLE}') then
        create role "${ALL_CLIENTS_ROLE}" nologin in role "${APP_ROLE}";
      end if;
      -- Every client needs no policy: bypassing them lets PostgreSQL plan a staff query as without row-level
      -- security (its policy 'true' still changed the client list's plan). Only a superuser may grant it; where
      -- the owner is none, the policy 'true' admits every row all the same, more slowly.
      begin
        alter role "${ALL_CLIENTS_ROLE}" bypassrls;
      exception when insufficient_privilege then null;
      end;
      -- The owner may act as both (its connections' role start-up setting, set local role). From PostgreSQL 16 a
      -- role created by an owner that is no superuser (a managed database's) makes the owner a member with
      -- ADMIN OPTION but without SET: membership alone is not enough, the owner grants itself SET.
      if current_setting('server_version_num')::int >= 160000 then
        if not pg_has_role(current_user, '${APP_ROLE}', 'SET') then
          execute 'grant "${APP_ROLE}" to ' || quote_ident(current_user) || ' with set true';
        end if;
        if not pg_has_role(current_user, '${ALL_CLIENTS_ROLE}', 'SET') then
          execute 'grant "${ALL_CLIENTS_ROLE}" to ' || quote_ident(current_user) || ' with set true';
        end if;
      else
        if not pg_has_role(current_user, '${APP_ROLE}', 'member') then
          execute 'grant "${APP_ROLE}" to ' || quote_ident(current_user);
        end if;
        if not pg_has_role(current_user, '${ALL_CLIENTS_ROLE}', 'member') then
          execute 'grant "${ALL_CLIENTS_ROLE}" to ' || quote_ident(current_user);
        end if;
      end if;
    end $$`);
  } finally {
    await db.query(`select pg_advisory_unlock(hashtext('onboard:app-role'))`);
  }
}

/** The app role's rights in `schema`: reading and writing rows (row-level security decides which), never owning. */
async function grantAppRole(db: pg.Client, schema: string): Promise<void> {
  const role = `"${APP_ROLE}"`;
  await db.query(`grant usage on schema "${schema}" to ${role}`);
  await db.query(`grant select, insert, update, delete on all tables in schema "${schema}" to ${role}`);
  await db.query(`grant usage, select, update on all sequences in schema "${schema}" to ${role}`);
}

/** `select 1` against the pool: the readiness check. */
export async function databaseIsUp(orm: MikroORM): Promise<boolean> {
  try {
    await orm.em.getConnection().execute('select 1');
    return true;
  } catch {
    return false;
  }
}

/**
 * The job ledger table, version 1. Each service's first migration creates it in its own schema. Frozen: a
 * later change gets a migration of its own, never an edit here.
 */
export const jobLedgerV1Sql = (schema: string): string[] => [
  `create table "${schema}"."job_record" (
    "kind" varchar(100) not null,
    "key" varchar(255) not null,
    "status" varchar(20) not null check ("status" in ('running', 'retrying', 'done', 'failed')),
    "attempts" int not null default 0,
    "last_error" text null,
    "first_seen_at" timestamptz not null default now(),
    "finished_at" timestamptz null,
    primary key ("kind", "key")
  )`,
];
