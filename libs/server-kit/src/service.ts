import 'reflect-metadata';
import type { Server } from 'node:http';
import { Global, Module, type DynamicModule, type Type } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { MikroORM, EntityManager } from '@mikro-orm/postgresql';
import { JOB_PAYLOADS, queueGroupOf, type ServiceName } from '@onboard/contracts';
import type { Migration } from '@mikro-orm/migrations';
import { baseServiceEnv, loadConfig, type BaseServiceConfig } from './config.js';
import { refuseDemoSeed, refuseDemoSettings } from './demo-settings.js';
import { createLogger, type Logger } from './logger.js';
import { connectNats, drainWithin, type NatsConnection } from './nats.js';
import { createOrm, runMigrations } from './orm.js';
import { createHealthController, startHealthServer } from './health.js';
import { PinoNestLogger } from './rpc.js';
import { discoverBusHandlers, ServiceServer } from './service-server.js';
import { JobQueue } from './jobs.js';
import { JOB_RUNTIME, JobRunner, type JobRuntime } from './job-runner.js';
import { RpcClient } from './rpc-client.js';

/** DI tokens for what server-kit hands every service module. */
export const LOGGER = Symbol('LOGGER');
export const NATS = Symbol('NATS');
export const CONFIG = Symbol('CONFIG');
/** The environment the service was started with; services validate their own variables from it once. */
export const ENV = Symbol('ENV');

export type ServiceDeps = {
  orm: MikroORM;
  nc: NatsConnection;
  logger: Logger;
  config: BaseServiceConfig;
  env: Record<string, string | undefined>;
};
/** Seeding needs only the database: it runs before (or without) the bus. */
export type SeedDeps = Omit<ServiceDeps, 'nc'>;

export type ServiceDefinition = {
  name: ServiceName;
  version?: string;
  /**
   * The service's Nest module: its NATS controllers and providers, among them its `@JobHandler` classes
   * (their workers run in `worker` mode, and in `serve` mode unless RUN_WORKERS=false).
   */
  module: Type<unknown> | DynamicModule;
  /** Entity classes (decorated), as MikroORM's discovery takes them. */
  entities: (abstract new (...args: never[]) => object)[];
  migrations: (new (...args: never[]) => Migration)[];
  /** Demo data; must be idempotent (run on every `npm start`). */
  seed?: (deps: SeedDeps, args: string[]) => Promise<void>;
};

export type Mode = 'serve' | 'worker' | 'migrate' | 'seed';

/** `nc` only in the modes that connect to NATS (`serve`, `worker`). */
export type RunningService = { deps: SeedDeps & { nc?: NatsConnection }; close: () => Promise<void> };

@Global()
@Module({})
class ServiceCoreModule {
  static forRoot(deps: ServiceDeps, jobs: JobRuntime): DynamicModule {
    return {
      module: ServiceCoreModule,
      imports: [DiscoveryModule],
      providers: [
        { provide: MikroORM, useValue: deps.orm },
        // Resolves to the request-scoped fork inside a handler (ServiceServer runs each in its call context).
        { provide: EntityManager, useFactory: () => deps.orm.em },
        { provide: LOGGER, useValue: deps.logger },
        { provide: NATS, useValue: deps.nc },
        { provide: CONFIG, useValue: deps.config },
        { provide: ENV, useValue: deps.env },
        { provide: JobQueue, useValue: new JobQueue(deps.nc, JOB_PAYLOADS) },
        // Runs the workers of the service's @JobHandler providers (started on bootstrap, stopped on close).
        { provide: JOB_RUNTIME, useValue: jobs },
        JobRunner,
        // Calls to other services; closed with the application.
        {
          provide: RpcClient,
          useFactory: () =>
            new RpcClient(
              deps.config.NATS_URL,
              'service-rpc-client',
              deps.config.NATS_REQUEST_TIMEOUT_MS,
              deps.logger,
            ),
        },
      ],
      exports: [MikroORM, EntityManager, LOGGER, NATS, CONFIG, ENV, JobQueue, RpcClient],
    };
  }
}

/**
 * Starts one service in the given mode. `serve` answers NATS requests (and runs the workers unless
 * RUN_WORKERS=false); `worker` runs only the workers; `migrate` applies migrations and returns; `seed` loads
 * demo data. Tests call this in-process with their own environment.
 */
