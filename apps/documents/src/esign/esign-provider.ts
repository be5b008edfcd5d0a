import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { DomainError, OutsideSystemUnavailableError, type Logger } from '@onboard/server-kit';
import { z } from 'zod';
import type { ESignConfig } from './esign.config.js';

/** Envelope statuses (DocuSign's words); the provider may add others, kept as they come. */
export const ENVELOPE_STATUSES = ['created', 'sent', 'delivered', 'completed', 'declined', 'voided'] as const;
export type EnvelopeStatus = (typeof ENVELOPE_STATUSES)[number];
/** Recipient statuses: `created` until their routing order's turn, then sent → delivered → completed | declined. */
export const RECIPIENT_STATUSES = ['created', 'sent', 'delivered', 'completed', 'declined'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

/** A signer of an envelope, as Onboard keeps it. Times are ISO 8601 strings, null until they happen. */
export type ProviderRecipient = {
  recipientId: string;
  roleName: string;
  name: string;
  email: string;
  /** Set for embedded signers (Onboard's user id): only they get a recipient view. */
  clientUserId: string | null;
  routingOrder: number;
  status: RecipientStatus | (string & {});
  sentDateTime: string | null;
  deliveredDateTime: string | null;
  signedDateTime: string | null;
  declinedDateTime: string | null;
  declinedReason: string | null;
};

export type ProviderEnvelope = {
  envelopeId: string;
  status: EnvelopeStatus | (string & {});
  emailSubject: string;
  templateId: string | null;
  statusChangedDateTime: string | null;
  sentDateTime: string | null;
  completedDateTime: string | null;
  declinedDateTime: string | null;
  voidedDateTime: string | null;
  voidedReason: string | null;
  recipients: ProviderRecipient[];
};

export type ProviderTemplate = {
  templateId: string;
  name: string;
  description: string;
  /** Filled by getTemplate; listTemplates leaves them empty (the provider's list does not carry them). */
  documents: { documentId: string; name: string }[];
  roles: { roleName: string; recipientId: string; routingOrder: number }[];
};

export type CreateEnvelopeInput = {
  templateId: string;
  emailSubject?: string;
  /** One per template role. */
  recipients: { roleName: string; name: string; email: string; clientUserId: string }[];
};

export type RecipientViewInput = {
  envelopeId: string;
  recipientId: string;
  name: string;
  email: string;
  clientUserId: string;
  /** Where the provider sends the browser after signing, with `?event=signing_complete|decline|…`. */
  returnUrl: string;
};

export type UpdateRecipientInput = {
  envelopeId: string;
  recipientId: string;
  name: string;
  email: string;
  clientUserId?: string;
  /** Send the envelope to the recipient again (their signing turn restarts). */
  resend: boolean;
};

/**
 * The e-signature provider (decision 132): the subset of DocuSign's eSignature REST API v2.1 an embedded
 * signing flow uses. Failures the user cannot fix (provider unreachable, timeouts, 5xx, Onboard's credentials
 * refused) are OutsideSystemUnavailableError (esign) (ESIGN_UNAVAILABLE, 503); refusals of the request itself are
 * ESignRefusedError (NOT_FOUND, CONFLICT or VALIDATION_FAILED) carrying the provider's errorCode.
 */
export type ESignProvider = {
  listTemplates(): Promise<ProviderTemplate[]>;
  /** undefined when the provider has no such template. */
  getTemplate(templateId: string): Promise<ProviderTemplate | undefined>;
  /** Creates the envelope from the template and sends it (status `sent`). */
  createEnvelope(input: CreateEnvelopeInput): Promise<ProviderEnvelope>;
  /** The envelope with its recipients, or undefined when the provider has no such envelope. */
  getEnvelope(envelopeId: string): Promise<ProviderEnvelope | undefined>;
  /** The embedded signing URL (single use, short-lived) for the recipient whose turn it is. */
  recipientView(input: RecipientViewInput): Promise<{ url: string }>;
  /** All documents as one PDF. */
  downloadCombined(envelopeId: string): Promise<Readable>;
  downloadDocument(envelopeId: string, documentId: string): Promise<Readable>;
  updateRecipient(input: UpdateRecipientInput): Promise<void>;
  voidEnvelope(envelopeId: string, reason: string): Promise<void>;
};

/** DI token of the documents service's ESignProvider. */
export const ESIGN_PROVIDER = Symbol('ESIGN_PROVIDER');

/** The provider refused the request itself (an unknown envelope, out-of-turn recipient, a bad e-mail …). */
export class ESignRefusedError extends DomainError {
  constructor(
    code: 'NOT_FOUND' | 'CONFLICT' | 'VALIDATION_FAILED',
    readonly providerCode: string,
    message: string,
  ) {
    super(code, message);
    this.name = 'ESignRefusedError';
  }
}

const NOT_FOUND_CODES = new Set([
  'ENVELOPE_DOES_NOT_EXIST',
  'TEMPLATE_ID_INVALID',
  'UNKNOWN_ENVELOPE_RECIPIENT',
  'DOCUMENT_DOES_NOT_EXIST',
  'INVALID_RECIPIENT_ID',
]);
const CONFLICT_CODES = new Set([
  'RECIPIENT_NOT_IN_SEQUENCE',
  'ENVELOPE_INVALID_STATUS',
  'ENVELOPE_CANNOT_VOID_INVALID_STATE',
  'RECIPIENT_ALREADY_SIGNED',
]);

// What Onboard reads of DocuSign's answers; the provider sends more (ignored). Ids and orders come as text.
const text = z.string().nullish();
const signerAnswer = z.object({
  recipientId: z.union([z.string(), z.number()]).transform(String),
  roleName: z.string().nullish(),
  name: z.string().nullish(),
  email: z.string().nullish(),
  clientUserId: text,
  routingOrder: z.union([z.string(), z.number()]).nullish(),
  status: z.string(),
  sentDateTime: text,
  deliveredDateTime: text,
  signedDateTime: text,
  declinedDateTime: text,
  declinedReason: text,
});
const recipientsAnswer = z.object({ signers: z.array(signerAnswer).default([]) });
/** An envelope's times and void reason, as the API's envelope and a Connect message's envelopeSummary carry them. */
export const envelopeTimesAnswer = {
  statusChangedDateTime: text,
  sentDateTime: text,
  completedDateTime: text,
  declinedDateTime: text,
  voidedDateTime: text,
  voidedReason: text,
};
const envelopeAnswer = z.object({
  envelopeId: z.string().min(1),
  status: z.string().min(1),
  emailSubject: z.string().nullish(),
  templateId: text,
  ...envelopeTimesAnswer,
  recipients: recipientsAnswer.optional(),
});
const templateAnswer = z.object({
  templateId: z.string().min(1),
  name: z.string().nullish(),
  description: z.string().nullish(),
  documents: z
    .array(z.object({ documentId: z.union([z.string(), z.number()]).transform(String), name: z.string() }))
    .default([]),
  recipients: z
    .object({
      signers: z
        .array(
          z.object({
            roleName: z.string().nullish(),
            recipientId: z.union([z.string(), z.number()]).transform(String),
            routingOrder: z.union([z.string(), z.number()]).nullish(),
          }),
        )
        .default([]),
    })
    .optional(),
});
const templatesAnswer = z.object({ envelopeTemplates: z.array(templateAnswer).default([]) });
const createdAnswer = z.object({ envelopeId: z.string().min(1) });
const viewAnswer = z.object({ url: z.url() });
const updateAnswer = z.object({
  recipientUpdateResults: z
    .array(
      z.object({
        recipientId: z.string().nullish(),
        errorDetails: z.object({ errorCode: z.string(), message: z.string().nullish() }).nullish(),
      }),
    )
    .default([]),
});
/** DocuSign's error body on every REST error: `{errorCode, message}`. */
const errorAnswer = z.object({ errorCode: z.string(), message: z.string().nullish() });
/** The OAuth host's error body (RFC 6749 §5.2): invalid_grant, consent_required … */
const oauthErrorAnswer = z.object({ error: z.string(), error_description: z.string().nullish() });
const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().positive() });

