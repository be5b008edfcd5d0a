// A worker process for the kill-mid-job test: runs one JobWorker whose outside call announces that it
// started and works for SLOW_MS (heartbeating); its record step writes the effect in the transaction that
// marks the job done. The test SIGKILLs it mid-call.
// Imports the built server-kit (npm test builds before integration tests).
import { z } from 'zod';
// The built library (npm test compiles before integration tests): a child process cannot load TypeScript.
import { connectNats, createLogger, createOrm, JobWorker } from '../dist/index.js';

const { DATABASE_URL, NATS_URL, JOB_KIND, SLOW_MS = '0', ACK_WAIT_MS = '1500' } = process.env;
const logger = createLogger('job-fixture', process.env.TEST_LOG_LEVEL ?? 'silent');
const orm = await createOrm({ clientUrl: DATABASE_URL, schema: 'jobtest', entities: [], migrations: [] });
const nc = await connectNats(NATS_URL, 'job-fixture', logger);

const schema = z.object({ n: z.number() });
const worker = new JobWorker(
  { nc, orm, logger, schema: 'jobtest' },
  {
    kind: JOB_KIND,
    schema,
    handler: {
      ackWaitMs: Number(ACK_WAIT_MS),
      retryDelaysMs: [200],
      // Step 1 (claim, committed: the ledger says running) needs nothing of its own here.
      async claim(payload) {
        return payload;
      },
      // Step 2, the slow outside call: announces that it started, then works for SLOW_MS (heartbeating).
      async call(_work, ctx) {
        nc.publish(
          `test.${JOB_KIND}.started`,
          JSON.stringify({ key: ctx.key, attempt: ctx.attempt, pid: process.pid }),
        );
        await nc.flush();
        await new Promise((resolve) => setTimeout(resolve, Number(SLOW_MS)));
      },
      // Step 3: the effect, in the transaction that marks the job done.
      async record(work, _result, ctx) {
        await ctx.em.execute(`insert into "jobtest"."effect" ("key", "attempt", "n") values (?, ?, ?)`, [
          ctx.key,
          ctx.attempt,
          work.n,
        ]);
      },
    },
  },
);
await worker.start();
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  // A failed stop is said, and the exit code tells it, rather than an unhandled rejection.
  (async () => {
    await worker.stop();
    await nc.drain();
    await orm.close();
  })().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
});
