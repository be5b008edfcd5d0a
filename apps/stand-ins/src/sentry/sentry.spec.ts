import { afterAll, describe, expect, test } from '@jest/globals';
import { createStandIns } from '../server.js';

// The Sentry stand-in as the stand-ins server mounts it, called in-process (inject).
const standIns = createStandIns();
const { http } = standIns;

afterAll(async () => {
  await http.close();
});

const envelope = (eventId: string) =>
  `{"event_id":"${eventId}"}\n{"type":"event"}\n{"event_id":"${eventId}","message":"boom"}\n`;

describe('Sentry stand-in', () => {
  test('keeps the envelopes posted to a project and answers their event id', async () => {
    const first = await http.inject({
      method: 'POST',
      url: '/sentry/api/42/envelope/?sentry_key=abc&sentry_version=7',
      headers: { 'content-type': 'application/x-sentry-envelope' },
      payload: envelope('a'.repeat(32)),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: 'a'.repeat(32) });
    await http.inject({
      method: 'POST',
      url: '/sentry/api/7/envelope/',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: envelope('b'.repeat(32)),
    });
    const all = (await http.inject({ method: 'GET', url: '/sentry/envelopes' })).json();
    expect(all).toHaveLength(2);
    const only42 = (await http.inject({ method: 'GET', url: '/sentry/envelopes?project=42' })).json();
    expect(only42).toEqual([
      expect.objectContaining({
        project: '42',
        key: 'abc',
        contentType: 'application/x-sentry-envelope',
        body: envelope('a'.repeat(32)),
      }),
    ]);
    expect(standIns.sentry.envelopes).toHaveLength(2);
  });

  test('a body that is no envelope: 400, not kept', async () => {
    const res = await http.inject({
      method: 'POST',
      url: '/sentry/api/42/envelope/',
      headers: { 'content-type': 'text/plain' },
      payload: 'not json',
    });
    expect(res.statusCode).toBe(400);
    expect(standIns.sentry.envelopes).toHaveLength(2);
  });
});