type Answer = { status: number; body: unknown; stream?: Readable };
type Method = 'GET' | 'POST' | 'PUT';

const base64url = (value: string | Buffer): string => Buffer.from(value).toString('base64url');

/**
 * DocuSign's eSignature REST API v2.1 over fetch, authenticated by the OAuth JWT grant: an RS256 assertion
 * {iss: integration key, sub: user, aud: the OAuth host, scope: 'signature impersonation'} signed with
 * ESIGN_PRIVATE_KEY buys an access token, cached until shortly before it expires (and fetched again once when
 * the API answers 401).
 */
export class DocuSignProvider implements ESignProvider {
  private readonly apiUrl: string;
  private readonly oauthUrl: URL;
  private readonly privateKey: KeyObject;
  private readonly now: () => number;
  private token: { value: string; renewAt: number } | undefined;
  private pendingToken: Promise<string> | undefined;

  constructor(
    private readonly config: ESignConfig,
    private readonly logger?: Logger,
    /** `now`: the token cache's clock (tests move it to reach a renewal). */
    options: { now?: () => number } = {},
  ) {
    const base = config.ESIGN_BASE_URL.replace(/\/+$/, '');
    this.apiUrl = `${base}/restapi/v2.1/accounts/${encodeURIComponent(config.ESIGN_ACCOUNT_ID)}`;
    this.oauthUrl = new URL(`${(config.ESIGN_OAUTH_BASE_URL ?? base).replace(/\/+$/, '')}/oauth/token`);
    this.privateKey = createPrivateKey(config.ESIGN_PRIVATE_KEY);
    this.now = options.now ?? Date.now;
  }

