import { createHmac } from 'node:crypto';
import { describe, expect, test } from '@jest/globals';
import { parseConnectEvent, verifyConnectSignature } from './connect-webhook.js';

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

  test('a message without envelope id, event or summary status is an error naming the field', () => {
    const { data, ...noData } = message;
    expect(parseConnectEvent(noData)).toEqual({ error: expect.stringContaining('data') });
    expect(parseConnectEvent({ ...message, data: { ...data, envelopeId: '' } })).toEqual({
      error: expect.stringContaining('envelopeId'),
    });
    expect(parseConnectEvent('nonsense')).toEqual({ error: expect.any(String) });
  });
});
