import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { simpleParser } from 'mailparser';
import { pino } from 'pino';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { JOB_KINDS, queueEmailResultSchema, INTERNAL, type QueueEmail } from '@onboard/contracts';
import { startService, systemFork, type RunningService } from '@onboard/server-kit';
import {
  createTestDatabase,
  natsRpcClient,
  serviceTestEnv,
  startPrivateNats,
  type TestDatabase,
  waitFor,
} from '@onboard/server-kit/testing';
import { loadEmailConfig } from './config.js';
import { createEmailService } from './definition.js';
import { smtpMailer, SmtpFailure, type Mailer } from './emails/smtp.mailer.js';

/**
 * The mailer against relays as companies run them (issue 30 item 4), each a real SMTP server (the
 * `smtp-server` library, which nodemailer's author maintains beside it; not our reading of the protocol):
 * STARTTLS with a certificate from a private CA made here with the openssl CLI, TLS from the first byte
 * (465), AUTH PLAIN and LOGIN (RFC 4954: a wrong password is "535 5.7.8 Authentication credentials invalid"),
 * and SMTPUTF8 (RFC 6531). The mailer is built from the service's own settings (`loadEmailConfig`), so each
 * test also proves the variable an operator sets. The last part runs the e-mail service itself (PostgreSQL,
 * NATS, its worker) against such a relay: a refused login keeps the e-mail queued (decision 223).
 */

type Received = {
  secure: boolean;
  /** The SASL mechanism and user of the session, when it logged in. */
  auth: { method: string; username: string } | null;
  /** MAIL FROM carried SMTPUTF8. */
  smtpUtf8: boolean;
  rcptTo: string[];
  raw: string;
};

type Relay = {
  port: number;
  received: Received[];
  /** The password the relay takes now (it may change, as a relay's account does). */
  password: string;
  close(): Promise<void>;
};

const USER = 'onboard-mailer';
const PASSWORD = 'relay-secret-1';

/** A private CA and a relay certificate it signed, for 127.0.0.1; plus a second CA that signed nothing here. */
type Certificates = {
  folder: string;
  caPem: string;
  caFile: string;
  otherCaPem: string;
  key: string;
  cert: string;
};