  async listTemplates(): Promise<ProviderTemplate[]> {
    // The roles (recipients) and documents come with the list only when asked for (DocuSign's `include`).
    const answer = await this.api('GET', '/templates?include=recipients,documents', 'list templates');
    return this.read(templatesAnswer, answer, 'list templates').envelopeTemplates.map(toTemplate);
  }

  async getTemplate(templateId: string): Promise<ProviderTemplate | undefined> {
    const answer = await this.exchange(
      'GET',
      `/templates/${encodeURIComponent(templateId)}`,
      'get template',
      {
        absentOn: ['TEMPLATE_ID_INVALID'],
      },
    );
    return answer ? toTemplate(this.read(templateAnswer, answer, 'get template')) : undefined;
  }

  async createEnvelope(input: CreateEnvelopeInput): Promise<ProviderEnvelope> {
    const answer = await this.api('POST', '/envelopes', 'create envelope', {
      body: {
        templateId: input.templateId,
        templateRoles: input.recipients.map((r) => ({
          roleName: r.roleName,
          name: r.name,
          email: r.email,
          clientUserId: r.clientUserId,
        })),
        status: 'sent',
        ...(input.emailSubject ? { emailSubject: input.emailSubject } : {}),
      },
    });
    const { envelopeId } = this.read(createdAnswer, answer, 'create envelope');
    const envelope = await this.getEnvelope(envelopeId);
    if (!envelope)
      throw new OutsideSystemUnavailableError('esign', 'create envelope: the new envelope is not there');
    return envelope;
  }

