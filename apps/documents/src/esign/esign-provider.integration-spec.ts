import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createLogger, isUnavailable } from '@onboard/server-kit';
import { freePort, startStandIns, waitFor } from '@onboard/server-kit/testing';
import { parseConnectEvent, verifyConnectSignature, type ConnectEvent } from './connect-webhook.js';
import { connectHmacKeys, loadESignConfig } from './esign.config.js';
import {
  DocuSignProvider,
  ESignRefusedError,
  type ESignProvider,
  type ProviderEnvelope,
} from './esign-provider.js';

/**
 * The adapter against the stand-ins' DocuSign (`apps/stand-ins`, built, in a process of its own, as `npm start`
 * runs it), with the configuration `npm start` gives (the demo account and key pair): the same code path as
 * with the real provider, only the ESIGN_* settings differ (decision 132). No database: the stand-ins and a
 * local Connect listener only.
 */
const HMAC_KEY = 'integration-connect-key';
const logger = createLogger('documents-test', 'silent');
const POLICY_TEMPLATE = '8a3c6f1e-0b5d-4c1a-9e2f-7d4b3a2c1e01';
const BILLING_TEMPLATE = '8a3c6f1e-0b5d-4c1a-9e2f-7d4b3a2c1e02';

let standIns: { url: string; stop: () => Promise<void> } | undefined;
let baseUrl = '';
let listener: Server;
/** Connect deliveries whose signature checked out, parsed; and how many did not. */
const events: ConnectEvent[] = [];
let badlySigned = 0;

const providerWith = (env: Record<string, string> = {}, now?: () => number): DocuSignProvider =>
  new DocuSignProvider(
    loadESignConfig({ ESIGN_BASE_URL: baseUrl, ESIGN_CONNECT_HMAC_KEY: HMAC_KEY, ...env }),
    logger,
    now ? { now } : {},
  );

const admin = (path: string, body?: unknown) =>
  fetch(`${baseUrl}/_admin/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  }).then((r) => r.json() as Promise<Record<string, unknown>>);

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** What a browser does on the signing page: open it, press Sign (or Decline); the redirect's location. */
async function completeSigningPage(url: string, action: 'sign' | 'decline'): Promise<string> {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  const formToken = /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const submitted = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ formToken, action, declineReason: 'Not ours' }).toString(),
    redirect: 'manual',
  });
  expect(submitted.status).toBe(303);
  return submitted.headers.get('location') ?? '';
}

beforeAll(async () => {
  const config = loadESignConfig({ ESIGN_CONNECT_HMAC_KEY: HMAC_KEY });
  listener = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      if (!verifyConnectSignature(raw, request.headers, connectHmacKeys(config))) {
        badlySigned++;
        response.statusCode = 401;
        return void response.end();
      }
      const parsed = parseConnectEvent(JSON.parse(raw.toString('utf8')));
      if ('event' in parsed) events.push(parsed.event);
      response.statusCode = 'event' in parsed ? 200 : 400;
      response.end();
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  standIns = await startStandIns({
    ESIGN_CONNECT_HMAC_KEY: HMAC_KEY,
    ESIGN_CONNECT_URLS: `http://127.0.0.1:${(listener.address() as AddressInfo).port}/api/webhooks/esign`,
    ESIGN_CONNECT_RETRY_MS: '10',
  });
  baseUrl = `${standIns.url}/esign`;
});

afterAll(async () => {
  await standIns?.stop();
  await new Promise((resolve) => listener.close(resolve));
});

const employer = {
  roleName: 'Employer',
  name: 'Erin Employer',
  email: 'erin@acme.test',
  clientUserId: 'user-1',
};
const broker = { roleName: 'Broker', name: 'Bo Broker', email: 'bo@brokers.test', clientUserId: 'user-2' };
const viewOf = (envelope: ProviderEnvelope, who: typeof employer) => ({
  envelopeId: envelope.envelopeId,
  recipientId: envelope.recipients.find((r) => r.roleName === who.roleName)?.recipientId ?? '',
  name: who.name,
  email: who.email,
  clientUserId: who.clientUserId,
  returnUrl: 'http://127.0.0.1:3000/onboarding-forms/f-1/action/r-1',
});

