import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { simplePdf } from './pdf.js';

/**
 * The e-signature provider stand-in's state (decision 133): templates, envelopes with their signers, issued
 * access tokens, signing-view tokens, and the Connect (webhook) deliveries. Field names and status words are
 * DocuSign eSignature REST API v2.1's (envelope sent/delivered/completed/declined/voided; signer
 * created/sent/delivered/completed/declined; ids and routing orders as strings, as DocuSign sends them).
 */

export type TemplateDocument = { documentId: string; name: string; order: string; lines: string[] };
export type TemplateRole = { roleName: string; recipientId: string; routingOrder: string };
export type StandInTemplate = {
  templateId: string;
  name: string;
  description: string;
  emailSubject: string;
  documents: TemplateDocument[];
  roles: TemplateRole[];
};

/** Built-in demo templates: ids are fixed so demos and tests can name them. */
export const ESIGN_TEMPLATES: readonly StandInTemplate[] = [
  {
    templateId: '8a3c6f1e-0b5d-4c1a-9e2f-7d4b3a2c1e01',
    name: 'Group Policy Application',
    description: 'Application for group insurance, signed by the employer, then the broker.',
    emailSubject: 'Please sign: Group Policy Application',
    documents: [
      {
        documentId: '1',
        name: 'Group Policy Application',
        order: '1',
        lines: ['Group Policy Application', 'The employer applies for the group policy described below.'],
      },
      {
        documentId: '2',
        name: 'Broker Compensation Disclosure',
        order: '2',
        lines: ['Broker Compensation Disclosure', 'The broker discloses how they are paid for this policy.'],
      },
    ],
    roles: [
      { roleName: 'Employer', recipientId: '1', routingOrder: '1' },
      { roleName: 'Broker', recipientId: '2', routingOrder: '2' },
    ],
  },
  {
    templateId: '8a3c6f1e-0b5d-4c1a-9e2f-7d4b3a2c1e02',
    name: 'Billing Agreement',
    description: 'How the employer pays the premiums; one signer.',
    emailSubject: 'Please sign: Billing Agreement',
    documents: [
      {
        documentId: '1',
        name: 'Billing Agreement',
        order: '1',
        lines: ['Billing Agreement', 'The employer agrees to the billing terms of the policy.'],
      },
    ],
    roles: [{ roleName: 'Employer', recipientId: '1', routingOrder: '1' }],
  },
  {
    templateId: '8a3c6f1e-0b5d-4c1a-9e2f-7d4b3a2c1e03',
    name: 'HIPAA Privacy Certification',
    description: "The plan sponsor's certification under HIPAA; one signer.",
    emailSubject: 'Please sign: HIPAA Privacy Certification',
    documents: [
      {
        documentId: '1',
        name: 'HIPAA Privacy Certification',
        order: '1',
        lines: ['HIPAA Privacy Certification', 'The plan sponsor certifies the plan documents were amended.'],
      },
    ],
    roles: [{ roleName: 'Employer', recipientId: '1', routingOrder: '1' }],
  },
];

export const ENVELOPE_STATUSES = ['created', 'sent', 'delivered', 'completed', 'declined', 'voided'] as const;
export type EnvelopeStatus = (typeof ENVELOPE_STATUSES)[number];
export const SIGNER_STATUSES = ['created', 'sent', 'delivered', 'completed', 'declined'] as const;
export type SignerStatus = (typeof SIGNER_STATUSES)[number];

/** WIRE FORMAT: a signer as DocuSign returns it in `recipients.signers`. */
export type Signer = {
  recipientId: string;
  recipientIdGuid: string;
  recipientType: 'signer';
  roleName: string;
  name: string;
  email: string;
  clientUserId?: string;
  routingOrder: string;
  status: SignerStatus;
  creationReason: 'sender';
  sentDateTime?: string;
  deliveredDateTime?: string;
  signedDateTime?: string;
  declinedDateTime?: string;
  declinedReason?: string;
};

export type StoredEnvelope = {
  envelopeId: string;
  templateId: string;
  emailSubject: string;
  status: EnvelopeStatus;
  createdDateTime: string;
  lastModifiedDateTime: string;
  statusChangedDateTime: string;
  sentDateTime?: string;
  deliveredDateTime?: string;
  completedDateTime?: string;
  declinedDateTime?: string;
  voidedDateTime?: string;
  voidedReason?: string;
  signers: Signer[];
  documents: TemplateDocument[];
};

/** One signing view handed out by POST .../views/recipient: single use, short-lived (DocuSign: 5 minutes). */
export type SigningView = {
  token: string;
  envelopeId: string;
  recipientId: string;
  returnUrl: string;
  expiresAt: number;
  /** Set once the page is shown: the form's own token, good for one submit. */
  formToken?: string;
  used: boolean;
};

