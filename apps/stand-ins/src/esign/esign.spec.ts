import { createHmac, generateKeyPairSync, sign } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { createStandIns, type StandIns } from '../server.js';
import { DEMO_ESIGN_PRIVATE_KEY } from '@onboard/server-kit';
import {
  DEFAULT_ESIGN_ACCOUNT_ID,
  DEFAULT_ESIGN_INTEGRATION_KEY,
  DEFAULT_ESIGN_USER_ID,
} from './esign.routes.js';
import { TEST_SIGNERS } from './esign.testing.js';
import { ESIGN_TEMPLATES, type ConnectMessage } from './esign.store.js';

// The e-signature stand-in as the stand-ins server mounts it, called in-process (inject); its Connect webhooks
// go to a real local listener (they are real HTTP posts).
const API = `/esign/restapi/v2.1/accounts/${DEFAULT_ESIGN_ACCOUNT_ID}`;
const HMAC_KEY = 'spec-connect-key';
/** The OAuth host the JWT's aud names (DocuSign's developer one). */
const OAUTH_HOST = 'account-d.docusign.com';
const [POLICY, BILLING] = ESIGN_TEMPLATES as [
  (typeof ESIGN_TEMPLATES)[number],
  (typeof ESIGN_TEMPLATES)[number],
];

type Received = { body: string; signature: string | undefined; message: ConnectMessage };
let listener: Server;
let listenerUrl = '';
let received: Received[] = [];
/** How many of the next deliveries the listener fails (500) before accepting. */
let failNext = 0;
let standIns: StandIns;

