import { createHmac } from 'node:crypto';
import { describe, expect, test } from '@jest/globals';
import { carriesEnvelopeState, parseConnectEvent, verifyConnectSignature } from './connect-webhook.js';

const KEY = 'connect-key-one';
const SECOND = 'connect-key-two';
const sign = (body: Buffer, key: string) => createHmac('sha256', key).update(body).digest('base64');

const message = {
  event: 'recipient-completed',
  apiVersion: 'v2.1',
  uri: '/restapi/v2.1/accounts/acc/envelopes/env-1',
  retryCount: 1,
  configurationId: 10501,
  generatedDateTime: '2026-11-26T06:00:00.123Z',
  data: {
    accountId: 'acc',
    userId: 'user',
    envelopeId: 'env-1',
    recipientId: '1',
    envelopeSummary: {
      status: 'delivered',
      statusChangedDateTime: '2026-11-26T05:59:00.000Z',
      emailSubject: 'Please sign',
      recipients: {
        signers: [
          {
            recipientId: '2',
            routingOrder: '2',
            roleName: 'Broker',
            name: 'Bo',
            email: 'bo@b.test',
            status: 'sent',
            sentDateTime: '2026-11-26T06:00:00.100Z',
          },
          {
            recipientId: '1',
            routingOrder: '1',
            roleName: 'Employer',
            name: 'Erin',
            email: 'erin@a.test',
            clientUserId: 'u-1',
            status: 'completed',
            deliveredDateTime: '2026-11-26T05:59:00.000Z',
            signedDateTime: '2026-11-26T06:00:00.100Z',
          },
        ],
        carbonCopies: [],
      },
    },
  },
};
const body = Buffer.from(JSON.stringify(message));

describe('verifyConnectSignature', () => {
  test('the right key signs the raw body', () => {
    expect(verifyConnectSignature(body, { 'x-docusign-signature-1': sign(body, KEY) }, [KEY])).toBe(true);
  });

  test('a wrong key, a tampered body, a missing or malformed header is refused', () => {
    expect(verifyConnectSignature(body, { 'x-docusign-signature-1': sign(body, 'other') }, [KEY])).toBe(
      false,
    );
    const tampered = Buffer.from(JSON.stringify({ ...message, event: 'envelope-completed' }));
    expect(verifyConnectSignature(tampered, { 'x-docusign-signature-1': sign(body, KEY) }, [KEY])).toBe(
      false,
    );
    expect(verifyConnectSignature(body, {}, [KEY])).toBe(false);
    expect(verifyConnectSignature(body, { 'x-docusign-signature-1': 'not base64 of 32 bytes' }, [KEY])).toBe(
      false,
    );
    expect(verifyConnectSignature(body, { 'x-docusign-signature-1': sign(body, KEY) }, [])).toBe(false);
    expect(verifyConnectSignature(body, { 'x-docusign-signature-1': sign(body, KEY) }, [''])).toBe(false);
  });

  test('any configured key (rotation) and any of the -1..-N headers', () => {
    expect(
      verifyConnectSignature(body, { 'x-docusign-signature-1': sign(body, SECOND) }, [KEY, SECOND]),
    ).toBe(true);
    const headers = {
      'x-docusign-signature-1': sign(body, 'retired-key'),
      'X-DocuSign-Signature-2': sign(body, SECOND),
    };
    expect(verifyConnectSignature(body, headers, [KEY, SECOND])).toBe(true);
    expect(verifyConnectSignature(body, headers, [KEY])).toBe(false);
  });
});

describe('parseConnectEvent', () => {
  test('a Connect JSON (SIM) message becomes the normalized event, recipients in routing order', () => {
    const parsed = parseConnectEvent(JSON.parse(body.toString('utf8')));
    expect(parsed).toEqual({
      event: {
        event: 'recipient-completed',
        envelopeId: 'env-1',
        accountId: 'acc',
        recipientId: '1',
        generatedDateTime: '2026-11-26T06:00:00.123Z',
        retryCount: 1,
        envelopeStatus: 'delivered',
        statusChangedDateTime: '2026-11-26T05:59:00.000Z',
        completedDateTime: null,
        declinedDateTime: null,
        voidedDateTime: null,
        voidedReason: null,
        recipients: [
          {
            recipientId: '1',
            roleName: 'Employer',
            name: 'Erin',
            email: 'erin@a.test',
            clientUserId: 'u-1',
            routingOrder: 1,
            status: 'completed',
            sentDateTime: null,
            deliveredDateTime: '2026-11-26T05:59:00.000Z',
            signedDateTime: '2026-11-26T06:00:00.100Z',
            declinedDateTime: null,
            declinedReason: null,
          },
          expect.objectContaining({ recipientId: '2', routingOrder: 2, status: 'sent', clientUserId: null }),
        ],
      },
    });
  });

  test('a message without envelope id, event or a readable generatedDateTime is an error naming the field', () => {
    const { data, ...noData } = message;
    expect(parseConnectEvent(noData)).toEqual({ error: expect.stringContaining('data') });
    expect(parseConnectEvent({ ...message, data: { ...data, envelopeId: '' } })).toEqual({
      error: expect.stringContaining('envelopeId'),
    });
    expect(parseConnectEvent({ ...message, generatedDateTime: 'yesterday' })).toEqual({
      error: expect.stringContaining('generatedDateTime'),
    });
    expect(parseConnectEvent('nonsense')).toEqual({ error: expect.any(String) });
  });
});

