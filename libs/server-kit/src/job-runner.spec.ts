import 'reflect-metadata';
import { describe, expect, test } from '@jest/globals';
import { Injectable, Module, type Type } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { JOB_KINDS, type JobPayload } from '@onboard/contracts';
import { JOB_RUNTIME, JobHandler, JobRunner, type JobRuntime } from './job-runner.js';
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
