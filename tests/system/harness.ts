import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEMO_USERS,
  authResultSchema,
  contactRecordSchema,
  documentSchema,
  locationSchema,
  type AuthResult,
  type Role,
} from '@onboard/contracts';
// The light part of the server kit's test helpers: a file that needs no service code loads no Nest or MikroORM.
import { createTestDatabase, demoId, startPrivateNats, waitFor } from '@onboard/server-kit/test-infra';
import { generate } from 'otplib';
import pg from 'pg';
import request from 'supertest';
import { hashPassword } from '../../apps/identity/src/crypto/password.js';
import { SecretBox } from '../../apps/identity/src/crypto/secrets.js';
import { demoTotpSecret, DEMO_PASSWORD } from '../../apps/identity/src/demo/totp.js';
import { freePort, killOnExit } from '../../scripts/lib/infra.mjs';
import { appEntry, migrateAll, runOnceAsync, seedAll, startApps } from '../../scripts/lib/system.mjs';
import { checkAnswersAgainstOpenApi } from './openapi-answers.js';
import { SHARED_SYSTEM_ENV, sharedSystemFile } from './shared-system.mjs';

// Every answer a system test receives is checked against the gateway's OpenAPI document (issue 30 item 7).
checkAnswersAgainstOpenApi();

export { DEMO_PASSWORD };
export type Jar = Map<string, string>;

/** Applies Set-Cookie headers to a cookie jar (a cleared cookie leaves the jar). */
export function keep(jar: Jar, setCookie: string | string[] | undefined): Jar {
  for (const line of [setCookie ?? []].flat()) {
    const [pair = ''] = line.split(';');
    const [name = '', ...value] = pair.split('=');
    const v = value.join('=');
    if (v) jar.set(name, v);
    else jar.delete(name);
  }
  return jar;
}
export const cookieHeader = (jar: Jar): string => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

/** A signed-in browser: cookies and the CSRF header on every call. */
export class Session {
  constructor(
    private readonly url: string,
    readonly jar: Jar,
  ) {}

  call(method: Method, path: string, body?: object): request.Test {
    let call = request(this.url)[method](path).set('Cookie', cookieHeader(this.jar));
    if (method !== 'get')
      call = call.set('x-csrf-token', this.jar.get('onboard_csrf') ?? '').send(body ?? {});
    return call;
  }

  /** A multipart POST (an upload): the form's fields, then the file. */
  upload(
    path: string,
    fields: Record<string, string>,
    file: { bytes: Buffer; filename: string; contentType: string },
  ): request.Test {
    let call = request(this.url)
      .post(path)
      .set('Cookie', cookieHeader(this.jar))
      .set('x-csrf-token', this.jar.get('onboard_csrf') ?? '');
    for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
    return call.attach('file', file.bytes, { filename: file.filename, contentType: file.contentType });
  }
}

/**
 * The whole system as `npm start` runs it (every app a process), on a fresh database and a private NATS,
 * plus what tests need to act as users: their own accounts (so TOTP codes are never replayed across tests)
 * and the browser's sign-in path.
 */
/**
 * How long a test file's beforeAll may take to start its whole system and sign its users in: a minute alone,
 * several when the machine is busy (other suites, benches); a start that never ends still fails.
 */
export const SYSTEM_START_TIMEOUT = 240_000;

/** The people of a test about one client's records (see `TestSystem.signInCast`). */
export type Cast = {
  admin: Session;
  owner: Session;
  benAdmin: Session;
  broker: Session;
  otherBenAdmin: Session;
  otherBroker: Session;
};
const CAST: Record<keyof Cast, { key: string; role: Role; client: 'own' | 'other' | null }> = {
  admin: { key: 'admin', role: 'SLF_ADMIN', client: null },
  owner: { key: 'owner', role: 'SLF_OWNER', client: null },
  benAdmin: { key: 'benadmin', role: 'BEN_ADMIN', client: 'own' },
  broker: { key: 'broker', role: 'BROKER', client: 'own' },
  otherBenAdmin: { key: 'other', role: 'BEN_ADMIN', client: 'other' },
  otherBroker: { key: 'otherbr', role: 'BROKER', client: 'other' },
};

