import { createPublicKey, randomBytes, verify, type KeyObject } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DEMO_ESIGN_PUBLIC_KEY } from '@onboard/server-kit';
import {
  CONNECT_INCLUDE_DATA,
  ESIGN_TEMPLATES,
  ESignStore,
  type ConnectChaos,
  type ConnectIncludeData,
  type Signer,
  type StandInTemplate,
  type StoredEnvelope,
} from './esign.store.js';
import { simplePdf } from './pdf.js';

/**
 * The e-signature provider (DocuSign eSignature REST API v2.1) under /esign, the subset an embedded signing
 * flow uses (decision 133):
 *
 * - `POST /esign/oauth/token` (and `/oauth/token`, where the SDKs call it) — OAuth JWT grant
 *   (`grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer`, `assertion` = an RS256 JWT {iss: integration key,
 *   sub: user id, aud: the OAuth host name without scheme, iat, exp, scope} signed by the integration key's
 *   private key, verified with the configured public key) → `{access_token, token_type: 'Bearer', expires_in}`;
 *   errors `{error: 'invalid_grant', error_description}` or `{error: 'consent_required'}` (400).
 * - `GET /esign/oauth/userinfo` (and `/oauth/userinfo`) — `{sub, name, email, accounts: [{account_id,
 *   is_default, account_name, base_uri}]}` (decision 220).
 * - Under `/esign/restapi/v2.1/accounts/{accountId}`, each call with `Authorization: Bearer <token>` (401
 *   AUTHORIZATION_INVALID_TOKEN otherwise): `GET /templates`, `GET /templates/{id}`, `POST /envelopes`
 *   (from a template: templateId, templateRoles [{roleName, name, email, clientUserId}], status 'sent' or
 *   'created', emailSubject), `GET /envelopes` (listStatusChanges: from_date or envelope_ids, to_date, status,
 *   include, count, start_position), `GET /envelopes/{id}` (`?include=recipients`), `PUT /envelopes/{id}` ({status:
 *   'voided', voidedReason}), `GET|PUT /envelopes/{id}/recipients` (PUT: {signers: [{recipientId, name,
 *   email, clientUserId}]}, `?resend_envelope=true`), `POST /envelopes/{id}/views/recipient` → 201 {url},
 *   `GET /envelopes/{id}/documents`, `GET /envelopes/{id}/documents/{documentId|combined}` → a PDF.
 *   Every error is DocuSign's `{errorCode, message}`: 400, 401 (USER_AUTHENTICATION_FAILED without a token,
 *   AUTHORIZATION_INVALID_TOKEN with a bad one), 404 RESOURCE_NOT_FOUND for an unknown route.
 * - The embedded signing page at the view URL (`/esign/signing/{token}`, single use, 5 minutes): Sign or
 *   Decline, then a redirect to returnUrl with `?event=signing_complete|decline`.
 * - Connect: every change POSTed as JSON (SIM) to the listeners, signed (X-DocuSign-Signature-1), retried
 *   (ESignStore); the envelope summary only as `connectIncludeData` asks (none: DocuSign's minimal message).
 *
 * Outside the API: `POST /esign/_admin/webhooks` {duplicate, delayMs, reverse, urls, includeData} sets the
 * Connect chaos (and listeners, and what messages carry); `POST /esign/_admin/consent` {granted} the user's
 * consent; `GET /esign/_admin/webhooks` lists the deliveries; `POST /esign/_admin/down` {down} makes the
 * API and the token endpoint answer 503; `POST /esign/_admin/revoke-tokens` forgets issued tokens;
 * `POST /esign/_admin/reset` forgets everything; `GET /esign/_admin/stats` {tokensIssued}.
 *
 * Departures, on purpose: one demo account and user; envelopes only from the built-in templates; signers
 * only (no carbon copies, tabs, or composite templates); the signing view is an HTML form, not DocuSign's
 * signing application; the OAuth and API hosts are one (DocuSign: account-d.docusign.com and the account's
 * base URI found through /oauth/userinfo, which names the stand-in's /esign).
 */
