import { describe, expect, test } from '@jest/globals';
import type { ProviderRecipient } from '../esign/esign-provider.js';
import { applySnapshot, readyToSign, type EnvelopeSnapshot, type FormState } from './envelope-state.js';
import type { StoredRecipient } from './onboarding-form.entity.js';

const recipient = (
  recipientId: string,
  routingOrder: number,
  status: StoredRecipient['status'],
): StoredRecipient => ({
  recipientId,
  roleName: `Role ${recipientId}`,
  name: `Signer ${recipientId}`,
  email: `${recipientId}@example.com`,
  userId: `user-${recipientId}`,
  routingOrder,
  status,
  deliveredDateTime: null,
  signedDateTime: null,
  declinedDateTime: null,
  declinedReason: null,
  lastEditDateTime: null,
  lastActionDateTime: null,
  lastEventAt: null,
});

const provider = (
  recipientId: string,
  status: string,
  signedDateTime: string | null = null,
): ProviderRecipient => ({
  recipientId,
  roleName: `Role ${recipientId}`,
  name: `Signer ${recipientId}`,
  email: `${recipientId}@example.com`,
  clientUserId: `user-${recipientId}`,
  routingOrder: Number(recipientId),
  status,
  sentDateTime: null,
  deliveredDateTime: null,
  signedDateTime,
  declinedDateTime: null,
  declinedReason: null,
});

const form: FormState = {
  status: 'sent',
  declinedDateTime: null,
  voidedDateTime: null,
  lastEventAt: null,
  waitingForWebhook: true,
  recipients: [recipient('1', 1, 'sent'), recipient('2', 2, 'created')],
};

const snapshot = (at: string, envelopeStatus: string, recipients: ProviderRecipient[]): EnvelopeSnapshot => ({
  at,
  envelopeStatus,
  declinedDateTime: null,
  voidedDateTime: null,
  recipients,
});

const T1 = '2026-11-26T10:00:00.000Z';
const T2 = '2026-11-26T10:05:00.000Z';
const T3 = '2026-11-26T10:10:00.000Z';

describe('applySnapshot', () => {
  test('a newer event moves the envelope and its recipients, and ends the wait for the webhook', () => {
    const { state, changed } = applySnapshot(
      form,
      snapshot(T1, 'sent', [provider('1', 'completed', T1), provider('2', 'sent')]),
    );
    expect(changed).toBe(true);
    expect(state.waitingForWebhook).toBe(false);
    expect(state.lastEventAt).toBe(T1);
    expect(state.recipients.map((r) => [r.recipientId, r.status, r.lastEventAt])).toEqual([
      ['1', 'completed', T1],
      ['2', 'sent', T1],
    ]);
    expect(state.recipients[0]?.lastActionDateTime).toBe(T1);
  });

  test('a duplicate changes nothing', () => {
    const once = applySnapshot(
      form,
      snapshot(T2, 'completed', [provider('1', 'completed', T1), provider('2', 'completed', T2)]),
    );
    const twice = applySnapshot(
      once.state,
      snapshot(T2, 'completed', [provider('1', 'completed', T1), provider('2', 'completed', T2)]),
    );
    expect(twice.changed).toBe(false);
    expect(twice.state).toEqual(once.state);
  });

  test('an older event arriving late never overwrites a newer state', () => {
    const newer = applySnapshot(
      form,
      snapshot(T3, 'completed', [provider('1', 'completed', T1), provider('2', 'completed', T2)]),
    );
    const late = applySnapshot(
      newer.state,
      snapshot(T1, 'sent', [provider('1', 'delivered'), provider('2', 'created')]),
    );
    expect(late.changed).toBe(false);
    expect(late.state.status).toBe('completed');
    expect(late.state.recipients.map((r) => r.status)).toEqual(['completed', 'completed']);
  });

  test('the provider status created is a draft; an unknown status keeps the form’s', () => {
    expect(applySnapshot(form, snapshot(T1, 'created', [])).state.status).toBe('draft');
    expect(applySnapshot(form, snapshot(T1, 'correct', [])).state.status).toBe('sent');
  });
});

describe('readyToSign', () => {
  test('the open recipients of the lowest routing order that were sent', () => {
    expect(
      readyToSign([
        recipient('1', 1, 'completed'),
        recipient('2', 2, 'delivered'),
        recipient('3', 3, 'created'),
      ]).map((r) => r.recipientId),
    ).toEqual(['2']);
  });

  test('nobody once a recipient declined or all signed', () => {
    expect(readyToSign([recipient('1', 1, 'declined'), recipient('2', 2, 'sent')])).toEqual([]);
    expect(readyToSign([recipient('1', 1, 'completed')])).toEqual([]);
  });
});