/** The cast of most tests of a client's records: staff, the client's own ben admin and broker, another's. */
export const CLIENT_RECORDS_CAST = ['admin', 'benAdmin', 'broker', 'otherBenAdmin', 'otherBroker'] as const;

/** A street address the API accepts for a location or a contact. */
export const HARBOR_WAY = { address1: '1 Harbor Way', city: 'Portland', state: 'ME', zipCode: '04101' };

/** Adds a location at `HARBOR_WAY` to the client, as `session` (POST …/locations); answers its id. */
export async function addLocation(session: Session, clientId: string, name: string): Promise<string> {
  const res = await session
    .call('post', `/api/clients/${clientId}/locations`, { ...HARBOR_WAY, name })
    .expect(201);
  return locationSchema.parse(res.body).id;
}

/**
 * Adds a web administrator to the client, as `session` (POST …/contacts), e-mailed at the first name and the
 * client's id (one per client); answers its id.
 */
export async function addContact(
  session: Session,
  clientId: string,
  firstName: string,
  lastName: string,
): Promise<string> {
  const email = `${firstName.toLowerCase()}.${clientId.slice(0, 8)}@example.com`;
  const res = await session
    .call('post', `/api/clients/${clientId}/contacts`, { firstName, lastName, email, type: 'WEB_ADMIN' })
    .expect(201);
  return contactRecordSchema.parse(res.body).id;
}

/** A small but real PDF (what file-type and the upload inspection read: the header and a body). */
export const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

/** Uploads `SMALL_PDF` as a plan document of the client, named `name`, as `session`; answers its id. */
export async function uploadPdf(session: Session, clientId: string, name: string): Promise<string> {
  const res = await session
    .upload(
      `/api/clients/${clientId}/documents`,
      { category: 'plan-document' },
      { bytes: SMALL_PDF, filename: name, contentType: 'application/pdf' },
    )
    .expect(201);
  return documentSchema.parse(res.body).id;
}

type FieldErrors = { errors: { path: string; message: string }[] };
/** A 400's field errors as `{ path: message }`. */
export const messagesOf = (body: unknown): Record<string, string> =>
  Object.fromEntries((body as FieldErrors).errors.map((e) => [e.path, e.message]));

/**
 * A test file's own copy of the demo clients on a system it may share with other files (decision 212): the
 * clients and explorer seeds run with `--tenant <name>`, so every demo record has an id of the tenant's own
 * (`id`), the same names otherwise, and the explorer sites' addresses end in `-<name>` (`slug`).
 */
export class Tenant {
  constructor(readonly name: string) {}

  /** The tenant's id of a demo record: `id('client:maple-dental')`. */
  id(name: string): string {
    return demoId(name, this.name);
  }

  /** The tenant's demo client of a key of DEMO_CLIENTS. */
  client(key: string): string {
    return this.id(`client:${key}`);
  }

  /** The tenant's address of a demo explorer site (`northwind-foods` → `northwind-foods-<tenant>`). */
  slug(demoSlug: string): string {
    return `${demoSlug}-${this.name}`;
  }
}

/** A file's label as a part of an e-mail domain or a tenant's name: a-z, 0-9 and -. */
const slugOf = (label: string): string => label.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Where `npm test` wrote the address of this worker's shared system, if it started them. */
function sharedSystemDescriptor(): string | undefined {
  const dir = process.env['SHARED_SYSTEMS_DIR'];
  const count = Number(process.env['SHARED_SYSTEMS_COUNT'] ?? '0');
  if (!dir || !count) return undefined;
  const worker = Number(process.env['JEST_WORKER_ID'] ?? '1');
  return sharedSystemFile(dir, ((worker - 1) % count) + 1);
}

export class TestSystem {
  private readonly secrets = new Map<string, string>();
  private readonly extraGateways: ChildProcess[] = [];
  /**
   * The domain of the users this file makes: its own on a shared system (two files may both make a user
   * `admin`), the usual one on a system of its own.
   */
  private userDomain = 'tests.onboard.test';
  /** npm test's tenant seeder beside a shared system (`tenant()` asks it), when there is one. */
  private seederUrl: string | undefined;