export type ESignStandInOptions = {
  accountId?: string;
  /** The user the JWT grant impersonates (its `sub`); unset, any. */
  userId?: string;
  /** The integration key (the JWT's `iss`); unset, any. */
  integrationKey?: string;
  /** PEM public keys the JWT grant is verified with; unset, the demo key. */
  publicKeys?: readonly string[];
  /** Lifetime of an access token (seconds; DocuSign's: 3600). */
  tokenTtlSeconds?: number;
  /** Lifetime of a signing-view URL (ms; DocuSign's: 5 minutes). */
  viewTtlMs?: number;
  /**
   * The browser's address of the stand-ins, for signing-view URLs (e.g. http://localhost:4100 when services
   * reach the stand-ins as http://stand-ins:4100); unset, the Host the API call came to.
   */
  signingBaseUrl?: string;
  /** Connect listeners; none = no webhooks. */
  connectUrls?: readonly string[];
  connectHmacKey?: string;
  connectMaxRetries?: number;
  connectRetryBaseMs?: number;
  connectChaos?: ConnectChaos;
  /** What each Connect message carries (the configuration's includeData); unset, ['recipients']. */
  connectIncludeData?: readonly ConnectIncludeData[];
  /**
   * The OAuth host name the JWT grant's `aud` must be (DocuSign: account-d.docusign.com, no scheme); unset, the
   * Host the token request came to.
   */
  oauthHost?: string;
  /** The user's name and e-mail in /oauth/userinfo. */
  userName?: string;
  userEmail?: string;
};

/** The demo account's id (a GUID, as DocuSign's are); also the documents service's default ESIGN_ACCOUNT_ID. */
export const DEFAULT_ESIGN_ACCOUNT_ID = '5f0e2a52-7c1b-4b7e-9d1e-0e5a0a0e5161';
/** The demo integration key and user (ESIGN_INTEGRATION_KEY, ESIGN_USER_ID defaults of the documents service). */
export const DEFAULT_ESIGN_INTEGRATION_KEY = '0b7c2f1e-3a4d-4e5f-8a9b-1c2d3e4f5a6b';
export const DEFAULT_ESIGN_USER_ID = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
/** The Connect HMAC key both sides default to (ESIGN_CONNECT_HMAC_KEY): demo only. */
export const DEFAULT_ESIGN_CONNECT_HMAC_KEY = 'onboard-esign-connect-demo-key';

const JWT_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const API = '/restapi/v2.1/accounts/:accountId';

type DocuSignError = { errorCode: string; message: string };
const ERRORS = {
  AUTHORIZATION_INVALID_TOKEN: 'The access token provided is expired, revoked or malformed.',
  USER_AUTHENTICATION_FAILED: 'One or both of Username and Password are invalid. Invalid access token',
  INVALID_REQUEST_PARAMETER: 'The request contained at least one invalid parameter.',
  RESOURCE_NOT_FOUND: 'The URL provided does not resolve to a resource.',
  USER_LACKS_MEMBERSHIP: 'The UserID does not have a valid membership in this Account.',
  INVALID_REQUEST_BODY: 'The request body is missing or improperly formatted.',
  TEMPLATE_ID_INVALID: 'Invalid template ID.',
  ENVELOPE_DOES_NOT_EXIST: 'The envelope specified either does not exist or you have no rights to it.',
  UNKNOWN_ENVELOPE_RECIPIENT:
    'The recipient you have identified is not a valid recipient of the specified envelope.',
  RECIPIENT_NOT_IN_SEQUENCE: 'The token for an out of sequence recipient cannot be generated.',
  ENVELOPE_INVALID_STATUS: 'Invalid envelope status.',
  ENVELOPE_CANNOT_VOID_INVALID_STATE: 'Only envelopes in the sent or delivered states may be voided.',
  DOCUMENT_DOES_NOT_EXIST: 'The document specified was not found.',
  INVALID_RECIPIENT_ID: 'A recipient ID is missing or invalid.',
  RECIPIENT_ALREADY_SIGNED: 'The recipient has already signed and cannot be changed.',
  SERVICE_UNAVAILABLE: 'The service is unavailable.',
} as const;
type ErrorCode = keyof typeof ERRORS;
const fail = (reply: FastifyReply, code: ErrorCode, status = 400, detail?: string) =>
  reply.code(status).send({
    errorCode: code,
    message: detail ? `${ERRORS[code]} ${detail}` : ERRORS[code],
  } satisfies DocuSignError);

const tokenBody = z.object({ grant_type: z.string(), assertion: z.string().min(1) });
const jwtHeader = z.object({ alg: z.literal('RS256'), typ: z.string().optional() });
const jwtClaims = z.object({
  iss: z.string().min(1),
  sub: z.string().min(1),
  aud: z.string().min(1),
  iat: z.number(),
  exp: z.number(),
  scope: z.string().optional(),
});