function makeCertificates(): Certificates {
  const folder = mkdtempSync(join(tmpdir(), 'smtp-relay-tls-'));
  const file = (name: string): string => join(folder, name);
  const openssl = (...args: string[]): void => {
    execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  const newCa = (name: string, subject: string): void =>
    openssl(
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-keyout', file(`${name}.key`), '-out', file(`${name}.pem`), '-days', '2', '-subj', subject,
      '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign',
    ); // prettier-ignore
  newCa('ca', '/CN=Example Corp Mail Relay CA');
  newCa('other-ca', '/CN=Some Other CA');
  openssl(
    'req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', file('relay.key'), '-out', file('relay.csr'), '-subj', '/CN=relay.example.test',
  ); // prettier-ignore
  writeFileSync(
    file('relay.ext'),
    'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n',
  );
  openssl(
    'x509', '-req', '-in', file('relay.csr'), '-CA', file('ca.pem'), '-CAkey', file('ca.key'),
    '-CAcreateserial', '-out', file('relay.pem'), '-days', '2', '-extfile', file('relay.ext'),
  ); // prettier-ignore
  return {
    folder,
    caPem: readFileSync(file('ca.pem'), 'utf8'),
    caFile: file('ca.pem'),
    otherCaPem: readFileSync(file('other-ca.pem'), 'utf8'),
    key: readFileSync(file('relay.key'), 'utf8'),
    cert: readFileSync(file('relay.pem'), 'utf8'),
  };
}

let certs: Certificates;
const relays: Relay[] = [];

/**
 * A relay with the test's certificate. By default it offers STARTTLS, AUTH PLAIN and LOGIN only over TLS
 * (smtp-server refuses AUTH in plaintext unless `allowInsecureAuth`), SMTPUTF8 and 8BITMIME.
 */
async function startRelay(options: Partial<SMTPServerOptions> = {}): Promise<Relay> {
  const received: Received[] = [];
  const relay: Relay = { port: 0, received, password: PASSWORD, close: async () => undefined };
  const server = new SMTPServer({
    key: certs.key,
    cert: certs.cert,
    logger: false,
    authMethods: ['PLAIN', 'LOGIN'],
    authOptional: true,
    closeTimeout: 1_000,
    onAuth: (auth, _session, callback) => {
      if (auth.username === USER && auth.password === relay.password) {
        callback(null, { user: { method: auth.method, username: auth.username } });
        return;
      }
      callback(Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 }));
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const user = session.user as { method: string; username: string } | undefined;
        received.push({
          secure: session.secure,
          auth: user ?? null,
          smtpUtf8: session.envelope.smtpUtf8 === true,
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  relay.port = (server.server.address() as AddressInfo).port;
  relay.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  relays.push(relay);
  return relay;
}

/** The mailer as the service builds it, from these variables, and what it logged (pino's JSON lines). */
function mailerFor(
  relay: Relay,
  env: Record<string, string>,
): { mailer: Mailer; logs: Record<string, unknown>[] } {
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  const config = loadEmailConfig({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(relay.port), ...env });
  return { mailer: smtpMailer(config, pino({ level: 'info' }, sink)), logs };
}

const login = { SMTP_USER: USER, SMTP_PASSWORD: PASSWORD };

const message = (to: string[] = ['ana@example.test'], id: string = randomUUID()) => ({
  id,
  to,
  subject: 'Activate your Onboard account',
  text: 'Open the link to set your password.',
  html: null,
});

/** What the send threw, which must be an SmtpFailure. */
async function failureOf(send: Promise<unknown>): Promise<SmtpFailure> {
  const error: unknown = await send.then(
    () => new Error('the send succeeded'),
    (e: unknown) => e,
  );
  if (!(error instanceof SmtpFailure)) throw error;
  return error;
}

const atLevel = (logs: Record<string, unknown>[], level: number) => logs.filter((l) => l['level'] === level);
const WARN = 40;
const ERROR = 50;

beforeAll(() => {
  certs = makeCertificates();
});

afterAll(async () => {
  await Promise.all(relays.map((relay) => relay.close()));
  rmSync(certs.folder, { recursive: true, force: true });
});

describe('TLS with a private certificate authority', () => {
  test('STARTTLS required: the relay is trusted through SMTP_TLS_CA, and through SMTP_TLS_CA_FILE', async () => {
    const relay = await startRelay();
    const settings: Record<string, string>[] = [
      { SMTP_TLS_CA: certs.caPem },
      { SMTP_TLS_CA_FILE: certs.caFile },
    ];
    for (const ca of settings) {
      const { mailer } = mailerFor(relay, { ...login, ...ca, SMTP_REQUIRE_TLS: 'true' });
      const delivery = await mailer.send(message());
      mailer.close();
      expect(delivery.response).toMatch(/^250/);
    }
    expect(relay.received).toHaveLength(2);
    expect(relay.received.every((r) => r.secure)).toBe(true);
    expect(relay.received[0]?.auth).toEqual({ method: 'PLAIN', username: USER });
  });

  test('without the CA, or with another one, the certificate is refused: a configuration error, nothing sent', async () => {
    const relay = await startRelay();
    const settings: Record<string, string>[] = [{}, { SMTP_TLS_CA: certs.otherCaPem }];
    for (const env of settings) {
      const { mailer, logs } = mailerFor(relay, { ...login, ...env });
      const failure = await failureOf(mailer.send(message()));
      mailer.close();
      expect(failure.configuration).toMatch(/TLS.*SMTP_TLS_CA/);
      expect(failure.permanent).toBe(false);
      expect(failure.message).toMatch(/certificate/i);
      expect(atLevel(logs, ERROR)).toEqual([
        expect.objectContaining({ msg: expect.stringMatching(/^SMTP configuration error: no trusted TLS/) }),
      ]);
    }
    expect(relay.received).toEqual([]);
  });

  test('SMTP_TLS_INSECURE=true sends without checking the certificate, and says so at start', async () => {
    const relay = await startRelay();
    const { mailer, logs } = mailerFor(relay, { ...login, SMTP_TLS_INSECURE: 'true' });
    // The warning comes when the mailer is made (the service's start), before anything is sent.
    expect(atLevel(logs, WARN)).toEqual([
      expect.objectContaining({ msg: expect.stringMatching(/^SMTP_TLS_INSECURE=true: .* NOT checked/) }),
    ]);
    await mailer.send(message());
    mailer.close();
    expect(relay.received.map((r) => r.secure)).toEqual([true]);
  });

  test('SMTP_REQUIRE_TLS against a relay without STARTTLS: nothing goes in plaintext (without it, it would)', async () => {
    const relay = await startRelay({ disabledCommands: ['STARTTLS'], authMethods: [] });
    const required = mailerFor(relay, { SMTP_REQUIRE_TLS: 'true', SMTP_TLS_CA: certs.caPem });
    const failure = await failureOf(required.mailer.send(message()));
    required.mailer.close();
    expect(failure.configuration).toMatch(/SMTP_REQUIRE_TLS/);
    expect(failure.permanent).toBe(false);
    expect(relay.received).toEqual([]);

    const opportunistic = mailerFor(relay, { SMTP_TLS_CA: certs.caPem });
    await opportunistic.mailer.send(message());
    opportunistic.mailer.close();
    expect(relay.received.map((r) => r.secure)).toEqual([false]);
  });

  test('implicit TLS on a 465-style port with SMTP_SECURE=true; TLS spoken to a STARTTLS port is a configuration error', async () => {
    const implicit = await startRelay({ secure: true });
    const { mailer } = mailerFor(implicit, { ...login, SMTP_SECURE: 'true', SMTP_TLS_CA: certs.caPem });
    await mailer.send(message());
    mailer.close();
    expect(implicit.received.map((r) => [r.secure, r.auth?.username])).toEqual([[true, USER]]);

    const starttls = await startRelay();
    const wrong = mailerFor(starttls, { ...login, SMTP_SECURE: 'true', SMTP_TLS_CA: certs.caPem });
    const failure = await failureOf(wrong.mailer.send(message()));
    wrong.mailer.close();
    expect(failure.configuration).toMatch(/SMTP_SECURE/);
    expect(starttls.received).toEqual([]);
  });
});

describe('AUTH', () => {
  test.each(['PLAIN', 'LOGIN'])('AUTH %s with SMTP_USER and SMTP_PASSWORD', async (method) => {
    const relay = await startRelay({ authMethods: [method] });
    const { mailer } = mailerFor(relay, { ...login, SMTP_TLS_CA: certs.caPem });
    await mailer.send(message());
    mailer.close();
    expect(relay.received.map((r) => r.auth)).toEqual([{ method, username: USER }]);
  });

  test('a wrong password (535) is a configuration error, logged once until the relay accepts again', async () => {
    const relay = await startRelay();
    relay.password = 'rotated-by-the-mail-team';
    const { mailer, logs } = mailerFor(relay, { ...login, SMTP_TLS_CA: certs.caPem });
    const failures = [await failureOf(mailer.send(message())), await failureOf(mailer.send(message()))];
    for (const failure of failures) {
      expect(failure.configuration).toMatch(/refused the login: check SMTP_USER and SMTP_PASSWORD/);
      // Not a refusal of the message (nodemailer marks 5xx permanent): the e-mail is not at fault.
      expect(failure.permanent).toBe(false);
      expect(failure.rejected).toEqual([]);
      expect(failure.message).toContain('535');
    }
    const errors = atLevel(logs, ERROR);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      msg: expect.stringMatching(/^SMTP configuration error: the relay refused the login/),
      reason: expect.stringContaining('535 5.7.8 Authentication credentials invalid'),
    });
    expect(JSON.stringify(logs)).not.toContain(PASSWORD);

    relay.password = PASSWORD;
    await mailer.send(message());
    mailer.close();
    expect(logs.at(-1)).toMatchObject({ msg: 'SMTP relay accepts the service again' });
    expect(relay.received).toHaveLength(1);
  });

  test('a relay that wants a login the service does not give (530) is a configuration error too', async () => {
    const relay = await startRelay({ authOptional: false });
    const { mailer } = mailerFor(relay, { SMTP_TLS_CA: certs.caPem });
    const failure = await failureOf(mailer.send(message()));
    mailer.close();
    expect(failure.message).toContain('530');
    expect(failure.configuration).toMatch(/login/);
    expect(failure.permanent).toBe(false);
  });
});

describe('the message', () => {
  test("Message-ID: the e-mail id at SMTP_FROM's domain, or at SMTP_MESSAGE_ID_DOMAIN", async () => {
    const relay = await startRelay();
    const id = randomUUID();
    const settings: Record<string, string>[] = [
      { SMTP_FROM: 'Benefits Team <benefits@mail.example.com>' },
      { SMTP_FROM: 'benefits@mail.example.com', SMTP_MESSAGE_ID_DOMAIN: 'onboard.example.net' },
    ];
    for (const env of settings) {
      const { mailer } = mailerFor(relay, { ...login, SMTP_TLS_CA: certs.caPem, ...env });
      const delivery = await mailer.send(message(['ana@example.test'], id));
      mailer.close();
      expect(delivery.messageId).toBe(`<${id}@${env.SMTP_MESSAGE_ID_DOMAIN ?? 'mail.example.com'}>`);
    }
    const ids = await Promise.all(relay.received.map(async (r) => (await simpleParser(r.raw)).messageId));
    expect(ids).toEqual([`<${id}@mail.example.com>`, `<${id}@onboard.example.net>`]);
  });

  test('a non-ASCII address goes with SMTPUTF8 to a relay that offers it, in UTF-8 in the envelope and header', async () => {
    const relay = await startRelay();
    const { mailer } = mailerFor(relay, { ...login, SMTP_TLS_CA: certs.caPem });
    await mailer.send(message(['jöran@exämple.test']));
    await mailer.send(message(['ana@example.test']));
    mailer.close();
    const [international, ascii] = relay.received;
    expect(international).toMatchObject({ smtpUtf8: true, rcptTo: ['jöran@exämple.test'] });
    // RFC 6532: the address itself in UTF-8, not a MIME encoded word (which an address may not hold).
    expect(international?.raw).toMatch(/^To: jöran@exämple\.test\r?$/m);
    // SMTPUTF8 only where an address needs it.
    expect(ascii?.smtpUtf8).toBe(false);
  });
});

describe('the e-mail service against a relay that refuses its login', () => {
  const MAX_ATTEMPTS = 3;
  let db: TestDatabase;
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let running: RunningService | undefined;
  let rpc: Awaited<ReturnType<typeof natsRpcClient>> | undefined;
  let relay: Relay;
  /** Logins the relay refuses before it takes the right password again. */
  let refuseLogins = 0;

  type EmailRow = { status: string; attempts: number; message_id: string | null };
  const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => {
    if (!running) throw new Error('service not started');
    // The test reads and writes as the system: every client's e-mails (decision 228).
    return systemFork(running.deps.orm.em).execute<T[]>(query, params);
  };
  const emailRow = async (id: string): Promise<EmailRow | undefined> =>
    (
      await sql<EmailRow>(`select "status", "attempts", "message_id" from "email"."email" where "id" = ?`, [
        id,
      ])
    )[0];
  const history = (id: string) =>
    sql<{ status: string; detail: string | null }>(
      `select "status", "detail" from "email"."email_status_event" where "email_id" = ? order by "event_at", "created_at"`,
      [id],
    );
  const errorUsers = (id: string) =>
    sql<{ user_id: string }>(`select "user_id" from "email"."email_error_user" where "email_id" = ?`, [id]);
  const ledger = async (id: string) =>
    (
      await sql<{ status: string; attempts: number }>(
        `select "status", "attempts" from "email"."job_record" where "kind" = ? and "key" = ?`,
        [JOB_KINDS.emailSend, id],
      )
    )[0];
  async function queue(email: QueueEmail): Promise<string> {
    if (!rpc) throw new Error('service not started');
    return queueEmailResultSchema.parse(await rpc.request(INTERNAL.email.queue.subject, email)).emailId;
  }
  const queueTo = (email: string, subject: string, userId: string | null = null): Promise<string> =>
    queue({ template: 'GENERIC', to: [{ email, userId }], subject, text: 'Hi' });
  const sentRow = (id: string): Promise<EmailRow> =>
    waitFor(`e-mail ${id} SENT`, async () => {
      const found = await emailRow(id);
      return found?.status === 'SENT' ? found : undefined;
    });

  beforeAll(async () => {
    relay = await startRelay({
      onAuth: (auth, _session, callback) => {
        if (refuseLogins > 0 || auth.password !== relay.password) {
          refuseLogins = Math.max(0, refuseLogins - 1);
          callback(
            Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 }),
          );
          return;
        }
        callback(null, { user: { method: auth.method, username: auth.username } });
      },
    });
    db = await createTestDatabase('email_relay');
    nats = await startPrivateNats();
    const env = serviceTestEnv(db.url, {
      NATS_URL: nats.url,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(relay.port),
      SMTP_REQUIRE_TLS: 'true',
      SMTP_TLS_CA: certs.caPem,
      SMTP_USER: USER,
      SMTP_PASSWORD: PASSWORD,
      SMTP_FROM: 'Onboard <no-reply@onboard.example.com>',
      EMAIL_RETRY_DELAYS_MS: '200',
      EMAIL_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
    });
    const service = createEmailService(env);
    await startService(service, 'migrate', env);
    running = await startService(service, 'serve', env);
    rpc = await natsRpcClient(nats.url);
  }, 180_000);

  afterAll(async () => {
    await rpc?.close();
    await running?.close();
    await nats?.stop();
    await db?.drop();
  });

  test('queued to a non-ASCII address: sent over TLS with SMTPUTF8, its Message-ID at the sender domain', async () => {
    const emailId = await queueTo('jöran@exämple.test', 'Hej');
    const row = await sentRow(emailId);
    expect(row.message_id).toBe(`<${emailId}@onboard.example.com>`);
    const got = relay.received.find((r) => r.raw.includes(emailId));
    expect(got).toMatchObject({ secure: true, smtpUtf8: true, rcptTo: ['jöran@exämple.test'] });
  });

  test('a login refused twice: the e-mail waits in QUEUED, nobody marked unreached, sent on the third attempt', async () => {
    refuseLogins = 2;
    const emailId = await queueTo('ana@example.test', 'Refused twice', randomUUID());
    const row = await sentRow(emailId);
    expect(row.attempts).toBe(3);
    const steps = await history(emailId);
    expect(steps.map((s) => s.status).join(' ')).toBe('QUEUED SENDING QUEUED SENDING QUEUED SENDING SENT');
    expect(steps[2]?.detail).toMatch(
      /^attempt 1 not sent, SMTP configuration error \(the relay refused the login.*535/,
    );
    expect(await errorUsers(emailId)).toEqual([]);
  });

  test('a login refused on every attempt: the job gives up, the e-mail stays QUEUED (not FAILED) for the sweep', async () => {
    relay.password = 'rotated-by-the-mail-team';
    try {
      const emailId = await queueTo('bo@example.test', 'Refused always', randomUUID());
      const job = await waitFor('the job out of deliveries', async () => {
        const found = await ledger(emailId);
        return found?.status === 'failed' ? found : undefined;
      });
      expect(job.attempts).toBe(MAX_ATTEMPTS);
      const row = await emailRow(emailId);
      // Before decision 223 a 535 was a 5xx like any other: FAILED after one attempt, the user "not reached".
      expect(row).toMatchObject({ status: 'QUEUED', attempts: MAX_ATTEMPTS });
      const steps = await history(emailId);
      expect(steps.at(-1)).toMatchObject({
        status: 'QUEUED',
        detail: expect.stringMatching(/^attempt 3 not sent, SMTP configuration error/),
      });
      expect(steps.some((s) => s.status === 'FAILED')).toBe(false);
      expect(await errorUsers(emailId)).toEqual([]);
    } finally {
      relay.password = PASSWORD;
    }
  });
});