  async getEnvelope(envelopeId: string): Promise<ProviderEnvelope | undefined> {
    const answer = await this.exchange(
      'GET',
      `${envelopePath(envelopeId)}?include=recipients`,
      'get envelope',
      {
        absentOn: ['ENVELOPE_DOES_NOT_EXIST'],
      },
    );
    if (!answer) return undefined;
    const envelope = this.read(envelopeAnswer, answer, 'get envelope');
    let signers = envelope.recipients?.signers;
    if (!signers) {
      // Not every API version honours include=recipients: ask for them.
      const recipients = await this.api('GET', `${envelopePath(envelopeId)}/recipients`, 'get recipients');
      signers = this.read(recipientsAnswer, recipients, 'get recipients').signers;
    }
    return {
      envelopeId: envelope.envelopeId,
      status: envelope.status,
      emailSubject: envelope.emailSubject ?? '',
      templateId: envelope.templateId ?? null,
      statusChangedDateTime: envelope.statusChangedDateTime ?? null,
      sentDateTime: envelope.sentDateTime ?? null,
      completedDateTime: envelope.completedDateTime ?? null,
      declinedDateTime: envelope.declinedDateTime ?? null,
      voidedDateTime: envelope.voidedDateTime ?? null,
      voidedReason: envelope.voidedReason ?? null,
      recipients: signers.map(toRecipient).sort((a, b) => a.routingOrder - b.routingOrder),
    };
  }

  async recipientView(input: RecipientViewInput): Promise<{ url: string }> {
    const answer = await this.api(
      'POST',
      `${envelopePath(input.envelopeId)}/views/recipient`,
      'recipient view',
      {
        body: {
          returnUrl: input.returnUrl,
          authenticationMethod: 'none',
          clientUserId: input.clientUserId,
          userName: input.name,
          email: input.email,
          recipientId: input.recipientId,
        },
      },
    );
    return { url: this.read(viewAnswer, answer, 'recipient view').url };
  }

  downloadCombined(envelopeId: string): Promise<Readable> {
    return this.download(envelopeId, 'combined');
  }

  downloadDocument(envelopeId: string, documentId: string): Promise<Readable> {
    return this.download(envelopeId, documentId);
  }

  async updateRecipient(input: UpdateRecipientInput): Promise<void> {
    const query = input.resend ? '?resend_envelope=true' : '';
    const answer = await this.api(
      'PUT',
      `${envelopePath(input.envelopeId)}/recipients${query}`,
      'update recipient',
      {
        body: {
          signers: [
            {
              recipientId: input.recipientId,
              name: input.name,
              email: input.email,
              ...(input.clientUserId ? { clientUserId: input.clientUserId } : {}),
            },
          ],
        },
      },
    );
    const results = this.read(updateAnswer, answer, 'update recipient').recipientUpdateResults;
    const failed = results.find((r) => r.errorDetails && r.errorDetails.errorCode !== 'SUCCESS');
    if (failed?.errorDetails) {
      throw refused(failed.errorDetails.errorCode, failed.errorDetails.message ?? undefined);
    }
  }

  async voidEnvelope(envelopeId: string, reason: string): Promise<void> {
    await this.api('PUT', envelopePath(envelopeId), 'void envelope', {
      body: { status: 'voided', voidedReason: reason.slice(0, 200) },
    });
  }

  private async download(envelopeId: string, documentId: string): Promise<Readable> {
    const path = `${envelopePath(envelopeId)}/documents/${encodeURIComponent(documentId)}`;
    const answer = await this.api('GET', path, 'download', { stream: true });
    if (!answer.stream) throw new OutsideSystemUnavailableError('esign', 'download: no body');
    return answer.stream;
  }