/*
 * Connect JSON (SIM) messages in each shape DocuSign documents ("JSON SIM event model (Connect 2.0)",
 * https://developers.docusign.com/platform/webhooks/connect/json-sim-event-model): "By default, rather than
 * getting a summary of the envelope in each message, the message contains data about the triggering event [...]
 * Depending on the event type, you may choose to include the envelope summary as well." Every message has the
 * event, then the standard data (apiVersion, uri, retryCount, configurationId, generatedDateTime) and `data`
 * ({accountId, userId, envelopeId}, with recipientId for recipient events); `envelopeSummary` comes with the
 * configuration's includeData (recipients, documents, custom_fields …). Values as DocuSign sends them: GUIDs, a
 * numeric configurationId and retryCount, ids and routing orders as text, generatedDateTime with 7 digits of
 * fraction (.NET's round-trip format).
 */
const ACCOUNT = 'fd8f0a1b-6a8c-4b4e-9c63-2e5a6f7b8c9d';
const USER = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const ENVELOPE = '93be49ab-afa0-4adf-933c-f752070d71ec';
const standard = {
  apiVersion: 'v2.1',
  uri: `/restapi/v2.1/accounts/${ACCOUNT}/envelopes/${ENVELOPE}`,
  retryCount: 0,
  configurationId: 10418,
  generatedDateTime: '2026-11-26T19:15:33.8727436Z',
};
/** `data`'s ids, in every message. */
const ids = { accountId: ACCOUNT, userId: USER, envelopeId: ENVELOPE };
/** includeData off: the event and the ids only. */
const minimalEnvelopeSent = {
  event: 'envelope-sent',
  ...standard,
  data: ids,
};
/** includeData off, a recipient event: recipientId too. */
const minimalRecipientCompleted = {
  event: 'recipient-completed',
  ...standard,
  data: { ...ids, recipientId: '1' },
};
/** includeData without recipients (e.g. custom_fields only): the summary carries the envelope's status. */
const summaryWithoutRecipients = {
  event: 'envelope-voided',
  ...standard,
  data: {
    ...ids,
    envelopeSummary: {
      status: 'voided',
      emailSubject: 'Please sign: Billing Agreement',
      sentDateTime: '2026-11-26T19:00:01.1000000Z',
      statusChangedDateTime: '2026-11-26T19:15:33.5000000Z',
      voidedDateTime: '2026-11-26T19:15:33.5000000Z',
      voidedReason: 'Deleted in Onboard',
      customFields: { textCustomFields: [], listCustomFields: [] },
    },
  },
};
/** includeData recipients and documents: signers and carbon copies, documents with their PDFBytes. */
const summaryWithRecipientsAndDocuments = {
  event: 'envelope-completed',
  ...standard,
  data: {
    ...ids,
    envelopeSummary: {
      status: 'completed',
      emailSubject: 'Please sign: Billing Agreement',
      statusChangedDateTime: '2026-11-26T19:15:33.5000000Z',
      completedDateTime: '2026-11-26T19:15:33.5000000Z',
      recipients: {
        signers: [
          {
            creationReason: 'sender',
            email: 'erin@acme.test',
            name: 'Erin Employer',
            recipientId: '1',
            recipientIdGuid: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
            requireIdLookup: 'false',
            routingOrder: '1',
            roleName: 'Employer',
            clientUserId: 'u-1',
            status: 'completed',
            completedCount: '1',
            deliveredDateTime: '2026-11-26T19:10:00.0000000Z',
            signedDateTime: '2026-11-26T19:15:33.5000000Z',
            recipientType: 'signer',
          },
        ],
        carbonCopies: [],
        recipientCount: '1',
        currentRoutingOrder: '1',
      },
      envelopeDocuments: [
        {
          documentId: '1',
          documentIdGuid: 'c3d4e5f6-a7b8-4c9d-8e0f-2a3b4c5d6e7f',
          name: 'Billing Agreement',
          type: 'content',
          order: '1',
          PDFBytes: Buffer.from('%PDF-1.4').toString('base64'),
        },
      ],
    },
  },
};

describe('parseConnectEvent: every documented Connect JSON (SIM) shape', () => {
  test.each([
    {
      shape: 'includeData off (envelope event): the ids and the time, no state to apply',
      message: minimalEnvelopeSent,
      read: {
        event: 'envelope-sent',
        envelopeId: ENVELOPE,
        accountId: ACCOUNT,
        recipientId: null,
        generatedDateTime: '2026-11-26T19:15:33.8727436Z',
        retryCount: 0,
        envelopeStatus: null,
        recipients: null,
      },
      carriesState: false,
    },
    {
      shape: 'includeData off (recipient event): the recipient id comes as text',
      message: minimalRecipientCompleted,
      read: { event: 'recipient-completed', recipientId: '1', recipients: null },
      carriesState: false,
    },
    {
      shape: 'a summary without recipients: the status and its dates, the signers still to be read',
      message: summaryWithoutRecipients,
      read: {
        envelopeStatus: 'voided',
        voidedDateTime: '2026-11-26T19:15:33.5000000Z',
        voidedReason: 'Deleted in Onboard',
        recipients: null,
      },
      carriesState: false,
    },
    {
      shape: 'a summary with recipients and documents: the whole state (documents ignored)',
      message: summaryWithRecipientsAndDocuments,
      read: {
        envelopeStatus: 'completed',
        completedDateTime: '2026-11-26T19:15:33.5000000Z',
        recipients: [
          expect.objectContaining({
            recipientId: '1',
            routingOrder: 1,
            status: 'completed',
            clientUserId: 'u-1',
            signedDateTime: '2026-11-26T19:15:33.5000000Z',
          }),
        ],
      },
      carriesState: true,
    },
  ])('$shape', ({ message: shaped, read, carriesState }) => {
    const parsed = parseConnectEvent(shaped);
    expect(parsed).toEqual({ event: expect.objectContaining(read) });
    if (!('event' in parsed)) throw new Error('not parsed');
    expect(carriesEnvelopeState(parsed.event)).toBe(carriesState);
  });
});