beforeAll(async () => {
  listener = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      if (failNext > 0) {
        failNext--;
        response.statusCode = 500;
        return void response.end();
      }
      const body = Buffer.concat(chunks).toString('utf8');
      const signature = request.headers['x-docusign-signature-1'];
      received.push({
        body,
        signature: typeof signature === 'string' ? signature : undefined,
        message: JSON.parse(body) as ConnectMessage,
      });
      response.end();
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  listenerUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/api/webhooks/esign`;
  standIns = createStandIns({
    esign: {
      integrationKey: DEFAULT_ESIGN_INTEGRATION_KEY,
      userId: DEFAULT_ESIGN_USER_ID,
      connectUrls: [listenerUrl],
      connectHmacKey: HMAC_KEY,
      connectMaxRetries: 3,
      connectRetryBaseMs: 5,
      viewTtlMs: 60_000,
      oauthHost: OAUTH_HOST,
    },
  });
});

afterEach(async () => {
  await standIns.esign.settled();
  await standIns.http.inject({ method: 'POST', url: '/esign/_admin/reset' });
  received = [];
  failNext = 0;
});

afterAll(async () => {
  await standIns.http.close();
  await new Promise((resolve) => listener.close(resolve));
});

function assertion(
  claims: Record<string, unknown> = {},
  key: string = DEMO_ESIGN_PRIVATE_KEY,
  alg = 'RS256',
): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const data = `${part({ alg, typ: 'JWT' })}.${part({
    iss: DEFAULT_ESIGN_INTEGRATION_KEY,
    sub: DEFAULT_ESIGN_USER_ID,
    aud: OAUTH_HOST,
    iat: now,
    exp: now + 3600,
    scope: 'signature impersonation',
    ...claims,
  })}`;
  return `${data}.${sign('RSA-SHA256', Buffer.from(data), key).toString('base64url')}`;
}

const grant = (jwt: string) =>
  standIns.http.inject({
    method: 'POST',
    url: '/esign/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: jwt,
    }).toString(),
  });

async function token(): Promise<string> {
  const answer = await grant(assertion());
  expect(answer.statusCode).toBe(200);
  return answer.json<{ access_token: string }>().access_token;
}

async function call(method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) {
  return standIns.http.inject({
    method,
    url: `${API}${path}`,
    headers: { authorization: `Bearer ${await token()}` },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

const { employer, broker } = TEST_SIGNERS;

async function createPolicyEnvelope(): Promise<string> {
  const created = await call('POST', '/envelopes', {
    templateId: POLICY.templateId,
    templateRoles: [employer, broker],
    status: 'sent',
    emailSubject: 'Please sign the application',
  });
  expect(created.statusCode).toBe(201);
  expect(created.json()).toMatchObject({ status: 'sent', envelopeId: expect.any(String) });
  return created.json<{ envelopeId: string }>().envelopeId;
}

async function viewUrl(envelopeId: string, who: typeof employer, recipientId?: string) {
  return call('POST', `/envelopes/${envelopeId}/views/recipient`, {
    returnUrl: 'http://onboard.test/return?form=1',
    authenticationMethod: 'none',
    clientUserId: who.clientUserId,
    userName: who.name,
    email: who.email,
    ...(recipientId ? { recipientId } : {}),
  });
}

/** Opens the signing page at `url` and submits its form with `action`; returns the redirect. */
async function completePage(url: string, action: 'sign' | 'decline', declineReason?: string) {
  const path = new URL(url).pathname;
  const page = await standIns.http.inject({ method: 'GET', url: path });
  expect(page.statusCode).toBe(200);
  const formToken = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const submitted = await standIns.http.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      formToken,
      action,
      ...(declineReason ? { declineReason } : {}),
    }).toString(),
  });
  return { page, submitted };
}

async function signers(envelopeId: string) {
  const answer = await call('GET', `/envelopes/${envelopeId}/recipients`);
  return answer.json<{ signers: Record<string, string>[] }>().signers;
}

describe('e-signature stand-in: auth', () => {
  test('the JWT grant gives a bearer token; a wrong key, algorithm, expired or scope-less assertion is invalid_grant', async () => {
    const good = await grant(assertion());
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600 });

    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    }) as string;
    const now = Math.floor(Date.now() / 1000);
    for (const jwt of [
      assertion({}, other),
      assertion({}, DEMO_ESIGN_PRIVATE_KEY, 'HS256'),
      assertion({ iat: now - 7200, exp: now - 3600 }),
      assertion({ scope: 'impersonation' }),
      assertion({ iss: 'someone-else' }),
      assertion({ sub: 'someone-else' }),
      // DocuSign's aud is the host name without scheme; a URL or another host is refused.
      assertion({ aud: `https://${OAUTH_HOST}` }),
      assertion({ aud: 'account.docusign.com' }),
      'not.a.jwt',
    ]) {
      const bad = await grant(jwt);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: expect.stringMatching(/^invalid_grant$/) });
    }
    const wrongGrant = await standIns.http.inject({
      method: 'POST',
      url: '/esign/oauth/token',
      payload: { grant_type: 'client_credentials', assertion: assertion() },
    });
    expect(wrongGrant.json()).toEqual({ error: 'unsupported_grant_type' });
  });

  test('a user who has not consented is consent_required, as DocuSign answers; once consented, a token', async () => {
    await standIns.http.inject({ method: 'POST', url: '/esign/_admin/consent', payload: { granted: false } });
    const refused = await grant(assertion());
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'consent_required' });
    await standIns.http.inject({ method: 'POST', url: '/esign/_admin/consent', payload: { granted: true } });
    expect((await grant(assertion())).statusCode).toBe(200);
  });

  test('the OAuth host also answers at the root, as the SDKs call it: token and userinfo', async () => {
    const answer = await standIns.http.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: assertion(),
      }).toString(),
    });
    expect(answer.statusCode).toBe(200);
    const accessToken = answer.json<{ access_token: string }>().access_token;
    const info = await standIns.http.inject({
      method: 'GET',
      url: '/oauth/userinfo',
      headers: { authorization: `Bearer ${accessToken}`, host: 'stand-ins:4100' },
    });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      sub: DEFAULT_ESIGN_USER_ID,
      name: expect.any(String),
      given_name: expect.any(String),
      family_name: expect.any(String),
      created: expect.any(String),
      email: expect.any(String),
      accounts: [
        {
          account_id: DEFAULT_ESIGN_ACCOUNT_ID,
          is_default: true,
          account_name: expect.any(String),
          base_uri: 'http://stand-ins:4100/esign',
        },
      ],
    });
    const anonymous = await standIns.http.inject({ method: 'GET', url: '/esign/oauth/userinfo' });
    expect(anonymous.statusCode).toBe(401);
  });

  test('API calls need a bearer token it issued (401 with DocuSign’s error codes), for its account only', async () => {
    for (const [headers, errorCode] of [
      [{}, 'USER_AUTHENTICATION_FAILED'],
      [{ authorization: 'Basic abc' }, 'USER_AUTHENTICATION_FAILED'],
      [{ authorization: 'Bearer made-up' }, 'AUTHORIZATION_INVALID_TOKEN'],
    ] as const) {
      const answer = await standIns.http.inject({ method: 'GET', url: `${API}/templates`, headers });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ errorCode, message: expect.any(String) });
    }
    const otherAccount = await standIns.http.inject({
      method: 'GET',
      url: '/esign/restapi/v2.1/accounts/other/templates',
      headers: { authorization: `Bearer ${await token()}` },
    });
    expect(otherAccount.statusCode).toBe(400);
    expect(otherAccount.json()).toMatchObject({ errorCode: 'USER_LACKS_MEMBERSHIP' });
  });
});