  /** The answer's body as `schema` reads it; anything else is a changed API, not a passing outage. */
  private read<S extends z.ZodType>(schema: S, answer: Answer, what: string): z.infer<S> {
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) {
      this.logger?.error({ what, issues: parsed.error.issues }, 'e-signature provider answer not understood');
      throw new OutsideSystemUnavailableError('esign', `${what}: answer not understood`);
    }
    return parsed.data;
  }

  /**
   * One API call with the bearer token. 2xx → the answer; a provider errorCode in `absentOn` → undefined;
   * 401 → one more try with a fresh token, then unavailable; other 4xx → ESignRefusedError; 5xx, network
   * failure, timeout → OutsideSystemUnavailableError (esign).
   */
  private async api(
    method: Method,
    path: string,
    what: string,
    options: { body?: unknown; stream?: boolean } = {},
  ): Promise<Answer> {
    const answer = await this.exchange(method, path, what, options);
    if (!answer) throw new OutsideSystemUnavailableError('esign', `${what}: no answer`);
    return answer;
  }

  /** As api, but the provider's errorCodes in `absentOn` (and 404) are undefined: the thing is not there. */
  private async exchange(
    method: Method,
    path: string,
    what: string,
    options: { body?: unknown; stream?: boolean; absentOn?: string[] },
  ): Promise<Answer | undefined> {
    const timeoutMs = options.stream ? this.config.ESIGN_DOWNLOAD_TIMEOUT_MS : this.config.ESIGN_TIMEOUT_MS;
    let answer: Answer | undefined;
    for (let attempt = 0; attempt < 2; attempt++) {
      const token = await this.accessToken(attempt > 0);
      answer = await this.call(method, `${this.apiUrl}${path}`, what, timeoutMs, {
        headers: {
          authorization: `Bearer ${token}`,
          accept: options.stream ? 'application/pdf' : 'application/json',
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
        stream: options.stream ?? false,
      });
      if (answer.status !== 401) break;
      this.token = undefined;
    }
    if (!answer) throw new OutsideSystemUnavailableError('esign', `${what}: no answer`);
    if (answer.status >= 200 && answer.status < 300) return answer;
    answer.stream?.destroy();
    const error = errorAnswer.safeParse(answer.body).data;
    if (answer.status === 401 || answer.status === 403 || answer.status >= 500 || answer.status === 429) {
      // 401/403: Onboard's credentials or consent, nothing the user can change.
      this.logger?.warn(
        { what, status: answer.status, errorCode: error?.errorCode, providerMessage: error?.message },
        'the e-signature provider refused a call',
      );
      throw new OutsideSystemUnavailableError(
        'esign',
        `${what}: HTTP ${answer.status}${error ? ` ${error.errorCode}${error.message ? `: ${error.message}` : ''}` : ''}`,
      );
    }
    if (error && options.absentOn?.includes(error.errorCode)) return undefined;
    if (answer.status === 404 && options.absentOn) return undefined;
    this.logger?.info(
      { what, status: answer.status, errorCode: error?.errorCode, providerMessage: error?.message },
      'the e-signature provider refused a request',
    );
    throw refused(error?.errorCode ?? `HTTP_${answer.status}`, error?.message ?? undefined);
  }

  /** The cached access token, or a new one from the JWT grant (one request at a time). */
  private async accessToken(fresh: boolean): Promise<string> {
    if (!fresh && this.token && this.now() < this.token.renewAt) return this.token.value;
    this.pendingToken ??= this.requestToken().finally(() => {
      this.pendingToken = undefined;
    });
    return this.pendingToken;
  }

  private async requestToken(): Promise<string> {
    // The real clock: the provider checks iat/exp against its own (`now` only drives the cache).
    const iat = Math.floor(Date.now() / 1000);
    const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
    const claims = base64url(
      JSON.stringify({
        iss: this.config.ESIGN_INTEGRATION_KEY,
        sub: this.config.ESIGN_USER_ID,
        aud: this.oauthUrl.host,
        iat,
        exp: iat + 3600,
        scope: 'signature impersonation',
      }),
    );
    const signature = base64url(sign('RSA-SHA256', Buffer.from(`${header}.${claims}`), this.privateKey));
    const answer = await this.call('POST', this.oauthUrl.toString(), 'token', this.config.ESIGN_TIMEOUT_MS, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: `${header}.${claims}.${signature}`,
      }).toString(),
      stream: false,
    });
    const parsed = tokenAnswer.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) {
      // invalid_grant, consent_required …: Onboard's configuration, logged for the operator.
      const refusal = oauthErrorAnswer.safeParse(answer.body).data;
      this.logger?.error(
        { status: answer.status, error: refusal?.error, description: refusal?.error_description },
        refusal?.error === 'consent_required'
          ? 'the e-signature provider refused the JWT grant: ESIGN_USER_ID has not consented to the integration key (signature impersonation)'
          : 'the e-signature provider refused the JWT grant',
      );
      throw new OutsideSystemUnavailableError(
        'esign',
        `token: HTTP ${answer.status}${refusal ? ` ${refusal.error}${refusal.error_description ? ` (${refusal.error_description})` : ''}` : ''}`,
      );
    }
    // Renewed a minute before it expires (a quarter of its life for short-lived tokens).
    const lifeMs = parsed.data.expires_in * 1000;
    this.token = {
      value: parsed.data.access_token,
      renewAt: this.now() + lifeMs - Math.min(60_000, lifeMs / 4),
    };
    return this.token.value;
  }

  /** One HTTP exchange bounded by `timeoutMs`; network failures and timeouts → OutsideSystemUnavailableError (esign). */
  private async call(
    method: Method,
    url: string,
    what: string,
    timeoutMs: number,
    init: { headers: Record<string, string>; body?: string; stream: boolean },
  ): Promise<Answer> {
    const path = new URL(url).pathname;
    try {
      const response = await fetch(url, {
        method,
        headers: init.headers,
        ...(init.body !== undefined ? { body: init.body } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (init.stream && response.ok && response.body) {
        const stream = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
        return { status: response.status, body: undefined, stream };
      }
      const text = await response.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined; // an HTML error page from a proxy in front of the provider
      }
      return { status: response.status, body };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      this.logger?.warn(
        { what, method, path, err: error, timeoutMs: timedOut ? timeoutMs : undefined },
        timedOut
          ? 'the e-signature provider did not answer in time'
          : 'the e-signature provider is unreachable',
      );
      throw new OutsideSystemUnavailableError('esign', `${what}: ${timedOut ? 'timeout' : 'unreachable'}`);
    }
  }
}

const envelopePath = (envelopeId: string): string => `/envelopes/${encodeURIComponent(envelopeId)}`;

function refused(providerCode: string, message?: string): ESignRefusedError {
  const code = NOT_FOUND_CODES.has(providerCode)
    ? 'NOT_FOUND'
    : CONFLICT_CODES.has(providerCode)
      ? 'CONFLICT'
      : 'VALIDATION_FAILED';
  return new ESignRefusedError(
    code,
    providerCode,
    `The e-signature provider refused the request (${providerCode})${message ? `: ${message}` : ''}`,
  );
}

/** A DocuSign signer (an API answer's or a Connect message's) as Onboard keeps it. */
export function toRecipient(signer: z.infer<typeof signerAnswer>): ProviderRecipient {
  return {
    recipientId: signer.recipientId,
    roleName: signer.roleName ?? '',
    name: signer.name ?? '',
    email: signer.email ?? '',
    clientUserId: signer.clientUserId ?? null,
    routingOrder: Number(signer.routingOrder ?? 1) || 1,
    status: signer.status,
    sentDateTime: signer.sentDateTime ?? null,
    deliveredDateTime: signer.deliveredDateTime ?? null,
    signedDateTime: signer.signedDateTime ?? null,
    declinedDateTime: signer.declinedDateTime ?? null,
    declinedReason: signer.declinedReason ?? null,
  };
}

function toTemplate(template: z.infer<typeof templateAnswer>): ProviderTemplate {
  return {
    templateId: template.templateId,
    name: template.name ?? '',
    description: template.description ?? '',
    documents: template.documents.map((d) => ({ documentId: d.documentId, name: d.name })),
    roles: (template.recipients?.signers ?? [])
      .map((s) => ({
        roleName: s.roleName ?? '',
        recipientId: s.recipientId,
        routingOrder: Number(s.routingOrder ?? 1) || 1,
      }))
      .sort((a, b) => a.routingOrder - b.routingOrder),
  };
}