/** The chaos Connect deliveries show, as real ones do (decision 133). */
export type ConnectChaos = {
  /** Every event is delivered twice. */
  duplicate?: boolean;
  /** Every delivery waits this long first (ms). */
  delayMs?: number;
  /** The events of one change (e.g. recipient-completed + envelope-completed) go out last first. */
  reverse?: boolean;
};

/**
 * What Connect puts in a message besides the event and the ids: the configuration's `eventData.includeData`
 * (DocuSign's words). Empty: the minimal message, no `envelopeSummary` (DocuSign's default for JSON SIM).
 */
export const CONNECT_INCLUDE_DATA = ['recipients', 'documents'] as const;
export type ConnectIncludeData = (typeof CONNECT_INCLUDE_DATA)[number];

export type ConnectOptions = {
  /** Listener URLs each event is POSTed to; none = no webhooks. */
  urls: string[];
  /** The envelope data each message carries (decision 220); unset, ['recipients'] (summary with signers). */
  includeData?: ConnectIncludeData[];
  /** The HMAC key of X-DocuSign-Signature-1; unset = unsigned deliveries. */
  hmacKey?: string;
  /** Retries after a failed delivery (non-2xx or no answer), with backoff retryBaseMs · 2^n. */
  maxRetries: number;
  retryBaseMs: number;
  /** How long a listener may take to answer (ms). */
  timeoutMs: number;
  chaos: ConnectChaos;
};

/** One attempt at delivering an event, for tests and the admin route. */
export type ConnectDelivery = {
  event: string;
  envelopeId: string;
  url: string;
  retryCount: number;
  /** The listener's HTTP status, or 0 when it did not answer. */
  status: number;
  at: string;
};

/** WIRE FORMAT: DocuSign Connect's JSON (SIM) message. */
export type ConnectMessage = {
  event: string;
  apiVersion: 'v2.1';
  uri: string;
  retryCount: number;
  configurationId: number;
  generatedDateTime: string;
  data: {
    accountId: string;
    userId: string;
    envelopeId: string;
    recipientId?: string;
    /** Only when the configuration includes envelope data. */
    envelopeSummary?: Record<string, unknown>;
  };
};