describe('e-signature stand-in: templates and envelopes', () => {
  test('templates list and one template with documents and roles in routing order', async () => {
    const list = (await call('GET', '/templates')).json<{ envelopeTemplates: { name: string }[] }>();
    expect(list.envelopeTemplates.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Group Policy Application', 'Billing Agreement']),
    );
    const one = await call('GET', `/templates/${POLICY.templateId}`);
    expect(one.json()).toMatchObject({
      templateId: POLICY.templateId,
      name: 'Group Policy Application',
      documents: [{ documentId: '1' }, { documentId: '2' }],
      recipients: {
        signers: [
          { roleName: 'Employer', recipientId: '1', routingOrder: '1' },
          { roleName: 'Broker', recipientId: '2', routingOrder: '2' },
        ],
      },
    });
    expect((await call('GET', '/templates/nope')).json()).toMatchObject({ errorCode: 'TEMPLATE_ID_INVALID' });
  });

  test('envelope lifecycle in routing order: employer signs, then broker; the envelope completes', async () => {
    const envelopeId = await createPolicyEnvelope();
    expect((await signers(envelopeId)).map((s) => [s.roleName, s.status])).toEqual([
      ['Employer', 'sent'],
      ['Broker', 'created'],
    ]);
    // Not the broker's turn yet; unknown details are refused.
    expect((await viewUrl(envelopeId, broker)).json()).toMatchObject({
      errorCode: 'RECIPIENT_NOT_IN_SEQUENCE',
    });
    const stranger = await viewUrl(envelopeId, { ...employer, email: 'someone@else.test' });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({ errorCode: 'UNKNOWN_ENVELOPE_RECIPIENT' });

    const view = await viewUrl(envelopeId, employer, '1');
    expect(view.statusCode).toBe(201);
    const { url } = view.json<{ url: string }>();
    const { page, submitted } = await completePage(url, 'sign');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<h1>');
    expect(page.body).toContain('Group Policy Application');
    expect(page.body).toContain('Broker Compensation Disclosure');
    expect(page.body).toMatch(/<label for="declineReason">/);
    expect(submitted.statusCode).toBe(303);
    expect(submitted.headers.location).toBe('http://onboard.test/return?form=1&event=signing_complete');

    const afterEmployer = await signers(envelopeId);
    expect(afterEmployer[0]).toMatchObject({
      status: 'completed',
      signedDateTime: expect.any(String),
      deliveredDateTime: expect.any(String),
    });
    expect(afterEmployer[1]).toMatchObject({ status: 'sent', sentDateTime: expect.any(String) });
    expect((await call('GET', `/envelopes/${envelopeId}`)).json()).toMatchObject({ status: 'delivered' });

    const brokerView = (await viewUrl(envelopeId, broker)).json<{ url: string }>();
    await completePage(brokerView.url, 'sign');
    const done = (await call('GET', `/envelopes/${envelopeId}?include=recipients`)).json<
      Record<string, unknown>
    >();
    expect(done).toMatchObject({
      status: 'completed',
      completedDateTime: expect.any(String),
      statusChangedDateTime: expect.any(String),
      recipients: { signers: [{ status: 'completed' }, { status: 'completed' }] },
    });
  });

  test('a view URL is single use and expires; a decline ends the envelope with its reason', async () => {
    const envelopeId = await createPolicyEnvelope();
    const { url } = (await viewUrl(envelopeId, employer)).json<{ url: string }>();
    const path = new URL(url).pathname;
    expect((await standIns.http.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    const again = await standIns.http.inject({ method: 'GET', url: path });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('already been used');

    const second = (await viewUrl(envelopeId, employer)).json<{ url: string }>();
    const { submitted } = await completePage(second.url, 'decline', 'Wrong company name');
    expect(submitted.headers.location).toBe('http://onboard.test/return?form=1&event=decline');
    const envelope = (await call('GET', `/envelopes/${envelopeId}?include=recipients`)).json<
      Record<string, unknown>
    >();
    expect(envelope).toMatchObject({
      status: 'declined',
      declinedDateTime: expect.any(String),
      recipients: {
        signers: [{ status: 'declined', declinedReason: 'Wrong company name' }, { status: 'created' }],
      },
    });
    expect((await viewUrl(envelopeId, employer)).json()).toMatchObject({
      errorCode: 'ENVELOPE_INVALID_STATUS',
    });

    // Expiry: a view whose 5 minutes (here: its configured lifetime) are over.
    const billing = await call('POST', '/envelopes', {
      templateId: BILLING.templateId,
      templateRoles: [employer],
      status: 'sent',
    });
    const billingId = billing.json<{ envelopeId: string }>().envelopeId;
    const late = (await viewUrl(billingId, employer)).json<{ url: string }>();
    const view = standIns.esign.views.get(new URL(late.url).pathname.split('/').pop() ?? '');
    if (view) view.expiresAt = Date.now() - 1;
    const expired = await standIns.http.inject({ method: 'GET', url: new URL(late.url).pathname });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('expired');
  });

  test('documents are valid PDFs naming the signer, "Signed" once signed; combined has every page', async () => {
    const created = await call('POST', '/envelopes', {
      templateId: BILLING.templateId,
      templateRoles: [employer],
      status: 'sent',
    });
    const envelopeId = created.json<{ envelopeId: string }>().envelopeId;
    const before = await call('GET', `/envelopes/${envelopeId}/documents/1`);
    expect(before.headers['content-type']).toBe('application/pdf');
    const pdf = before.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('Erin Employer');
    expect(pdf).not.toContain('Signed');
    // The xref offsets point at the objects.
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const firstObject = Number(/\n(\d{10}) 00000 n /.exec(pdf)?.[1]);
    expect(pdf.slice(firstObject, firstObject + 7)).toBe('1 0 obj');

    const { url } = (await viewUrl(envelopeId, employer)).json<{ url: string }>();
    await completePage(url, 'sign');
    const after = (await call('GET', `/envelopes/${envelopeId}/documents/1`)).rawPayload.toString('latin1');
    expect(after).toMatch(/Erin Employer - Signed \d{4}-/);

    const policyId = await createPolicyEnvelope();
    const combined = (await call('GET', `/envelopes/${policyId}/documents/combined`)).rawPayload.toString(
      'latin1',
    );
    expect(combined).toContain('/Count 2');
    expect(combined.trimEnd().endsWith('%%EOF')).toBe(true);
    expect((await call('GET', `/envelopes/${policyId}/documents/9`)).json()).toMatchObject({
      errorCode: 'DOCUMENT_DOES_NOT_EXIST',
    });
  });

  test('recipients are updated (with resend), the old view stops working; void ends the envelope', async () => {
    const envelopeId = await createPolicyEnvelope();
    const old = (await viewUrl(envelopeId, employer)).json<{ url: string }>();
    const newEmployer = { ...employer, name: 'Nia New', email: 'nia@acme.test', clientUserId: 'u-9' };
    const updated = await call('PUT', `/envelopes/${envelopeId}/recipients?resend_envelope=true`, {
      signers: [{ recipientId: '1', name: newEmployer.name, email: newEmployer.email, clientUserId: 'u-9' }],
    });
    expect(updated.json()).toEqual({
      recipientUpdateResults: [{ recipientId: '1', errorDetails: { errorCode: 'SUCCESS', message: '' } }],
    });
    expect((await standIns.http.inject({ method: 'GET', url: new URL(old.url).pathname })).statusCode).toBe(
      410,
    );
    expect((await viewUrl(envelopeId, employer)).json()).toMatchObject({
      errorCode: 'UNKNOWN_ENVELOPE_RECIPIENT',
    });
    expect((await viewUrl(envelopeId, newEmployer)).statusCode).toBe(201);
    expect((await signers(envelopeId))[0]).toMatchObject({
      name: 'Nia New',
      email: 'nia@acme.test',
      status: 'sent',
    });

    const voided = await call('PUT', `/envelopes/${envelopeId}`, {
      status: 'voided',
      voidedReason: 'Replaced',
    });
    expect(voided.statusCode).toBe(200);
    expect((await call('GET', `/envelopes/${envelopeId}`)).json()).toMatchObject({
      status: 'voided',
      voidedReason: 'Replaced',
      voidedDateTime: expect.any(String),
    });
    expect(
      (await call('PUT', `/envelopes/${envelopeId}`, { status: 'voided', voidedReason: 'x' })).json(),
    ).toMatchObject({
      errorCode: 'ENVELOPE_CANNOT_VOID_INVALID_STATE',
    });
  });
});

describe('e-signature stand-in: listStatusChanges and DocuSign’s error body', () => {
  test('GET envelopes: by from_date, envelope_ids and status, paged as DocuSign pages', async () => {
    const before = new Date(Date.now() - 1000).toISOString();
    const first = await createPolicyEnvelope();
    const second = await createPolicyEnvelope();
    await call('PUT', `/envelopes/${second}`, { status: 'voided', voidedReason: 'Not needed' });

    const all = await call('GET', `/envelopes?from_date=${encodeURIComponent(before)}&include=recipients`);
    expect(all.statusCode).toBe(200);
    const page = all.json<{ envelopes: { envelopeId: string; status: string; recipients?: unknown }[] }>();
    expect(page).toMatchObject({
      resultSetSize: '2',
      totalSetSize: '2',
      startPosition: '0',
      endPosition: '1',
    });
    expect(page.envelopes.map((e) => [e.envelopeId, e.status])).toEqual([
      [first, 'sent'],
      [second, 'voided'],
    ]);
    expect(page.envelopes[0]?.recipients).toMatchObject({
      signers: [{ recipientId: '1' }, { recipientId: '2' }],
    });

    const voided = await call('GET', `/envelopes?from_date=${encodeURIComponent(before)}&status=voided`);
    expect(voided.json<{ envelopes: { envelopeId: string }[] }>().envelopes.map((e) => e.envelopeId)).toEqual(
      [second],
    );
    const byId = await call('GET', `/envelopes?envelope_ids=${first}`);
    expect(byId.json()).toMatchObject({ totalSetSize: '1', envelopes: [{ envelopeId: first }] });
    const paged = await call(
      'GET',
      `/envelopes?from_date=${encodeURIComponent(before)}&count=1&start_position=1`,
    );
    expect(paged.json()).toMatchObject({
      resultSetSize: '1',
      totalSetSize: '2',
      startPosition: '1',
      envelopes: [{ envelopeId: second }],
    });
    const later = await call(
      'GET',
      `/envelopes?from_date=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
    );
    expect(later.json()).toMatchObject({ resultSetSize: '0', totalSetSize: '0', envelopes: [] });
  });

  test('every error answer is {errorCode, message}: missing or bad parameters, unknown routes, unreadable bodies', async () => {
    for (const path of ['/envelopes', '/envelopes?from_date=yesterday']) {
      const answer = await call('GET', path);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ errorCode: 'INVALID_REQUEST_PARAMETER', message: expect.any(String) });
    }
    const unknown = await call('GET', '/no-such-thing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errorCode: 'RESOURCE_NOT_FOUND', message: expect.any(String) });
    const garbled = await standIns.http.inject({
      method: 'POST',
      url: `${API}/envelopes`,
      headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toEqual({ errorCode: 'INVALID_REQUEST_BODY', message: expect.any(String) });
    const missing = await call('GET', '/envelopes/00000000-0000-0000-0000-000000000000');
    expect(missing.json()).toEqual({ errorCode: 'ENVELOPE_DOES_NOT_EXIST', message: expect.any(String) });
  });
});

describe('e-signature stand-in: Connect webhooks', () => {
  test('includeData: none gives DocuSign’s minimal message (event and ids, no envelopeSummary); documents add envelopeDocuments', async () => {
    await standIns.http.inject({
      method: 'POST',
      url: '/esign/_admin/webhooks',
      payload: { includeData: [] },
    });
    const envelopeId = await createPolicyEnvelope();
    await standIns.esign.settled();
    expect(received.map((r) => r.message)).toEqual([
      {
        event: 'envelope-sent',
        apiVersion: 'v2.1',
        uri: `/restapi/v2.1/accounts/${DEFAULT_ESIGN_ACCOUNT_ID}/envelopes/${envelopeId}`,
        retryCount: 0,
        configurationId: expect.any(Number),
        generatedDateTime: expect.any(String),
        data: { accountId: DEFAULT_ESIGN_ACCOUNT_ID, userId: DEFAULT_ESIGN_USER_ID, envelopeId },
      },
    ]);
    received = [];
    await standIns.http.inject({
      method: 'POST',
      url: '/esign/_admin/webhooks',
      payload: { includeData: ['documents'] },
    });
    await createPolicyEnvelope();
    await standIns.esign.settled();
    const summary = received[0]?.message.data.envelopeSummary as Record<string, unknown>;
    expect(summary).toMatchObject({ status: 'sent' });
    expect(summary['recipients']).toBeUndefined();
    expect(summary['envelopeDocuments']).toEqual([
      expect.objectContaining({ documentId: '1', PDFBytes: expect.any(String) }),
      expect.objectContaining({ documentId: '2', PDFBytes: expect.any(String) }),
    ]);
  });

  test('each change is posted in Connect JSON, signed with the HMAC key', async () => {
    const envelopeId = await createPolicyEnvelope();
    const { url } = (await viewUrl(envelopeId, employer)).json<{ url: string }>();
    await completePage(url, 'sign');
    await standIns.esign.settled();
    expect(received.map((r) => r.message.event)).toEqual([
      'envelope-sent',
      'recipient-delivered',
      'envelope-delivered',
      'recipient-completed',
    ]);
    for (const { body, signature } of received) {
      expect(signature).toBe(createHmac('sha256', HMAC_KEY).update(body).digest('base64'));
    }
    const completed = received[3]?.message;
    expect(completed).toMatchObject({
      apiVersion: 'v2.1',
      uri: `/restapi/v2.1/accounts/${DEFAULT_ESIGN_ACCOUNT_ID}/envelopes/${envelopeId}`,
      retryCount: 0,
      configurationId: expect.any(Number),
      generatedDateTime: expect.any(String),
      data: {
        accountId: DEFAULT_ESIGN_ACCOUNT_ID,
        envelopeId,
        recipientId: '1',
        envelopeSummary: {
          status: 'delivered',
          statusChangedDateTime: expect.any(String),
          recipients: {
            signers: [
              { recipientId: '1', status: 'completed', signedDateTime: expect.any(String) },
              { recipientId: '2', status: 'sent' },
            ],
          },
        },
      },
    });
  });

  test('a failing listener gets the event again with retryCount up, until it answers 2xx', async () => {
    failNext = 2;
    const envelopeId = await createPolicyEnvelope();
    await standIns.esign.settled();
    expect(received.map((r) => [r.message.event, r.message.retryCount])).toEqual([['envelope-sent', 2]]);
    const deliveries = (await standIns.http.inject({ method: 'GET', url: '/esign/_admin/webhooks' })).json<{
      deliveries: { envelopeId: string; retryCount: number; status: number }[];
    }>().deliveries;
    expect(deliveries.map((d) => [d.envelopeId, d.retryCount, d.status])).toEqual([
      [envelopeId, 0, 500],
      [envelopeId, 1, 500],
      [envelopeId, 2, 200],
    ]);
  });

  test('a listener that never answers well is tried 1 + maxRetries times, then given up', async () => {
    failNext = 100;
    await createPolicyEnvelope();
    await standIns.esign.settled();
    expect(standIns.esign.deliveries.map((d) => d.status)).toEqual([500, 500, 500, 500]);
    expect(received).toEqual([]);
  });

  test('chaos: a late event is overtaken by the events of later changes', async () => {
    await standIns.http.inject({ method: 'POST', url: '/esign/_admin/webhooks', payload: { delayMs: 1000 } });
    const envelopeId = await createPolicyEnvelope();
    await standIns.http.inject({ method: 'POST', url: '/esign/_admin/webhooks', payload: {} });
    const { url } = (await viewUrl(envelopeId, employer)).json<{ url: string }>();
    await completePage(url, 'sign');
    await standIns.esign.settled();
    const order = received.map((r) => r.message.event);
    expect(order).toEqual([
      'recipient-delivered',
      'envelope-delivered',
      'recipient-completed',
      'envelope-sent',
    ]);
    // Its generatedDateTime still tells it is the oldest.
    const [first, , , last] = received.map((r) => r.message.generatedDateTime);
    expect((last ?? '') <= (first ?? '')).toBe(true);
  });

  test('the signing URL names the configured browser address', async () => {
    const other = createStandIns({
      esign: { signingBaseUrl: 'http://localhost:4100/', oauthHost: OAUTH_HOST },
    });
    const jwt = await other.http.inject({
      method: 'POST',
      url: '/esign/oauth/token',
      payload: { grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: assertion() },
    });
    const auth = { authorization: `Bearer ${jwt.json<{ access_token: string }>().access_token}` };
    const created = await other.http.inject({
      method: 'POST',
      url: `${API}/envelopes`,
      headers: auth,
      payload: { templateId: BILLING.templateId, templateRoles: [employer], status: 'sent' },
    });
    const view = await other.http.inject({
      method: 'POST',
      url: `${API}/envelopes/${created.json<{ envelopeId: string }>().envelopeId}/views/recipient`,
      headers: { ...auth, host: 'stand-ins:4100' },
      payload: {
        returnUrl: 'http://localhost:3000/x',
        authenticationMethod: 'none',
        clientUserId: employer.clientUserId,
        userName: employer.name,
        email: employer.email,
      },
    });
    expect(view.json<{ url: string }>().url).toMatch(/^http:\/\/localhost:4100\/esign\/signing\/[\w-]+$/);
    await other.http.close();
  });

  test('chaos: duplicates and out of order, as real Connect deliveries are', async () => {
    const set = await standIns.http.inject({
      method: 'POST',
      url: '/esign/_admin/webhooks',
      payload: { duplicate: true, reverse: true, delayMs: 5 },
    });
    expect(set.json()).toMatchObject({ chaos: { duplicate: true, reverse: true, delayMs: 5 } });
    const created = await call('POST', '/envelopes', {
      templateId: BILLING.templateId,
      templateRoles: [employer],
      status: 'sent',
    });
    const envelopeId = created.json<{ envelopeId: string }>().envelopeId;
    const { url } = (await viewUrl(envelopeId, employer)).json<{ url: string }>();
    await standIns.esign.settled();
    received = [];
    await completePage(url, 'sign');
    await standIns.esign.settled();
    const completions = received.filter((r) => r.message.event.endsWith('-completed'));
    expect(completions.map((r) => r.message.event)).toEqual([
      'envelope-completed',
      'envelope-completed',
      'recipient-completed',
      'recipient-completed',
    ]);
    // The copies are the same message, signed the same.
    expect(completions[0]?.body).toBe(completions[1]?.body);
    expect(completions[0]?.signature).toBe(completions[1]?.signature);
  });
});