const email = z.string().trim().email().max(100);
const createBody = z.object({
  templateId: z.string().min(1),
  templateRoles: z
    .array(
      z.object({
        roleName: z.string().min(1),
        name: z.string().trim().min(1).max(100),
        email,
        clientUserId: z.string().min(1).max(100).optional(),
      }),
    )
    .min(1),
  status: z.enum(['sent', 'created']).default('created'),
  emailSubject: z.string().max(100).optional(),
});
const viewBody = z.object({
  returnUrl: z.url({ protocol: /^https?$/ }),
  clientUserId: z.string().min(1),
  userName: z.string().min(1),
  email: z.string().min(1),
  recipientId: z.string().optional(),
  authenticationMethod: z.string().min(1),
});
const updateEnvelopeBody = z.object({
  status: z.literal('voided'),
  voidedReason: z.string().trim().min(1).max(200),
});
const updateRecipientsBody = z.object({
  signers: z
    .array(
      z.object({
        recipientId: z.string().min(1),
        name: z.string().trim().min(1).max(100).optional(),
        email: email.optional(),
        clientUserId: z.string().min(1).max(100).optional(),
      }),
    )
    .min(1),
});
const chaosBody = z.object({
  includeData: z.array(z.enum(CONNECT_INCLUDE_DATA)).optional(),
  duplicate: z.boolean().optional(),
  delayMs: z.number().int().min(0).max(60_000).optional(),
  reverse: z.boolean().optional(),
  urls: z.array(z.url()).optional(),
});
const dateParameter = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), { message: 'The date is not a valid date.' });
const listQuery = z.object({
  from_date: dateParameter.optional(),
  to_date: dateParameter.optional(),
  envelope_ids: z.string().optional(),
  status: z.string().optional(),
  include: z.string().optional(),
  count: z.coerce.number().int().min(1).max(1000).default(1000),
  start_position: z.coerce.number().int().min(0).default(0),
});
const list = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const signingForm = z.object({
  formToken: z.string().min(1),
  action: z.enum(['sign', 'decline']),
  declineReason: z.string().max(500).optional(),
});

const base64url = (text: string): Buffer => Buffer.from(text, 'base64url');