describe('DocuSignProvider against the stand-ins', () => {
  test('templates: the list, one with documents and roles, an unknown one is undefined', async () => {
    const provider = providerWith();
    const templates = await provider.listTemplates();
    expect(templates.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Group Policy Application', 'Billing Agreement']),
    );
    expect(await provider.getTemplate(POLICY_TEMPLATE)).toEqual({
      templateId: POLICY_TEMPLATE,
      name: 'Group Policy Application',
      description: expect.any(String),
      documents: [
        { documentId: '1', name: 'Group Policy Application' },
        { documentId: '2', name: 'Broker Compensation Disclosure' },
      ],
      roles: [
        { roleName: 'Employer', recipientId: '1', routingOrder: 1 },
        { roleName: 'Broker', recipientId: '2', routingOrder: 2 },
      ],
    });
    expect(await provider.getTemplate('no-such-template')).toBeUndefined();
  });

  test('from template to completed envelope through the signing page; combined download is the signed PDF; webhooks signed', async () => {
    const provider: ESignProvider = providerWith();
    const envelope = await provider.createEnvelope({
      templateId: POLICY_TEMPLATE,
      emailSubject: 'Acme: Group Policy Application',
      recipients: [employer, broker],
    });
    expect(envelope).toMatchObject({
      envelopeId: expect.any(String),
      status: 'sent',
      emailSubject: 'Acme: Group Policy Application',
      templateId: POLICY_TEMPLATE,
      recipients: [
        {
          roleName: 'Employer',
          routingOrder: 1,
          status: 'sent',
          clientUserId: 'user-1',
          sentDateTime: expect.any(String),
        },
        { roleName: 'Broker', routingOrder: 2, status: 'created', sentDateTime: null },
      ],
    });
    // Not the broker's turn: refused, clearly.
    const early = await provider.recipientView(viewOf(envelope, broker)).catch((e: unknown) => e);
    expect(early).toBeInstanceOf(ESignRefusedError);
    expect(early).toMatchObject({ code: 'CONFLICT', providerCode: 'RECIPIENT_NOT_IN_SEQUENCE' });
    const stranger = await provider
      .recipientView({ ...viewOf(envelope, employer), email: 'not@them.test' })
      .catch((e: unknown) => e);
    expect(stranger).toMatchObject({ code: 'NOT_FOUND', providerCode: 'UNKNOWN_ENVELOPE_RECIPIENT' });

    const { url } = await provider.recipientView(viewOf(envelope, employer));
    expect(await completeSigningPage(url, 'sign')).toBe(
      'http://127.0.0.1:3000/onboarding-forms/f-1/action/r-1?event=signing_complete',
    );
    const half = await provider.getEnvelope(envelope.envelopeId);
    expect(half?.recipients.map((r) => r.status)).toEqual(['completed', 'sent']);
    const brokerView = await provider.recipientView(viewOf(envelope, broker));
    await completeSigningPage(brokerView.url, 'sign');

    const done = await provider.getEnvelope(envelope.envelopeId);
    expect(done).toMatchObject({ status: 'completed', completedDateTime: expect.any(String) });
    expect(done?.recipients.every((r) => r.status === 'completed' && r.signedDateTime)).toBe(true);

    const combined = (await readAll(await provider.downloadCombined(envelope.envelopeId))).toString('latin1');
    expect(combined.startsWith('%PDF-')).toBe(true);
    expect(combined.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(combined).toMatch(/Erin Employer - Signed/);
    expect(combined).toMatch(/Bo Broker - Signed/);
    const second = (await readAll(await provider.downloadDocument(envelope.envelopeId, '2'))).toString(
      'latin1',
    );
    expect(second).toContain('Broker Compensation Disclosure');
    await expect(provider.downloadDocument(envelope.envelopeId, '7')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });

    // Connect: every change reached the listener, signed with the shared key, and parsed.
    await waitFor('the envelope-completed webhook', async () =>
      events.some((e) => e.envelopeId === envelope.envelopeId && e.event === 'envelope-completed')
        ? true
        : undefined,
    );
    const mine = events.filter((e) => e.envelopeId === envelope.envelopeId).map((e) => e.event);
    expect(mine).toEqual(
      expect.arrayContaining(['envelope-sent', 'recipient-completed', 'envelope-completed']),
    );
    expect(events.find((e) => e.event === 'envelope-completed')?.envelopeStatus).toBe('completed');
    expect(badlySigned).toBe(0);
  });

  test('a decline comes back as the decline event, with the reason', async () => {
    const provider = providerWith();
    const envelope = await provider.createEnvelope({ templateId: BILLING_TEMPLATE, recipients: [employer] });
    const { url } = await provider.recipientView(viewOf(envelope, employer));
    expect(await completeSigningPage(url, 'decline')).toMatch(/\?event=decline$/);
    expect(await provider.getEnvelope(envelope.envelopeId)).toMatchObject({
      status: 'declined',
      declinedDateTime: expect.any(String),
      recipients: [{ status: 'declined', declinedReason: 'Not ours', declinedDateTime: expect.any(String) }],
    });
  });

  test('update recipient with resend (reassignment), then void; an unknown envelope is undefined', async () => {
    const provider = providerWith();
    const envelope = await provider.createEnvelope({ templateId: BILLING_TEMPLATE, recipients: [employer] });
    const recipientId = envelope.recipients[0]?.recipientId ?? '';
    await provider.updateRecipient({
      envelopeId: envelope.envelopeId,
      recipientId,
      name: 'Nia New',
      email: 'nia@acme.test',
      clientUserId: 'user-9',
      resend: true,
    });
    const updated = await provider.getEnvelope(envelope.envelopeId);
    expect(updated?.recipients[0]).toMatchObject({
      name: 'Nia New',
      email: 'nia@acme.test',
      clientUserId: 'user-9',
    });
    await expect(provider.recipientView(viewOf(envelope, employer))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const view = await provider.recipientView({
      ...viewOf(envelope, employer),
      name: 'Nia New',
      email: 'nia@acme.test',
      clientUserId: 'user-9',
    });
    expect(view.url).toMatch(/\/esign\/signing\//);
    await expect(
      provider.updateRecipient({ ...viewOf(envelope, employer), recipientId: '99', resend: false }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', providerCode: 'INVALID_RECIPIENT_ID' });
    // DocuSign's {errorCode, message}: both reach the error (and the log).
    await expect(
      provider.recipientView({ ...viewOf(envelope, employer), name: 'Nobody' }),
    ).rejects.toMatchObject({
      providerCode: 'UNKNOWN_ENVELOPE_RECIPIENT',
      message: expect.stringMatching(/UNKNOWN_ENVELOPE_RECIPIENT\): The recipient you have identified/),
    });

    await provider.voidEnvelope(envelope.envelopeId, 'Reassigned to a new form');
    expect(await provider.getEnvelope(envelope.envelopeId)).toMatchObject({
      status: 'voided',
      voidedReason: 'Reassigned to a new form',
      voidedDateTime: expect.any(String),
    });
    await expect(provider.voidEnvelope(envelope.envelopeId, 'again')).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await provider.getEnvelope('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  test('the token is cached, renewed shortly before it expires, and fetched again after a 401', async () => {
    let clock = Date.now();
    const provider = providerWith({}, () => clock);
    const issued = async () => Number((await admin('stats')).tokensIssued);
    const start = await issued();
    await provider.listTemplates();
    await provider.listTemplates();
    expect(await issued()).toBe(start + 1);
    clock += 3600_000 - 30_000; // within the last minute of its hour
    await provider.listTemplates();
    expect(await issued()).toBe(start + 2);
    await admin('revoke-tokens', {});
    await expect(provider.listTemplates()).resolves.toHaveLength(3);
    expect(await issued()).toBe(start + 3);
  });

  test('a key the provider does not know, the provider down (503) or not listening is ESIGN_UNAVAILABLE', async () => {
    const { generateKeyPairSync } = await import('node:crypto');
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    }) as string;
    const wrongKey = providerWith({ ESIGN_PRIVATE_KEY: otherKey });
    const refused = await wrongKey.listTemplates().catch((e: unknown) => e);
    expect(isUnavailable(refused, 'esign')).toBe(true);
    expect(refused).toMatchObject({
      code: 'ESIGN_UNAVAILABLE',
      detail: expect.stringMatching(/invalid_grant \(invalid signature\)/),
    });
    // The user has not consented to the integration key: DocuSign's consent_required, named in the detail.
    await admin('consent', { granted: false });
    try {
      await expect(providerWith().listTemplates()).rejects.toMatchObject({
        code: 'ESIGN_UNAVAILABLE',
        detail: expect.stringMatching(/consent_required/),
      });
    } finally {
      await admin('consent', { granted: true });
    }

    const provider = providerWith();
    await provider.listTemplates(); // a token in hand: the API itself goes down
    await admin('down', { down: true });
    try {
      await expect(provider.getEnvelope('x')).rejects.toMatchObject({ code: 'ESIGN_UNAVAILABLE' });
      await expect(provider.downloadCombined('x')).rejects.toMatchObject({ system: 'esign' });
    } finally {
      await admin('down', { down: false });
    }
    const closed = providerWith({ ESIGN_BASE_URL: `http://127.0.0.1:${await freePort()}/esign` });
    await expect(closed.listTemplates()).rejects.toMatchObject({
      code: 'ESIGN_UNAVAILABLE',
      message: expect.stringMatching(/e-signature provider/),
    });
  });
});