  private constructor(
    readonly url: string,
    readonly standInsPort: number,
    readonly sql: pg.Client,
    /** The app processes by name (each supervised: restarted when it dies), for tests that stop one. */
    readonly children: {
      name: string;
      child: ChildProcess;
      /** Stops the process for good (no restart). */
      stop: () => Promise<void>;
    }[],
    private readonly stopAll: () => Promise<void>,
    /** The environment every process of the system runs with (tests run a seed or a client against it). */
    readonly env: Record<string, string | undefined>,
  ) {}

  static async start(label: string, env: Record<string, string> = {}): Promise<TestSystem> {
    // `npm test` migrates and seeds one template database before the stage (SYSTEM_TEMPLATE_DATABASE): each
    // system copies it instead of running six migrate and three seed processes of its own.
    const template = process.env.SYSTEM_TEMPLATE_DATABASE;
    const db = await createTestDatabase(label, { template });
    const nats = await startPrivateNats();
    const fullEnv = {
      ...process.env,
      DATABASE_URL: db.url,
      NATS_URL: nats.url,
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_MS: '0',
      COOKIE_SECURE: 'false',
      // A job worker that stops receiving binds again within seconds, inside the tests' waits.
      JOB_WATCHDOG_MS: '2000',
      ...env,
    };
    const standInsPort = await freePort();
    let apps: Awaited<ReturnType<typeof startApps>>;
    try {
      if (!template) {
        await migrateAll(fullEnv);
        seedAll(fullEnv);
      }
      apps = await startApps({
        env: fullEnv,
        port: await freePort(),
        standInsPort,
        log: process.env.SYSTEM_LOG === '1',
      });
    } catch (error) {
      // A start that fails leaves nothing behind: its NATS server and database go too (startApps has
      // already stopped what it started).
      await nats.stop();
      await db.drop().catch(() => undefined);
      throw error;
    }
    const sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    return new TestSystem(
      apps.url,
      standInsPort,
      sql,
      apps.children,
      async () => {
        await sql.end();
        await apps.stop();
        await nats.stop();
        await db.drop();
      },
      fullEnv,
    );
  }

  /**
   * The system the files of this Jest worker share (decision 212), started by `npm test` beside the tests; a
   * file works there in a tenant of its own (`tenant()`) with users of its own (`makeUser`). Outside `npm test`
   * (no SHARED_SYSTEMS_DIR) the file gets a system of its own with the same settings. `stop()` then only lets
   * go of it. Files that stop processes or test a limit or timeout use `start` instead.
   */
  static async shared(label: string): Promise<TestSystem> {
    const file = sharedSystemDescriptor();
    if (!file) {
      const storage = mkdtempSync(join(tmpdir(), `onboard-${label}-files-`));
      const own = await TestSystem.start(label, { ...SHARED_SYSTEM_ENV, STORAGE_DIR: storage });
      own.userDomain = `${slugOf(label)}.tests.onboard.test`;
      return own;
    }
    const failed = file.replace(/\.json$/, '.failed');
    const descriptor = await waitFor(
      'the shared system to be ready',
      async () => {
        if (existsSync(failed))
          throw new Error(`The shared system did not start: ${readFileSync(failed, 'utf8')}`);
        if (!existsSync(file)) return undefined;
        return JSON.parse(readFileSync(file, 'utf8')) as {
          url: string;
          standInsPort: number;
          seederUrl?: string;
          env: Record<string, string>;
        };
      },
      { timeoutMs: SYSTEM_START_TIMEOUT - 10_000, intervalMs: 250 },
    );
    const env = { ...process.env, ...descriptor.env };
    const sql = new pg.Client({ connectionString: env['DATABASE_URL'] });
    await sql.connect();
    const system = new TestSystem(descriptor.url, descriptor.standInsPort, sql, [], () => sql.end(), env);
    system.userDomain = `${slugOf(label)}-${randomBytes(3).toString('hex')}.tests.onboard.test`;
    system.seederUrl = descriptor.seederUrl;
    return system;
  }