export function registerESignRoutes(app: FastifyInstance, options: ESignStandInOptions = {}): ESignStore {
  const accountId = options.accountId ?? DEFAULT_ESIGN_ACCOUNT_ID;
  const publicKeys: KeyObject[] = (options.publicKeys ?? [DEMO_ESIGN_PUBLIC_KEY]).map((pem) =>
    createPublicKey(pem),
  );
  const tokenTtl = options.tokenTtlSeconds ?? 3600;
  const viewTtl = options.viewTtlMs ?? 5 * 60_000;
  const store = new ESignStore(accountId, options.userId ?? DEFAULT_ESIGN_USER_ID, {
    urls: [...(options.connectUrls ?? [])],
    ...(options.connectIncludeData ? { includeData: [...options.connectIncludeData] } : {}),
    ...(options.connectHmacKey ? { hmacKey: options.connectHmacKey } : {}),
    maxRetries: options.connectMaxRetries ?? 5,
    retryBaseMs: options.connectRetryBaseMs ?? 1000,
    timeoutMs: 10_000,
    chaos: { ...options.connectChaos },
  });

  /**
   * Why the JWT grant's assertion is refused (DocuSign's `{error, error_description}` of a 400), or undefined when
   * it is good: its signature, times, issuer, user, audience (the OAuth host name, no scheme) and the user's
   * consent to the scopes asked.
   */
  function verifyAssertion(
    assertion: string,
    host: string,
  ): { error: 'invalid_grant' | 'consent_required'; error_description?: string } | undefined {
    const problem = assertionProblem(assertion, host);
    if (problem === 'consent_required') return { error: 'consent_required' };
    return problem ? { error: 'invalid_grant', error_description: problem } : undefined;
  }

  function assertionProblem(assertion: string, host: string): string | undefined {
    const parts = assertion.split('.');
    if (parts.length !== 3) return 'malformed assertion';
    const [header, payload, signature] = parts as [string, string, string];
    let claims: z.infer<typeof jwtClaims>;
    try {
      if (!jwtHeader.safeParse(JSON.parse(base64url(header).toString('utf8'))).success)
        return 'alg must be RS256';
      const parsed = jwtClaims.safeParse(JSON.parse(base64url(payload).toString('utf8')));
      if (!parsed.success) return 'claims missing';
      claims = parsed.data;
    } catch {
      return 'malformed assertion';
    }
    const data = Buffer.from(`${header}.${payload}`);
    if (!publicKeys.some((key) => verify('RSA-SHA256', data, key, base64url(signature)))) {
      return 'invalid signature';
    }
    const now = Date.now() / 1000;
    if (claims.exp <= now || claims.iat > now + 60 || claims.exp - claims.iat > 3600)
      return 'expired or bad times';
    if (options.integrationKey && claims.iss !== options.integrationKey) return 'issuer_not_found';
    if (options.userId && claims.sub !== options.userId) return 'user_not_found';
    // DocuSign compares aud with its OAuth host name (account-d.docusign.com), scheme left out.
    if (claims.aud !== (options.oauthHost ?? host)) return 'invalid audience';
    if (!(claims.scope ?? '').split(' ').includes('signature')) return 'scope must include signature';
    if (!store.consentGranted) return 'consent_required';
    return undefined;
  }

  /**
   * DocuSign's OAuth host (account-d.docusign.com): the JWT grant and userinfo. Served under /esign/oauth and, as
   * the SDKs call it (https://<oauth host>/oauth/...), at /oauth on the stand-ins' root.
   */
  function registerOAuth(oauth: FastifyInstance): void {
    if (!oauth.hasContentTypeParser('application/x-www-form-urlencoded')) {
      oauth.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
    }
    oauth.post('/oauth/token', async (request, reply) => {
      if (store.down) return reply.code(503).send({ error: 'temporarily_unavailable' });
      const body = tokenBody.safeParse(request.body);
      if (!body.success || body.data.grant_type !== JWT_GRANT) {
        return reply.code(400).send({ error: 'unsupported_grant_type' });
      }
      const refused = verifyAssertion(body.data.assertion, request.headers.host ?? '');
      if (refused) return reply.code(400).send(refused);
      return reply.send({
        access_token: store.issueToken(tokenTtl),
        token_type: 'Bearer',
        expires_in: tokenTtl,
      });
    });
    // DocuSign's userinfo: who the token acts for and the accounts with their base URI (where the REST API is).
    oauth.get('/oauth/userinfo', async (request, reply) => {
      if (store.down) return reply.code(503).send({ error: 'temporarily_unavailable' });
      const token = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!token || !store.tokenValid(token)) return reply.code(401).send({ error: 'invalid_token' });
      const name = options.userName ?? 'Demo Onboard';
      const [given, ...family] = name.split(' ');
      return {
        sub: store.userId,
        name,
        given_name: given ?? name,
        family_name: family.join(' '),
        created: '2026-01-01T00:00:00.000',
        email: options.userEmail ?? 'esign-demo@onboard.test',
        accounts: [
          {
            account_id: accountId,
            is_default: true,
            account_name: 'Onboard demo account',
            base_uri: `${origin(request)}/esign`,
          },
        ],
      };
    });
  }

  void app.register(async (root) => registerOAuth(root));

  void app.register(
    async (esign) => {
      // The signing page's form post is form-encoded.
      esign.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );

      void esign.register(async (oauth) => registerOAuth(oauth));

      // DocuSign's error body on every error of the API, unknown routes and unreadable bodies included.
      esign.setNotFoundHandler((_request, reply) => fail(reply, 'RESOURCE_NOT_FOUND', 404));
      esign.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
        const status = error.statusCode ?? 500;
        if (status >= 500) return fail(reply, 'SERVICE_UNAVAILABLE', 503);
        return fail(reply, 'INVALID_REQUEST_BODY', status);
      });

      // The API: down switch, bearer token, the one account.
      const guard = async (request: FastifyRequest, reply: FastifyReply) => {
        if (store.down) return fail(reply, 'SERVICE_UNAVAILABLE', 503);
        const token = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
        if (!token) return fail(reply, 'USER_AUTHENTICATION_FAILED', 401);
        if (!store.tokenValid(token)) return fail(reply, 'AUTHORIZATION_INVALID_TOKEN', 401);
        if ((request.params as { accountId?: string }).accountId !== accountId) {
          return fail(reply, 'USER_LACKS_MEMBERSHIP');
        }
        return undefined;
      };
      type Params = { accountId: string; envelopeId: string };
      const envelopeOf = (request: FastifyRequest, reply: FastifyReply): StoredEnvelope | undefined => {
        const envelope = store.envelopes.get((request.params as Params).envelopeId);
        if (!envelope) void fail(reply, 'ENVELOPE_DOES_NOT_EXIST');
        return envelope;
      };

      void esign.register(async (api) => {
        api.addHook('preHandler', guard);

        // DocuSign lists templates without their recipients and documents unless `include` asks for them.
        api.get(`${API}/templates`, async (request) => {
          const include = String((request.query as { include?: unknown }).include ?? '').split(',');
          const full = include.includes('recipients') || include.includes('documents');
          const envelopeTemplates = ESIGN_TEMPLATES.map((t) => templateJson(t, full));
          return {
            envelopeTemplates,
            resultSetSize: String(envelopeTemplates.length),
            totalSetSize: String(envelopeTemplates.length),
            startPosition: '0',
            endPosition: String(envelopeTemplates.length - 1),
          };
        });

        api.get<{ Params: { templateId: string } }>(
          `${API}/templates/:templateId`,
          async (request, reply) => {
            const template = store.template(request.params.templateId);
            return template ? templateJson(template, true) : fail(reply, 'TEMPLATE_ID_INVALID');
          },
        );

        api.post(`${API}/envelopes`, async (request, reply) => {
          const body = createBody.safeParse(request.body);
          if (!body.success) return fail(reply, 'INVALID_REQUEST_BODY');
          const template = store.template(body.data.templateId);
          if (!template) return fail(reply, 'TEMPLATE_ID_INVALID');
          const roles = new Set(template.roles.map((r) => r.roleName));
          const given = body.data.templateRoles.map((r) => r.roleName);
          if (given.some((r) => !roles.has(r)) || new Set(given).size !== roles.size) {
            return fail(reply, 'INVALID_REQUEST_BODY');
          }
          const envelope = store.createEnvelope(
            template,
            body.data.templateRoles,
            body.data.emailSubject,
            body.data.status === 'sent',
          );
          return reply.code(201).send({
            envelopeId: envelope.envelopeId,
            uri: `/envelopes/${envelope.envelopeId}`,
            statusDateTime: envelope.statusChangedDateTime,
            status: envelope.status,
          });
        });

        // listStatusChanges: the envelopes whose status changed since from_date (or those of envelope_ids),
        // as DocuSign pages them (counts and positions as strings).
        api.get(`${API}/envelopes`, async (request, reply) => {
          const query = listQuery.safeParse(request.query);
          if (!query.success) {
            return fail(reply, 'INVALID_REQUEST_PARAMETER', 400, query.error.issues[0]?.message);
          }
          const { from_date, to_date, envelope_ids, status, include, count, start_position } = query.data;
          if (!from_date && !envelope_ids) {
            return fail(reply, 'INVALID_REQUEST_PARAMETER', 400, 'A from_date or envelope_ids is required.');
          }
          const ids = envelope_ids ? new Set(list(envelope_ids)) : undefined;
          const statuses = status ? new Set(list(status)) : undefined;
          const from = from_date ? Date.parse(from_date) : -Infinity;
          const to = to_date ? Date.parse(to_date) : Infinity;
          const found = [...store.envelopes.values()]
            .filter(
              (e) =>
                (!ids || ids.has(e.envelopeId)) &&
                (!statuses || statuses.has('any') || statuses.has(e.status)) &&
                Date.parse(e.lastModifiedDateTime) >= from &&
                Date.parse(e.lastModifiedDateTime) <= to,
            )
            .sort((a, b) => Date.parse(a.lastModifiedDateTime) - Date.parse(b.lastModifiedDateTime));
          const withRecipients = list(include ?? '').includes('recipients');
          const page = found.slice(start_position, start_position + count);
          return {
            resultSetSize: String(page.length),
            startPosition: String(start_position),
            endPosition: String(Math.max(start_position + page.length - 1, 0)),
            totalSetSize: String(found.length),
            nextUri: '',
            previousUri: '',
            envelopes: page.map((e) => store.envelopeJson(e, withRecipients)),
          };
        });

        api.get<{ Querystring: { include?: string } }>(
          `${API}/envelopes/:envelopeId`,
          async (request, reply) => {
            const envelope = envelopeOf(request, reply);
            if (!envelope) return reply;
            const include = (request.query.include ?? '').split(',');
            return store.envelopeJson(envelope, include.includes('recipients'));
          },
        );

        api.put(`${API}/envelopes/:envelopeId`, async (request, reply) => {
          const envelope = envelopeOf(request, reply);
          if (!envelope) return reply;
          const body = updateEnvelopeBody.safeParse(request.body);
          if (!body.success) return fail(reply, 'INVALID_REQUEST_BODY');
          if (
            envelope.status !== 'sent' &&
            envelope.status !== 'delivered' &&
            envelope.status !== 'created'
          ) {
            return fail(reply, 'ENVELOPE_CANNOT_VOID_INVALID_STATE');
          }
          store.voided(envelope, body.data.voidedReason);
          return { envelopeId: envelope.envelopeId };
        });

        api.get(`${API}/envelopes/:envelopeId/recipients`, async (request, reply) => {
          const envelope = envelopeOf(request, reply);
          return envelope ? store.recipientsJson(envelope) : reply;
        });

        api.put<{ Querystring: { resend_envelope?: string } }>(
          `${API}/envelopes/:envelopeId/recipients`,
          async (request, reply) => {
            const envelope = envelopeOf(request, reply);
            if (!envelope) return reply;
            const body = updateRecipientsBody.safeParse(request.body);
            if (!body.success) return fail(reply, 'INVALID_REQUEST_BODY');
            if (
              envelope.status === 'completed' ||
              envelope.status === 'voided' ||
              envelope.status === 'declined'
            ) {
              return fail(reply, 'ENVELOPE_INVALID_STATUS');
            }
            const resend = request.query.resend_envelope === 'true';
            const now = new Date().toISOString();
            const recipientUpdateResults = body.data.signers.map((change) => {
              const signer = envelope.signers.find((s) => s.recipientId === change.recipientId);
              const result = (errorCode: ErrorCode | 'SUCCESS') => ({
                recipientId: change.recipientId,
                errorDetails: { errorCode, message: errorCode === 'SUCCESS' ? '' : ERRORS[errorCode] },
              });
              if (!signer) return result('INVALID_RECIPIENT_ID');
              if (signer.status === 'completed') return result('RECIPIENT_ALREADY_SIGNED');
              if (change.name) signer.name = change.name;
              if (change.email) signer.email = change.email;
              if (change.clientUserId) signer.clientUserId = change.clientUserId;
              // A changed recipient's open signing views no longer work (they were someone else's).
              for (const view of store.views.values()) {
                if (view.envelopeId === envelope.envelopeId && view.recipientId === signer.recipientId)
                  view.used = true;
              }
              if (resend && signer.status !== 'created') {
                signer.status = 'sent';
                signer.sentDateTime = now;
                delete signer.deliveredDateTime;
              }
              return result('SUCCESS');
            });
            store.updated(envelope);
            return { recipientUpdateResults };
          },
        );

        api.post(`${API}/envelopes/:envelopeId/views/recipient`, async (request, reply) => {
          const envelope = envelopeOf(request, reply);
          if (!envelope) return reply;
          const body = viewBody.safeParse(request.body);
          if (!body.success) return fail(reply, 'INVALID_REQUEST_BODY');
          const { clientUserId, userName, recipientId } = body.data;
          const signer = envelope.signers.find(
            (s) =>
              s.clientUserId === clientUserId &&
              s.name === userName &&
              s.email.toLowerCase() === body.data.email.toLowerCase() &&
              (recipientId === undefined || s.recipientId === recipientId),
          );
          if (!signer) return fail(reply, 'UNKNOWN_ENVELOPE_RECIPIENT');
          if (
            envelope.status === 'voided' ||
            envelope.status === 'declined' ||
            envelope.status === 'created'
          ) {
            return fail(reply, 'ENVELOPE_INVALID_STATUS');
          }
          if (signer.status === 'created') return fail(reply, 'RECIPIENT_NOT_IN_SEQUENCE');
          const token = randomBytes(24).toString('base64url');
          store.views.set(token, {
            token,
            envelopeId: envelope.envelopeId,
            recipientId: signer.recipientId,
            returnUrl: body.data.returnUrl,
            expiresAt: Date.now() + viewTtl,
            used: false,
          });
          const base = options.signingBaseUrl?.replace(/\/+$/, '') ?? origin(request);
          return reply.code(201).send({ url: `${base}/esign/signing/${token}` });
        });

        api.get(`${API}/envelopes/:envelopeId/documents`, async (request, reply) => {
          const envelope = envelopeOf(request, reply);
          if (!envelope) return reply;
          return {
            envelopeId: envelope.envelopeId,
            envelopeDocuments: envelope.documents.map((d) => ({
              documentId: d.documentId,
              name: d.name,
              type: 'content',
              order: d.order,
              uri: `/envelopes/${envelope.envelopeId}/documents/${d.documentId}`,
            })),
          };
        });

        api.get<{ Params: Params & { documentId: string } }>(
          `${API}/envelopes/:envelopeId/documents/:documentId`,
          async (request, reply) => {
            const envelope = envelopeOf(request, reply);
            if (!envelope) return reply;
            const { documentId } = request.params;
            const documents =
              documentId === 'combined'
                ? envelope.documents
                : envelope.documents.filter((d) => d.documentId === documentId);
            if (documents.length === 0) return fail(reply, 'DOCUMENT_DOES_NOT_EXIST');
            const name = documentId === 'combined' ? 'combined' : (documents[0]?.name ?? 'document');
            return reply
              .type('application/pdf')
              .header('content-disposition', `file; filename="${name.replace(/[^\w .-]/g, '_')}.pdf"`)
              .send(simplePdf(documents.map((d) => pageLines(envelope, d.lines))));
          },
        );
      });

      // The embedded signing page.
      const viewOf = (
        token: string,
      ):
        | { view: NonNullable<ReturnType<typeof store.views.get>>; envelope: StoredEnvelope; signer: Signer }
        | string => {
        const view = store.views.get(token);
        if (!view) return 'This signing link is not valid.';
        if (view.expiresAt <= Date.now()) return 'This signing link has expired. Please open the form again.';
        const envelope = store.envelopes.get(view.envelopeId);
        const signer = envelope?.signers.find((s) => s.recipientId === view.recipientId);
        if (!envelope || !signer) return 'This signing link is not valid.';
        return { view, envelope, signer };
      };

      esign.get<{ Params: { token: string } }>('/signing/:token', async (request, reply) => {
        const found = viewOf(request.params.token);
        if (typeof found === 'string' || found.view.used || found.view.formToken) {
          const message = typeof found === 'string' ? found : 'This signing link has already been used.';
          return reply
            .code(410)
            .type('text/html; charset=utf-8')
            .send(page('Signing link not available', `<p>${escapeHtml(message)}</p>`));
        }
        const { view, envelope, signer } = found;
        view.formToken = randomBytes(24).toString('base64url');
        const canSign = signer.status === 'sent' || signer.status === 'delivered';
        store.delivered(envelope, signer);
        const docs = envelope.documents
          .map(
            (d) =>
              `<li><a href="/esign/signing/${request.params.token}/documents/${d.documentId}?formToken=${view.formToken}">${escapeHtml(d.name)}</a></li>`,
          )
          .join('');
        const form = canSign
          ? `<form method="post" action="/esign/signing/${request.params.token}">
  <input type="hidden" name="formToken" value="${view.formToken}">
  <p>Signing as ${escapeHtml(signer.name)} (${escapeHtml(signer.roleName)}).</p>
  <button type="submit" name="action" value="sign">Sign</button>
  <fieldset>
    <legend>Decline to sign</legend>
    <label for="declineReason">Reason for declining</label>
    <textarea id="declineReason" name="declineReason" maxlength="500"></textarea>
    <button type="submit" name="action" value="decline">Decline</button>
  </fieldset>
</form>`
          : `<p>You have already signed these documents.</p>`;
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(page(envelope.emailSubject, `<h2>Documents</h2><ul>${docs}</ul>${form}`));
      });

      esign.get<{ Params: { token: string; documentId: string }; Querystring: { formToken?: string } }>(
        '/signing/:token/documents/:documentId',
        async (request, reply) => {
          const found = viewOf(request.params.token);
          if (
            typeof found === 'string' ||
            !found.view.formToken ||
            found.view.formToken !== request.query.formToken
          ) {
            return reply.code(410).send();
          }
          const document = found.envelope.documents.find((d) => d.documentId === request.params.documentId);
          if (!document) return reply.code(404).send();
          return reply.type('application/pdf').send(simplePdf([pageLines(found.envelope, document.lines)]));
        },
      );

      esign.post<{ Params: { token: string } }>('/signing/:token', async (request, reply) => {
        const found = viewOf(request.params.token);
        const form = signingForm.safeParse(request.body);
        if (
          typeof found === 'string' ||
          found.view.used ||
          !form.success ||
          found.view.formToken !== form.data.formToken
        ) {
          return reply
            .code(410)
            .type('text/html; charset=utf-8')
            .send(page('Signing link not available', '<p>This signing link is no longer valid.</p>'));
        }
        const { view, envelope, signer } = found;
        view.used = true;
        const canSign =
          (envelope.status === 'sent' || envelope.status === 'delivered') &&
          (signer.status === 'sent' || signer.status === 'delivered');
        if (!canSign) return reply.redirect(withEvent(view.returnUrl, 'cancel'), 303);
        if (form.data.action === 'sign') {
          store.signed(envelope, signer);
          return reply.redirect(withEvent(view.returnUrl, 'signing_complete'), 303);
        }
        store.declined(envelope, signer, form.data.declineReason?.trim() || 'No reason given');
        return reply.redirect(withEvent(view.returnUrl, 'decline'), 303);
      });

      // Admin routes for tests and demos.
      esign.post('/_admin/webhooks', async (request, reply) => {
        const body = chaosBody.safeParse(request.body ?? {});
        if (!body.success) return reply.code(400).send({ error: 'bad chaos' });
        const { urls, includeData, ...chaos } = body.data;
        store.connect.chaos = chaos;
        if (urls) store.connect.urls = urls;
        if (includeData) store.connect.includeData = includeData;
        return {
          chaos: store.connect.chaos,
          urls: store.connect.urls,
          includeData: store.connect.includeData,
        };
      });
      esign.get('/_admin/webhooks', async () => {
        await store.settled();
        return { deliveries: store.deliveries };
      });
      esign.post('/_admin/down', async (request, reply) => {
        const body = z.object({ down: z.boolean() }).safeParse(request.body);
        if (!body.success) return reply.code(400).send({ error: 'down must be a boolean' });
        store.down = body.data.down;
        return { down: store.down };
      });
      // The impersonated user's consent to the integration key (DocuSign: granted once on its consent page).
      esign.post('/_admin/consent', async (request, reply) => {
        const body = z.object({ granted: z.boolean() }).safeParse(request.body);
        if (!body.success) return reply.code(400).send({ error: 'granted must be a boolean' });
        store.consentGranted = body.data.granted;
        return { granted: store.consentGranted };
      });
      esign.post('/_admin/revoke-tokens', async () => {
        store.tokens.clear();
        return { revoked: true };
      });
      esign.post('/_admin/reset', async () => {
        store.reset();
        store.connect.urls = [...(options.connectUrls ?? [])];
        store.connect.chaos = { ...options.connectChaos };
        if (options.connectIncludeData) store.connect.includeData = [...options.connectIncludeData];
        return { reset: true };
      });
      esign.get('/_admin/stats', async () => ({ tokensIssued: store.tokensIssued }));
    },
    { prefix: '/esign' },
  );
  return store;
}

