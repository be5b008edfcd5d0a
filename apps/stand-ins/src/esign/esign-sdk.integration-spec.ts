import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, globalAgent, type Server } from 'node:https';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { DEMO_ESIGN_PRIVATE_KEY } from '@onboard/server-kit';
import { createStandIns, type StandIns } from '../server.js';
import {
  DEFAULT_ESIGN_ACCOUNT_ID,
  DEFAULT_ESIGN_INTEGRATION_KEY,
  DEFAULT_ESIGN_USER_ID,
} from './esign.routes.js';
import { TEST_SIGNERS } from './esign.testing.js';
import { ESIGN_TEMPLATES } from './esign.store.js';

/**
 * The e-signature stand-in called by DocuSign's own Node SDK (docusign-esign), not by code of ours: if the SDK and
 * the stand-in disagree, the stand-in is what is wrong (issue 30). The SDK always calls https://<OAuth base
 * path>/oauth/… and the REST base path it is given, so the stand-ins are served over TLS here, with a
 * certificate made for this run and trusted through Node's global HTTPS agent (the one the SDK's axios uses).
 */
type Sdk = {
  ApiClient: new (options: { basePath: string }) => SdkApiClient;
  EnvelopesApi: new (client: SdkApiClient) => SdkEnvelopesApi;
};
type SdkApiClient = {
  requestJWTUserToken(
    clientId: string,
    userId: string,
    scopes: string[],
    privateKey: Buffer,
    expiresIn: number,
  ): Promise<{ body: { access_token: string; token_type: string; expires_in: number } }>;
  getUserInfo(accessToken: string): Promise<{
    sub: string;
    email: string;
    accounts: { accountId: string; isDefault: string; accountName: string; baseUri: string }[];
  }>;
  addDefaultHeader(name: string, value: string): void;
  setOAuthBasePath(oAuthBasePath: string): void;
};
type SdkEnvelope = {
  envelopeId: string;
  status: string;
  recipients?: { signers?: { recipientId: string }[] };
};
type SdkEnvelopesApi = {
  createEnvelope(
    accountId: string,
    options: { envelopeDefinition: Record<string, unknown> },
  ): Promise<{ envelopeId: string; status: string; uri: string }>;
  getEnvelope(accountId: string, envelopeId: string, options?: { include?: string }): Promise<SdkEnvelope>;
  createRecipientView(
    accountId: string,
    envelopeId: string,
    options: { recipientViewRequest: Record<string, unknown> },
  ): Promise<{ url: string }>;
  listDocuments(
    accountId: string,
    envelopeId: string,
  ): Promise<{ envelopeId: string; envelopeDocuments: { documentId: string; name: string }[] }>;
  getDocument(accountId: string, envelopeId: string, documentId: string, options: object): Promise<Buffer>;
  update(
    accountId: string,
    envelopeId: string,
    options: { envelope: Record<string, unknown> },
  ): Promise<{ envelopeId: string }>;
  listStatusChanges(
    accountId: string,
    options: Record<string, string>,
  ): Promise<{
    resultSetSize: string;
    totalSetSize: string;
    envelopes: SdkEnvelope[];
  }>;
};

const docusign = createRequire(import.meta.url)('docusign-esign') as Sdk;
const [POLICY] = ESIGN_TEMPLATES as [(typeof ESIGN_TEMPLATES)[number]];
const ACCOUNT = DEFAULT_ESIGN_ACCOUNT_ID;
const { employer, broker } = TEST_SIGNERS;

let standIns: StandIns;
let server: Server;
let dir = '';
let host = '';
let trustedBefore: unknown;

/**
 * A client as an integrator sets one up: the REST base path, then the OAuth host without scheme (the
 * constructor derives DocuSign's own OAuth host from the base path, so it is set after).
 */
function client(oauthHost = host): SdkApiClient {
  const api = new docusign.ApiClient({ basePath: `https://${host}/esign/restapi` });
  api.setOAuthBasePath(oauthHost);
  return api;
}

async function authorized(): Promise<{ api: SdkApiClient; envelopes: SdkEnvelopesApi; token: string }> {
  const api = client();
  const answer = await api.requestJWTUserToken(
    DEFAULT_ESIGN_INTEGRATION_KEY,
    DEFAULT_ESIGN_USER_ID,
    ['signature', 'impersonation'],
    Buffer.from(DEMO_ESIGN_PRIVATE_KEY),
    3600,
  );
  const token = answer.body.access_token;
  api.addDefaultHeader('Authorization', `Bearer ${token}`);
  return { api, envelopes: new docusign.EnvelopesApi(api), token };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'esign-sdk-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(join(dir, 'cert.pem'));
  // Listening first: the stand-in's OAuth host (what the JWT's aud must be) is this server's host and port.
  server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert }, (request, response) =>
    standIns.http.routing(request, response),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `localhost:${(server.address() as AddressInfo).port}`;
  standIns = createStandIns({
    esign: {
      integrationKey: DEFAULT_ESIGN_INTEGRATION_KEY,
      userId: DEFAULT_ESIGN_USER_ID,
      oauthHost: host,
    },
  });
  await standIns.http.ready();
  trustedBefore = globalAgent.options.ca;
  globalAgent.options.ca = cert;
});