export async function startService(
  def: ServiceDefinition,
  mode: Mode,
  env: Record<string, string | undefined> = process.env,
  args: string[] = [],
): Promise<RunningService> {
  const config = loadConfig(baseServiceEnv, env);
  // No demo secret or stand-in in production (decision 221). `migrate` is exempt: k8s's migrate
  // initContainers get only DATABASE_URL, and migrating talks to no outside system.
  if (mode !== 'migrate') refuseDemoSettings(def.name, env);
  if (mode === 'seed') refuseDemoSeed(def.name, env);
  const logger = createLogger(def.name, config.LOG_LEVEL);
  const version = def.version ?? '0.1.0';
  const orm = await createOrm({
    clientUrl: config.DATABASE_URL,
    schema: def.name,
    entities: def.entities,
    migrations: def.migrations,
    poolMax: config.DB_POOL_MAX,
    // Serving and working act as the app role, held to row-level security; migrating and seeding as the owner.
    actAsApp: mode === 'serve' || mode === 'worker',
  });

  if (mode === 'migrate') {
    try {
      const applied = await runMigrations(orm, def.name);
      logger.info({ applied }, applied.length ? 'migrations applied' : 'schema up to date');
    } finally {
      await orm.close();
    }
    return { deps: { orm, logger, config, env }, close: async () => undefined };
  }

  if (mode === 'seed') {
    try {
      await def.seed?.({ orm, logger, config, env }, args);
    } finally {
      await orm.close();
    }
    return { deps: { orm, logger, config, env }, close: async () => undefined };
  }

  const nc = await connectNats(config.NATS_URL, `${def.name}-${mode}`, logger);
  const deps: ServiceDeps = { orm, nc, logger, config, env };

  const runWorkers = mode === 'worker' || config.RUN_WORKERS;

  @Module({
    imports: [
      ServiceCoreModule.forRoot(
        deps,
        runWorkers
          ? { runWorkers, nc, orm, logger, schema: def.name, watchdogMs: config.JOB_WATCHDOG_MS }
          : { runWorkers },
      ),
      def.module,
    ],
    controllers: [createHealthController(def.name, orm, version)],
  })
  class RootModule {}

  // Nest builds the module graph and runs its lifecycle (onApplicationBootstrap starts the job workers); the
  // NATS handlers are served by ServiceServer on the service's own connection (decision 102).
  const app = await NestFactory.createApplicationContext(RootModule, { logger: new PinoNestLogger(logger) });
  let server: ServiceServer | undefined;
  if (mode === 'serve') {
    try {
      server = new ServiceServer({
        nc,
        // Replicas share requests: each message goes to one member of the group.
        queue: queueGroupOf(def.name),
        orm,
        logger,
        handlers: discoverBusHandlers(app),
      });
    } catch (error) {
      // A subject bound twice: nothing was subscribed; stop what started.
      await app.close();
      await drainWithin(nc);
      await orm.close();
      throw error;
    }
    server.listen();
  }
  const workers = app.get(JobRunner).workerCount;

  let healthServer: Server | undefined;
  if (config.HEALTH_PORT !== undefined) {
    healthServer = await startHealthServer(config.HEALTH_PORT, { orm, nc, service: def.name, version });
  }

  logger.info({ mode, workers }, `${def.name} started`);

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> =>
    (closing ??= (async () => {
      logger.info('draining');
      // Stop taking messages and finish those in hand, then stop the job workers (Nest's shutdown hooks),
      // then drain the connection both used.
      await server?.close(config.SHUTDOWN_GRACE_MS);
      await app.close();
      healthServer?.close();
      await drainWithin(nc);
      await orm.close();
      logger.info('stopped');
    })());
  return { deps, close };
}

/** The `main.ts` of every service: mode from argv, environment from process.env, SIGTERM drains. */
export async function runService(def: ServiceDefinition): Promise<void> {
  const [modeArg = 'serve', ...args] = process.argv.slice(2);
  const modes: Mode[] = ['serve', 'worker', 'migrate', 'seed'];
  if (!modes.includes(modeArg as Mode)) {
    process.stderr.write(`Unknown mode "${modeArg}". Use one of: ${modes.join(', ')}\n`);
    process.exit(2);
  }
  try {
    const running = await startService(def, modeArg as Mode, process.env, args);
    if (modeArg === 'migrate' || modeArg === 'seed') return;
    const shutdown = (): void => {
      void running.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once('SIGTERM', shutdown);
    process.once('SIGINT', shutdown);
  } catch (error) {
    process.stderr.write(
      `${def.name} failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  }
}
