import {
  Inject,
  Injectable,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { JOB_PAYLOADS, type JobPayload, type RegisteredJobKind } from '@onboard/contracts';
import type { Logger } from './logger.js';
import type { NatsConnection } from './nats.js';
import { JobWorker, type JobSteps } from './jobs.js';

const JOB_HANDLER_KIND = DiscoveryService.createDecorator<string>();

/**
 * Marks a provider of a service module as the handler of one job kind of `JOB_PAYLOADS`. The class must take
 * that kind's payload (type-checked here), and is a provider like any other (constructor injection). Its
 * worker starts when the application bootstraps in a process that runs workers, and stops on shutdown.
 *
 *   @JobHandler(JOB_KINDS.emailSend)
 *   @Injectable()
 *   export class EmailSendJob implements JobSteps<JobPayload<'email.send'>, Work, Delivery> { … }
 */
export function JobHandler<K extends RegisteredJobKind>(kind: K) {
  const mark = JOB_HANDLER_KIND(kind);
  return <C extends abstract new (...args: never[]) => JobSteps<JobPayload<K>, unknown, unknown>>(
    target: C,
  ): void => {
    mark(target);
  };
}

/**
 * What the job runner needs from the service that hosts it. `runWorkers: false` (a serve process with
 * RUN_WORKERS=false): the handlers are still checked, no worker starts.
 */
export type JobRuntime =
  | { runWorkers: false }
  | {
      runWorkers: true;
      nc: NatsConnection;
      orm: MikroORM;
      logger: Logger;
      /** The service's schema, where its job ledger lives. */
      schema: string;
      /** JOB_WATCHDOG_MS. */
      watchdogMs?: number;
    };
export const JOB_RUNTIME = Symbol('JOB_RUNTIME');

const isRegisteredKind = (kind: string): kind is RegisteredJobKind => Object.hasOwn(JOB_PAYLOADS, kind);

const isJobSteps = (value: unknown): value is JobSteps<unknown, unknown, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  'claim' in value &&
  typeof value.claim === 'function' &&
  'call' in value &&
  typeof value.call === 'function' &&
  'record' in value &&
  typeof value.record === 'function';

type Running = {
  worker: JobWorker<unknown, unknown, unknown>;
  handler: JobSteps<unknown, unknown, unknown>;
  stopRecovery?: () => void;
};

/**
 * Runs a job kind's recovery now and then every `everyMs` (the timer never keeps the process alive); a failed
 * run is logged and the next one tries again. Answers how to stop it.
 */
export function startRecovery(
  recovery: NonNullable<JobSteps<unknown, unknown, unknown>['recovery']>,
  logger: Pick<Logger, 'warn'>,
  kind: string,
): () => void {
  const run = (): void => {
    recovery.run().catch((error: unknown) => {
      logger.warn({ err: error, kind }, `${recovery.what} failed; the next one tries again`);
    });
  };
  run();
  const timer = setInterval(run, recovery.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Finds the `@JobHandler` providers of the application (Nest's DiscoveryService) and runs one JetStream worker
 * per kind: started on bootstrap, stopped before shutdown (the jobs in hand finish; the NATS connection is
 * drained only after, by the service).
 */
@Injectable()
export class JobRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private running: Running[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(JOB_RUNTIME) private readonly runtime: JobRuntime,
  ) {}

  /** The handlers by kind; throws on a kind outside the registry, a handler twice, or a class missing a step. */
  handlers(): Map<RegisteredJobKind, JobSteps<unknown, unknown, unknown>> {
    const found = new Map<RegisteredJobKind, JobSteps<unknown, unknown, unknown>>();
    for (const wrapper of this.discovery.getProviders({ metadataKey: JOB_HANDLER_KIND.KEY })) {
      const kind = this.discovery.getMetadataByDecorator(JOB_HANDLER_KIND, wrapper);
      const instance: unknown = wrapper.instance;
      if (kind === undefined) continue;
      if (!isRegisteredKind(kind)) throw new Error(`@JobHandler(${kind}): not a kind of JOB_PAYLOADS`);
      if (found.has(kind)) throw new Error(`job kind ${kind} has two handlers`);
      if (!isJobSteps(instance))
        throw new Error(`@JobHandler(${kind}) ${wrapper.name}: claim, call and record needed`);
      found.set(kind, instance);
    }
    return found;
  }

  async onApplicationBootstrap(): Promise<void> {
    const handlers = this.handlers();
    if (!this.runtime.runWorkers) return;
    const { nc, orm, logger, schema, watchdogMs } = this.runtime;
    for (const [kind, handler] of handlers) {
      const worker = new JobWorker(
        { nc, orm, logger, schema, watchdogMs },
        { kind, schema: JOB_PAYLOADS[kind], handler },
      );
      await worker.start();
      const running: Running = { worker, handler };
      this.running.push(running);
      await handler.onWorkerStart?.();
      if (handler.recovery) running.stopRecovery = startRecovery(handler.recovery, logger, kind);
    }
  }

  get workerCount(): number {
    return this.running.length;
  }

  async beforeApplicationShutdown(): Promise<void> {
    const running = this.running;
    this.running = [];
    await Promise.all(
      running.map(async ({ worker, handler, stopRecovery }) => {
        stopRecovery?.();
        await worker.stop();
        await handler.onWorkerStop?.();
      }),
    );
  }
}