afterAll(async () => {
  globalAgent.options.ca = trustedBefore as typeof globalAgent.options.ca;
  // The SDK's agent keeps its connections open: closed here, or the server waits for them to time out.
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await standIns.http.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the docusign-esign SDK against the e-signature stand-in', () => {
  test('JWT grant (aud = the OAuth host) and userinfo with the account’s base URI', async () => {
    const { api, token } = await authorized();
    expect(token).toEqual(expect.any(String));
    const info = await api.getUserInfo(token);
    expect(info.sub).toBe(DEFAULT_ESIGN_USER_ID);
    expect(info.accounts).toEqual([
      expect.objectContaining({ accountId: ACCOUNT, baseUri: `https://${host}/esign` }),
    ]);
    // A client whose OAuth base path names another host (the same server, by its IP) signs another aud:
    // DocuSign's invalid_grant.
    const elsewhere = client(host.replace('localhost', '127.0.0.1'));
    await expect(
      elsewhere.requestJWTUserToken(
        DEFAULT_ESIGN_INTEGRATION_KEY,
        DEFAULT_ESIGN_USER_ID,
        ['signature', 'impersonation'],
        Buffer.from(DEMO_ESIGN_PRIVATE_KEY),
        3600,
      ),
    ).rejects.toMatchObject({ response: { status: 400, data: { error: 'invalid_grant' } } });
  });

  test('an envelope from a template, the recipient view, its documents, listStatusChanges, void', async () => {
    const { envelopes } = await authorized();
    const since = new Date(Date.now() - 1000).toISOString();
    const created = await envelopes.createEnvelope(ACCOUNT, {
      envelopeDefinition: {
        templateId: POLICY.templateId,
        templateRoles: [employer, broker],
        status: 'sent',
        emailSubject: 'Please sign the application',
      },
    });
    expect(created).toMatchObject({ envelopeId: expect.any(String), status: 'sent' });
    const { envelopeId } = created;

    const envelope = await envelopes.getEnvelope(ACCOUNT, envelopeId, { include: 'recipients' });
    expect(envelope.recipients?.signers?.map((s) => s.recipientId)).toEqual(['1', '2']);

    const view = await envelopes.createRecipientView(ACCOUNT, envelopeId, {
      recipientViewRequest: {
        returnUrl: 'https://onboard.test/return',
        authenticationMethod: 'none',
        clientUserId: employer.clientUserId,
        userName: employer.name,
        email: employer.email,
      },
    });
    expect(view.url).toMatch(/\/esign\/signing\/[\w-]+$/);

    const documents = await envelopes.listDocuments(ACCOUNT, envelopeId);
    expect(documents.envelopeDocuments.map((d) => d.documentId)).toEqual(['1', '2']);
    const pdf = await envelopes.getDocument(ACCOUNT, envelopeId, '1', {});
    expect(Buffer.from(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const combined = await envelopes.getDocument(ACCOUNT, envelopeId, 'combined', {});
    expect(Buffer.from(combined).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const changes = await envelopes.listStatusChanges(ACCOUNT, { fromDate: since, status: 'sent' });
    expect(changes.envelopes.map((e) => e.envelopeId)).toContain(envelopeId);
    expect(Number(changes.totalSetSize)).toBeGreaterThanOrEqual(1);

    await envelopes.update(ACCOUNT, envelopeId, {
      envelope: { status: 'voided', voidedReason: 'Not needed' },
    });
    const voided = await envelopes.listStatusChanges(ACCOUNT, { envelopeIds: envelopeId });
    expect(voided.envelopes).toEqual([expect.objectContaining({ envelopeId, status: 'voided' })]);
  });

  test('refusals reach the SDK as DocuSign’s {errorCode, message}', async () => {
    const { envelopes } = await authorized();
    await expect(
      envelopes.getEnvelope(ACCOUNT, '00000000-0000-0000-0000-000000000000'),
    ).rejects.toMatchObject({
      response: { status: 400, data: { errorCode: 'ENVELOPE_DOES_NOT_EXIST', message: expect.any(String) } },
    });
    await expect(envelopes.listStatusChanges(ACCOUNT, {})).rejects.toMatchObject({
      response: { status: 400, data: { errorCode: 'INVALID_REQUEST_PARAMETER' } },
    });
    const anonymous = new docusign.EnvelopesApi(client());
    await expect(anonymous.listStatusChanges(ACCOUNT, { fromDate: '2026-01-01' })).rejects.toMatchObject({
      response: { status: 401, data: { errorCode: 'USER_AUTHENTICATION_FAILED' } },
    });
  });
});