  /**
   * The start of most files about one client's records: the shared system (`shared(label)`), a tenant of the
   * file's own, its demo clients `own` and `other` (keys of DEMO_CLIENTS; by default Summit Engineering and
   * Granite Manufacturing) and the cast `who` signed in with user keys starting with `prefix` (`signInCast`).
   * When a step fails the system is let go of (`stop()`), as the file's afterAll would.
   */
  static async clientRecords<K extends keyof Cast>(
    label: string,
    prefix: string,
    who: readonly K[],
    clients: { own?: string; other?: string } = {},
  ): Promise<{ sys: TestSystem; tenant: Tenant; own: string; other: string } & Pick<Cast, K>> {
    const sys = await TestSystem.shared(label);
    try {
      const tenant = await sys.tenant(label);
      const own = tenant.client(clients.own ?? 'summit-engineering');
      const other = tenant.client(clients.other ?? 'granite-manufacturing');
      const cast = await sys.signInCast(prefix, { own, other }, who);
      return { sys, tenant, own, other, ...cast };
    } catch (error) {
      await sys.stop();
      throw error;
    }
  }

  /**
   * A copy of the demo clients (and their explorer sites) of this file's own, seeded into the running system
   * by the services' seeds (`seed --tenant`): what the file changes there no other file sees.
   */
  async tenant(label: string): Promise<Tenant> {
    const name = `${slugOf(label).slice(0, 30)}-${randomBytes(3).toString('hex')}`;
    if (this.seederUrl) {
      // npm test's seeder beside the shared system: the same seeds, loaded once (scripts/lib/tenant-seeder.mjs).
      const response = await fetch(`${this.seederUrl}/tenants/${name}`, { method: 'POST' });
      if (response.status !== 204) throw new Error(await response.text());
      return new Tenant(name);
    }
    await Promise.all(
      ['clients', 'explorer'].map((service) =>
        runOnceAsync(
          service,
          ['seed', '--tenant', name],
          this.env,
          (code: number | null) => `${service} seed --tenant ${name} failed (exit ${code})`,
        ),
      ),
    );
    return new Tenant(name);
  }

