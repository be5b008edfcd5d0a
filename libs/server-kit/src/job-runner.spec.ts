import 'reflect-metadata';
import { describe, expect, test } from '@jest/globals';
import { Injectable, Module, type Type } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { JOB_KINDS, type JobPayload } from '@onboard/contracts';
import { JOB_RUNTIME, JobHandler, JobRunner, startRecovery, type JobRuntime } from './job-runner.js';
import type { JobSteps } from './jobs.js';

type Ping = JobPayload<typeof JOB_KINDS.ping>;

@JobHandler(JOB_KINDS.ping)
@Injectable()
class PingJob implements JobSteps<Ping, Ping, void> {
  async claim(payload: Ping): Promise<Ping> {
    return payload;
  }
  async call(): Promise<void> {
    // Nothing outside.
  }
  async record(): Promise<void> {
    // Nothing to record.
  }
}

@JobHandler(JOB_KINDS.ping)
@Injectable()
class SecondPingJob extends PingJob {}

@Injectable()
class NotAJob {}

/** Handlers are checked without running workers: no NATS, no database. */
const runtime: JobRuntime = { runWorkers: false };

async function runnerWith(providers: Type<unknown>[]): Promise<JobRunner> {
  @Module({
    imports: [DiscoveryModule],
    providers: [...providers, JobRunner, { provide: JOB_RUNTIME, useValue: runtime }],
  })
  class Root {}
  const moduleRef = await Test.createTestingModule({ imports: [Root] }).compile();
  return moduleRef.get(JobRunner);
}

describe('JobRunner', () => {
  test('finds the @JobHandler providers by kind and nothing else', async () => {
    const runner = await runnerWith([PingJob, NotAJob]);
    const handlers = runner.handlers();
    expect([...handlers.keys()]).toEqual([JOB_KINDS.ping]);
    expect(handlers.get(JOB_KINDS.ping)).toBeInstanceOf(PingJob);
  });

  test('refuses a kind with two handlers', async () => {
    const runner = await runnerWith([PingJob, SecondPingJob]);
    expect(() => runner.handlers()).toThrow(`job kind ${JOB_KINDS.ping} has two handlers`);
  });
});

describe("a job kind's recovery", () => {
  test('runs at once and then every interval; a failed run is logged and the next one runs; stopped, none runs', async () => {
    let runs = 0;
    const warned: string[] = [];
    const stop = startRecovery(
      {
        everyMs: 20,
        what: 'test sweep',
        run: async () => {
          runs++;
          if (runs === 1) throw new Error('database down');
        },
      },
      { warn: (_fields: object, message: string) => void warned.push(message) } as never,
      JOB_KINDS.ping,
    );
    expect(runs).toBe(1);
    for (let i = 0; i < 200 && runs < 3; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(warned).toEqual(['test sweep failed; the next one tries again']);
    stop();
    const stoppedAt = runs;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(runs).toBe(stoppedAt);
  });
});
