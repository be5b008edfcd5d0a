// The whole system as `npm start` runs it: PostgreSQL (embedded) and nats-server unless DATABASE_URL /
// NATS_URL are given, migrations, demo data, then every service, the stand-ins and the gateway. Every process
// it starts is supervised: when one dies it is started again (decision 027). The healing tests start the
// system through this same function.
import { join } from 'node:path';
import { portIsOpen, portTaken, prepareNats, preparePostgres } from './infra.mjs';
import { supervise } from './supervisor.mjs';
import { migrateAll, prefixer, seedAll, startApps } from './system.mjs';

/**
 * @param {{ env: Record<string, string | undefined>, dataDir: string, port: number, pgPort: number,
 *   natsPort: number, standInsPort: number, smtpPort?: number, log?: boolean,
 *   say?: (line: string) => void, supervisorLog?: (line: string) => void }} options
 */
export async function startStack({
  env,
  dataDir,
  port,
  pgPort,
  natsPort,
  standInsPort,
  smtpPort,
  log = true,
  say = (line) => console.log(line),
  supervisorLog = log ? prefixer('supervise', 8) : () => undefined,
}) {
  const stops = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch((e) => console.error(String(e)));
  };
  const quiet = () => undefined;
  // Every port first, so a taken one is reported before anything starts.
  const wanted = [
    [port, 'the gateway', 'PORT'],
    [standInsPort, 'the stand-ins', 'STAND_INS_PORT'],
    ...(smtpPort ? [[smtpPort, "the stand-ins' mail sink", 'SMTP_PORT']] : []),
    ...(env.DATABASE_URL ? [] : [[pgPort, 'PostgreSQL', 'PG_PORT']]),
    ...(env.NATS_URL ? [] : [[natsPort, 'nats-server', 'NATS_PORT']]),
  ];
  for (const [number, what, variable] of wanted) {
    if (await portIsOpen(number)) throw portTaken(number, what, variable);
  }
  try {
    let databaseUrl = env.DATABASE_URL;
    let postgres;
    if (!databaseUrl) {
      say(`Starting embedded PostgreSQL on port ${pgPort}…`);
      const pg = await preparePostgres({
        dataDir: join(dataDir, 'postgres'),
        port: pgPort,
        log: log ? prefixer('postgres', 7) : quiet,
      });
      say(`PostgreSQL's data: ${pg.dataDir}`);
      postgres = await supervise({
        name: 'postgres',
        start: pg.launch,
        log: (line) => supervisorLog(`${line}\n`),
      });
      stops.push(() => postgres.stop());
      await pg.createDatabase('onboard');
      databaseUrl = pg.url('onboard');
    }

    let natsUrl = env.NATS_URL;
    let nats;
    if (!natsUrl) {
      say(`Starting nats-server with JetStream on port ${natsPort}…`);
      const prepared = prepareNats({
        port: natsPort,
        storeDir: join(dataDir, 'nats'),
        log: log ? prefixer('nats', 8) : quiet,
      });
      nats = await supervise({
        name: 'nats',
        start: prepared.launch,
        log: (line) => supervisorLog(`${line}\n`),
      });
      stops.push(() => nats.stop());
      natsUrl = prepared.url;
    }

    const appEnv = { ...env, DATABASE_URL: databaseUrl, NATS_URL: natsUrl };
    say('Applying migrations…');
    await migrateAll(appEnv);
    say('Loading demo data (skipped where already loaded)…');
    seedAll(appEnv);

    say('Starting services, stand-ins and gateway…');
    const apps = await startApps({ env: appEnv, port, standInsPort, smtpPort, log, supervisorLog });
    stops.push(() => apps.stop());
    return {
      url: apps.url,
      databaseUrl,
      natsUrl,
      /** Every supervised process by name: the apps, and `postgres` / `nats` when started here. */
      processes: [...apps.children, ...(postgres ? [postgres] : []), ...(nats ? [nats] : [])],
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