export const CONNECT_CONFIGURATION_ID = 10501;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** The Connect signature: base64 HMAC-SHA256 of the raw body (DocuSign's X-DocuSign-Signature-1). */
export const connectSignature = (body: string | Buffer, key: string): string =>
  createHmac('sha256', key).update(body).digest('base64');

export class ESignStore {
  down = false;
  /** The impersonated user consented to the integration key's scopes; false: the JWT grant is consent_required. */
  consentGranted = true;
  readonly envelopes = new Map<string, StoredEnvelope>();
  readonly tokens = new Map<string, number>();
  readonly views = new Map<string, SigningView>();
  readonly deliveries: ConnectDelivery[] = [];
  tokensIssued = 0;
  private readonly pending = new Set<Promise<void>>();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    readonly accountId: string,
    readonly userId: string,
    readonly connect: ConnectOptions,
  ) {}

  reset(): void {
    this.down = false;
    this.consentGranted = true;
    this.envelopes.clear();
    this.tokens.clear();
    this.views.clear();
    this.deliveries.length = 0;
    this.tokensIssued = 0;
    this.connect.chaos = {};
    delete this.connect.includeData;
  }

  template(templateId: string): StandInTemplate | undefined {
    return ESIGN_TEMPLATES.find((t) => t.templateId === templateId);
  }

  issueToken(ttlSeconds: number): string {
    const token = randomBytes(32).toString('base64url');
    this.tokens.set(token, Date.now() + ttlSeconds * 1000);
    this.tokensIssued++;
    return token;
  }

  tokenValid(token: string): boolean {
    const expiresAt = this.tokens.get(token);
    return expiresAt !== undefined && expiresAt > Date.now();
  }

  createEnvelope(
    template: StandInTemplate,
    roles: { roleName: string; name: string; email: string; clientUserId?: string | undefined }[],
    emailSubject: string | undefined,
    send: boolean,
  ): StoredEnvelope {
    const now = new Date().toISOString();
    const envelope: StoredEnvelope = {
      envelopeId: randomUUID(),
      templateId: template.templateId,
      emailSubject: emailSubject ?? template.emailSubject,
      status: 'created',
      createdDateTime: now,
      lastModifiedDateTime: now,
      statusChangedDateTime: now,
      documents: template.documents,
      signers: template.roles.map((role) => {
        const filled = roles.find((r) => r.roleName === role.roleName);
        return {
          recipientId: role.recipientId,
          recipientIdGuid: randomUUID(),
          recipientType: 'signer',
          roleName: role.roleName,
          name: filled?.name ?? '',
          email: filled?.email ?? '',
          ...(filled?.clientUserId ? { clientUserId: filled.clientUserId } : {}),
          routingOrder: role.routingOrder,
          status: 'created',
          creationReason: 'sender',
        };
      }),
    };
    this.envelopes.set(envelope.envelopeId, envelope);
    if (send) {
      envelope.status = 'sent';
      envelope.sentDateTime = now;
      this.advance(envelope, now);
      this.emit(envelope, [{ event: 'envelope-sent' }]);
    }
    return envelope;
  }

  /** The routing order whose signers sign now: the lowest one with a signer not completed. */
  currentRoutingOrder(envelope: StoredEnvelope): number | undefined {
    const open = envelope.signers.filter((s) => s.status !== 'completed').map((s) => Number(s.routingOrder));
    return open.length > 0 ? Math.min(...open) : undefined;
  }

  /** Signers whose turn has come are `sent` (DocuSign keeps later ones `created`). */
  private advance(envelope: StoredEnvelope, now: string): void {
    const current = this.currentRoutingOrder(envelope);
    for (const signer of envelope.signers) {
      if (signer.status === 'created' && Number(signer.routingOrder) === current) {
        signer.status = 'sent';
        signer.sentDateTime = now;
      }
    }
  }

  private touch(envelope: StoredEnvelope, now: string, status?: EnvelopeStatus): void {
    envelope.lastModifiedDateTime = now;
    if (status && status !== envelope.status) {
      envelope.status = status;
      envelope.statusChangedDateTime = now;
    }
  }

  /** The signing page was opened: the signer is `delivered`, and the envelope with its first view. */
  delivered(envelope: StoredEnvelope, signer: Signer): void {
    if (signer.status !== 'sent') return;
    const now = new Date().toISOString();
    signer.status = 'delivered';
    signer.deliveredDateTime = now;
    const events: { event: string; recipientId?: string }[] = [
      { event: 'recipient-delivered', recipientId: signer.recipientId },
    ];
    if (envelope.status === 'sent') {
      envelope.deliveredDateTime = now;
      this.touch(envelope, now, 'delivered');
      events.push({ event: 'envelope-delivered' });
    } else this.touch(envelope, now);
    this.emit(envelope, events);
  }

  signed(envelope: StoredEnvelope, signer: Signer): void {
    const now = new Date().toISOString();
    signer.status = 'completed';
    signer.signedDateTime = now;
    signer.deliveredDateTime ??= now;
    const events: { event: string; recipientId?: string }[] = [
      { event: 'recipient-completed', recipientId: signer.recipientId },
    ];
    if (this.currentRoutingOrder(envelope) === undefined) {
      envelope.completedDateTime = now;
      this.touch(envelope, now, 'completed');
      events.push({ event: 'envelope-completed' });
    } else {
      this.advance(envelope, now);
      this.touch(envelope, now);
    }
    this.emit(envelope, events);
  }

  declined(envelope: StoredEnvelope, signer: Signer, reason: string): void {
    const now = new Date().toISOString();
    signer.status = 'declined';
    signer.declinedDateTime = now;
    signer.declinedReason = reason;
    signer.deliveredDateTime ??= now;
    envelope.declinedDateTime = now;
    this.touch(envelope, now, 'declined');
    this.emit(envelope, [
      { event: 'recipient-declined', recipientId: signer.recipientId },
      { event: 'envelope-declined' },
    ]);
  }

  voided(envelope: StoredEnvelope, reason: string): void {
    const now = new Date().toISOString();
    envelope.voidedDateTime = now;
    envelope.voidedReason = reason;
    this.touch(envelope, now, 'voided');
    for (const view of this.views.values()) if (view.envelopeId === envelope.envelopeId) view.used = true;
    this.emit(envelope, [{ event: 'envelope-voided' }]);
  }

  updated(envelope: StoredEnvelope): void {
    this.touch(envelope, new Date().toISOString());
  }

  /** DocuSign's envelope JSON (GET .../envelopes/{id}); `recipients` with ?include=recipients. */
  envelopeJson(envelope: StoredEnvelope, withRecipients: boolean): Record<string, unknown> {
    const uri = `/envelopes/${envelope.envelopeId}`;
    const fields: Partial<StoredEnvelope> = { ...envelope };
    delete fields.signers;
    delete fields.documents;
    return {
      ...fields,
      envelopeUri: uri,
      recipientsUri: `${uri}/recipients`,
      documentsUri: `${uri}/documents`,
      documentsCombinedUri: `${uri}/documents/combined`,
      emailBlurb: '',
      signingLocation: 'online',
      ...(withRecipients ? { recipients: this.recipientsJson(envelope) } : {}),
    };
  }

  recipientsJson(envelope: StoredEnvelope): Record<string, unknown> {
    return {
      signers: envelope.signers.map((s) => ({ ...s })),
      agents: [],
      editors: [],
      intermediaries: [],
      carbonCopies: [],
      certifiedDeliveries: [],
      inPersonSigners: [],
      recipientCount: String(envelope.signers.length),
      currentRoutingOrder: String(this.currentRoutingOrder(envelope) ?? envelope.signers.length),
    };
  }

  /**
   * The `envelopeSummary` of a Connect message as the configuration's includeData asks: none when it includes
   * nothing; the envelope, with `recipients` and/or `envelopeDocuments` (each with its PDFBytes, base64) as asked.
   */
  private connectSummary(envelope: StoredEnvelope): Record<string, unknown> | undefined {
    const include = this.connect.includeData ?? ['recipients'];
    if (include.length === 0) return undefined;
    const summary = this.envelopeJson(envelope, include.includes('recipients'));
    if (include.includes('documents')) {
      summary['envelopeDocuments'] = envelope.documents.map((d) => ({
        documentId: d.documentId,
        documentIdGuid: randomUUID(),
        name: d.name,
        type: 'content',
        order: d.order,
        PDFBytes: simplePdf([d.lines]).toString('base64'),
      }));
    }
    return summary;
  }

  /** Resolves once every delivery under way (retries included) is over: for tests and shutdown. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /**
   * Connect: each event of one change POSTed to every listener, signed, retried with backoff on failure,
   * with the configured chaos. Fire and forget: the API answer does not wait for the listeners.
   */
  private emit(envelope: StoredEnvelope, events: { event: string; recipientId?: string }[]): void {
    if (this.connect.urls.length === 0) return;
    const summary = this.connectSummary(envelope);
    const generatedDateTime = new Date().toISOString();
    const chaos = { ...this.connect.chaos };
    const batch = chaos.reverse ? [...events].reverse() : events;
    const messages = batch.flatMap(({ event, recipientId }) => {
      const message: Omit<ConnectMessage, 'retryCount'> = {
        event,
        apiVersion: 'v2.1',
        uri: `/restapi/v2.1/accounts/${this.accountId}/envelopes/${envelope.envelopeId}`,
        configurationId: CONNECT_CONFIGURATION_ID,
        generatedDateTime,
        data: {
          accountId: this.accountId,
          userId: this.userId,
          envelopeId: envelope.envelopeId,
          ...(recipientId ? { recipientId } : {}),
          ...(summary ? { envelopeSummary: structuredClone(summary) } : {}),
        },
      };
      return chaos.duplicate ? [message, message] : [message];
    });
    const send = async () => {
      for (const message of messages) {
        await Promise.all(this.connect.urls.map((url) => this.deliver(url, message)));
      }
    };
    // First attempts go out in the order of the changes (one queue); a delayed batch (chaos) and retries go on
    // their own, so later events overtake them, as with the real Connect.
    const run = chaos.delayMs ? sleep(chaos.delayMs).then(send) : (this.queue = this.queue.then(send, send));
    this.track(run);
  }

  private track(run: Promise<void>): void {
    this.pending.add(run);
    void run.finally(() => this.pending.delete(run));
  }

  /** The first attempt; on failure, the retries are scheduled apart (they do not hold up later events). */
  private async deliver(url: string, message: Omit<ConnectMessage, 'retryCount'>): Promise<void> {
    if (await this.attempt(url, message, 0)) return;
    this.track(
      (async () => {
        for (let retryCount = 1; retryCount <= this.connect.maxRetries; retryCount++) {
          await sleep(this.connect.retryBaseMs * 2 ** (retryCount - 1));
          if (await this.attempt(url, message, retryCount)) return;
        }
      })(),
    );
  }

  private async attempt(
    url: string,
    message: Omit<ConnectMessage, 'retryCount'>,
    retryCount: number,
  ): Promise<boolean> {
    const body = JSON.stringify({ ...message, retryCount });
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.connect.hmacKey)
      headers['x-docusign-signature-1'] = connectSignature(body, this.connect.hmacKey);
    let status = 0;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(this.connect.timeoutMs),
      });
      status = response.status;
      await response.body?.cancel();
    } catch {
      status = 0;
    }
    this.deliveries.push({
      event: message.event,
      envelopeId: message.data.envelopeId,
      url,
      retryCount,
      status,
      at: new Date().toISOString(),
    });
    return status >= 200 && status < 300;
  }
}