  async stop(): Promise<void> {
    await Promise.all(
      this.extraGateways.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await this.stopAll();
  }

  /** The private NATS server the system runs on (tests publish events on it). */
  get natsUrl(): string {
    return this.env['NATS_URL'] ?? '';
  }

  /**
   * Another gateway replica on the same NATS (what a second pod is), with `env` on top of the system's;
   * answers its URL once it is ready.
   */
  async addGateway(env: Record<string, string> = {}): Promise<string> {
    const port = await freePort();
    const instance = randomUUID();
    const child = spawn(process.execPath, [appEntry('gateway')], {
      env: { ...this.env, ...env, PORT: String(port), INSTANCE_ID: instance },
      stdio: 'ignore',
    });
    killOnExit(child);
    this.extraGateways.push(child);
    const url = `http://127.0.0.1:${port}`;
    return waitFor(
      'the second gateway to be ready',
      async () => {
        if (child.exitCode !== null) throw new Error(`the second gateway exited (${child.exitCode})`);
        const ready = await fetch(`${url}/api/health/ready`).then(
          (r) => r.status === 200 && r.headers.get('x-instance-id') === instance, // ours, not a port thief
          () => false,
        );
        return ready ? url : undefined;
      },
      { intervalMs: 200 },
    );
  }

  code(key: string): Promise<string> {
    return generate({ secret: this.secrets.get(key) ?? demoTotpSecret(key) });
  }

  /**
   * Makes and signs in the people a test about one client's records asks for, one after the other in the
   * cast's order: staff (`admin`, `owner`), the client's own ben admin and broker, and another client's. Their
   * user keys are the prefix and `admin`, `owner`, `benadmin`, `broker`, `other`, `otherbr`.
   */
  async signInCast<K extends keyof Cast>(
    prefix: string,
    clients: { own: string; other: string },
    who: readonly K[],
  ): Promise<Pick<Cast, K>> {
    const cast: Partial<Cast> = {};
    for (const name of Object.keys(CAST) as (keyof Cast)[]) {
      if (!(who as readonly string[]).includes(name)) continue;
      const { key, role, client } = CAST[name];
      const userKey = `${prefix}${key}`;
      cast[name] = await this.signIn(
        await this.makeUser(userKey, role, client ? [clients[client]] : []),
        userKey,
      );
    }
    return cast as Pick<Cast, K>;
  }

  /** A user of the test's own with the demo password and an active authenticator; answers the e-mail. */
  async makeUser(key: string, role: Role = 'SLF_ADMIN', clientIds: string[] = []): Promise<string> {
    return (await this.createUser(key, role, clientIds)).email;
  }

  /** A user of the test's own (as makeUser) of `role` and clients: its id and e-mail. */
  async makePerson(
    key: string,
    role: Role,
    clientIds: string[] = [],
  ): Promise<{ id: string; email: string }> {
    return this.createUser(key, role, clientIds);
  }

  /**
   * A user of the file's own standing in for a demo user (DEMO_USERS `demoKey`): its role, and its demo
   * clients of `tenant`, so a file acts as (or on) the demo people without touching the system's own.
   */
  async demoUserIn(tenant: Tenant, demoKey: string, key: string): Promise<{ id: string; email: string }> {
    const demo = DEMO_USERS.find((u) => u.key === demoKey);
    if (!demo) throw new Error(`no demo user ${demoKey}`);
    return this.createUser(
      key,
      demo.role,
      demo.clients.map((c) => tenant.client(c)),
    );
  }

  private async createUser(
    key: string,
    role: Role,
    clientIds: string[],
  ): Promise<{ id: string; email: string }> {
    const id = randomUUID();
    const email = `${key}@${this.userDomain}`;
    const secret = demoTotpSecret(`test:${key}`);
    this.secrets.set(key, secret);
    await this.sql.query(
      `insert into "identity"."user" ("id", "email", "first_name", "last_name", "role", "client_ids") values ($1, $2, 'Test', $3, $4, $5)`,
      [id, email, key, role, clientIds],
    );
    await this.sql.query(
      `insert into "identity"."credential" ("user_id", "password_hash", "password_set_at", "password_expires_at") values ($1, $2, now(), now() + interval '1 year')`,
      [id, await hashPassword(DEMO_PASSWORD)],
    );
    await this.sql.query(
      `insert into "identity"."mfa_factor" ("id", "user_id", "factor_type", "secret_sealed", "status") values ($1, $2, 'token:software:totp', $3, 'ACTIVE')`,
      [randomUUID(), id, new SecretBox('onboard-development-mfa-key').seal(secret)],
    );
    return { id, email };
  }

  async step(path: string, body: object): Promise<AuthResult> {
    const res = await request(this.url).post(`/api/auth/${path}`).send(body);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return authResultSchema.parse(res.body);
  }

  /** Password, MFA challenge and verify, token exchange, logged-in: the browser's path, with its cookies. */
  async signIn(email: string, key: string): Promise<Session> {
    const first = await this.step('sign-in', { username: email, password: DEMO_PASSWORD });
    if (first.status !== 'MFA_REQUIRED') throw new Error(`expected MFA_REQUIRED, got ${first.status}`);
    const factor = first.factors[0];
    if (!factor) throw new Error('no factor');
    const challenged = await this.step('factors/challenge', {
      stateToken: first.stateToken,
      factorId: factor.id,
    });
    if (challenged.status !== 'MFA_CHALLENGE')
      throw new Error(`expected MFA_CHALLENGE, got ${challenged.status}`);
    const done = await this.step('factors/verify', {
      stateToken: first.stateToken,
      factorId: factor.id,
      passCode: await this.code(key),
    });
    if (done.status !== 'SUCCESS') throw new Error(`expected SUCCESS, got ${done.status}`);
    const tokens = await request(this.url)
      .post('/api/auth/token')
      .send({ sessionToken: done.sessionToken })
      .expect(200);
    const loggedIn = await request(this.url)
      .post('/api/users/authenticated/logged-in')
      .send({ accessToken: tokens.body.accessToken, refreshToken: tokens.body.refreshToken })
      .expect(200);
    return new Session(this.url, keep(new Map(), loggedIn.headers['set-cookie']));
  }

  /** Waits for an e-mail at the stand-ins' SMTP sink and answers the link in it. */
  async linkMailedTo(email: string, subject: string): Promise<string> {
    return waitFor(
      `a "${subject}" e-mail to reach ${email}`,
      async () => {
        const res = await fetch(
          `http://127.0.0.1:${this.standInsPort}/mail/messages?to=${encodeURIComponent(email)}`,
        );
        const mails = (await res.json()) as { subject: string; text: string }[];
        return mails.find((m) => m.subject === subject)?.text.match(/https?:\/\/\S+token=[\w-]+/)?.[0];
      },
      { timeoutMs: 15_000, intervalMs: 200 },
    );
  }
}