function templateJson(template: StandInTemplate, full: boolean): Record<string, unknown> {
  return {
    templateId: template.templateId,
    name: template.name,
    description: template.description,
    shared: 'false',
    emailSubject: template.emailSubject,
    uri: `/templates/${template.templateId}`,
    ...(full
      ? {
          documents: template.documents.map((d) => ({
            documentId: d.documentId,
            name: d.name,
            order: d.order,
          })),
          recipients: {
            signers: template.roles.map((r) => ({ ...r, recipientType: 'signer' })),
            recipientCount: String(template.roles.length),
          },
        }
      : {}),
  };
}

/** A document's page: its text, then each signer, "Signed" with the time once they have. */
function pageLines(envelope: StoredEnvelope, lines: readonly string[]): string[] {
  return [
    ...lines,
    '',
    `Envelope ${envelope.envelopeId}`,
    ...envelope.signers.map((s) =>
      s.status === 'completed'
        ? `${s.roleName}: ${s.name} - Signed ${s.signedDateTime ?? ''}`
        : `${s.roleName}: ${s.name} - ${s.status === 'declined' ? 'Declined' : 'Not signed yet'}`,
    ),
  ];
}

function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}

function withEvent(returnUrl: string, event: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('event', event);
  return url.toString();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}button{font-size:1rem;padding:.5rem 1rem;margin:.5rem 0}textarea{display:block;width:100%;min-height:4rem}label{display:block}</style>
</head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body>
</html>`;
}
