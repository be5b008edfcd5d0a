import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import nodemailer, { type NodemailerError } from 'nodemailer';
import { createStandIns, type StandIns } from '../server.js';
import { escapeHtml, linkify } from './inbox.page.js';
import type { ReceivedMessage } from './smtp-sink.js';

// The sink in-process on free ports; nodemailer plays the services' part.
let standIns: StandIns;
let smtpPort: number;

beforeAll(async () => {
  standIns = createStandIns({ mailCapacity: 3 });
  ({ smtpPort } = await standIns.start({ host: '127.0.0.1', port: 0, smtpPort: 0 }));
});

afterAll(async () => {
  await standIns.stop();
});

afterEach(async () => {
  await standIns.http.inject({ method: 'DELETE', url: '/mail/messages' });
  await standIns.http.inject({ method: 'POST', url: '/mail/fail', payload: { times: 0 } });
  await standIns.http.inject({ method: 'POST', url: '/mail/reject', payload: { addresses: [] } });
});

function send(
  to: string[],
  subject: string,
  extra: { text?: string; html?: string; messageId?: string } = {},
) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false });
  return transport.sendMail({
    from: 'Onboard <no-reply@onboard.test>',
    to,
    subject,
    text: extra.text ?? `Body of ${subject}`,
    ...(extra.html ? { html: extra.html } : {}),
    ...(extra.messageId ? { messageId: extra.messageId } : {}),
  });
}

async function list(query = ''): Promise<ReceivedMessage[]> {
  const response = await standIns.http.inject({ method: 'GET', url: `/mail/messages${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<ReceivedMessage[]>();
}

async function failureOf(promise: Promise<unknown>): Promise<NodemailerError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof Error)) throw new Error('expected the send to fail');
  return error;
}

describe('SMTP sink', () => {
  test('keeps what it receives, newest first, filterable by recipient (any case)', async () => {
    await send(['ana@example.test'], 'First', { messageId: '<first@onboard>', html: '<p>Hi</p>' });
    await send(['bo@example.test', 'Ana@Example.test'], 'Second');
    await send(['bo@example.test'], 'Third');

    const all = await list();
    expect(all.map((m) => m.subject)).toEqual(['Third', 'Second', 'First']);

    const forAna = await list('?to=ANA@example.test');
    expect(forAna.map((m) => m.subject)).toEqual(['Second', 'First']);
    const first = forAna[1];
    expect(first).toMatchObject({
      messageId: '<first@onboard>',
      from: '"Onboard" <no-reply@onboard.test>',
      to: ['ana@example.test'],
      text: 'Body of First',
      html: '<p>Hi</p>',
    });
    expect(Date.parse(first?.receivedAt ?? '')).not.toBeNaN();

    const one = await standIns.http.inject({ method: 'GET', url: `/mail/messages/${first?.id ?? ''}` });
    expect(one.json<ReceivedMessage>().subject).toBe('First');
    expect((await standIns.http.inject({ method: 'GET', url: '/mail/messages/nope' })).statusCode).toBe(404);
  });

  test('keeps only the newest `capacity` messages, and DELETE empties it', async () => {
    for (const n of [1, 2, 3, 4]) await send(['c@example.test'], `M${n}`);
    expect((await list()).map((m) => m.subject)).toEqual(['M4', 'M3', 'M2']);

    const cleared = await standIns.http.inject({ method: 'DELETE', url: '/mail/messages' });
    expect(cleared.statusCode).toBe(204);
    expect(await list()).toEqual([]);
  });

  test('refuses the next n messages with 451, then accepts again', async () => {
    const set = await standIns.http.inject({ method: 'POST', url: '/mail/fail', payload: { times: 2 } });
    expect(set.json()).toEqual({ refusing: 2 });

    for (let i = 0; i < 2; i++) {
      const error = await failureOf(send(['d@example.test'], 'Refused'));
      expect(error.responseCode).toBe(451);
      expect(error.permanent).toBe(false);
    }
    await send(['d@example.test'], 'Accepted');
    expect((await list()).map((m) => m.subject)).toEqual(['Accepted']);
  });

  test('rejects listed recipients with 550 and delivers to the others', async () => {
    await standIns.http.inject({
      method: 'POST',
      url: '/mail/reject',
      payload: { addresses: ['gone@example.test'] },
    });
    const info = await send(['ok@example.test', 'Gone@example.test'], 'Partly');
    expect(info.rejected).toEqual(['Gone@example.test']);
    expect((await list())[0]?.to).toEqual(['ok@example.test']);

    const error = await failureOf(send(['gone@example.test'], 'Nobody'));
    expect(error.responseCode).toBe(550);
    expect(error.permanent).toBe(true);
    expect(error.rejected).toEqual(['gone@example.test']);
  });

  test('refuses malformed switches with 400', async () => {
    const fail = await standIns.http.inject({ method: 'POST', url: '/mail/fail', payload: { times: -1 } });
    expect(fail.statusCode).toBe(400);
    const reject = await standIns.http.inject({
      method: 'POST',
      url: '/mail/reject',
      payload: { addresses: ['not-an-address'] },
    });
    expect(reject.statusCode).toBe(400);
  });
});

describe('HTML inbox', () => {
  test('escapes everything from the mail and links only http(s) URLs', async () => {
    await send(['e@example.test'], '<script>alert(1)</script>', {
      text: 'Activate: https://onboard.test/activate?token=a&b=1. Not this: javascript:alert(1) <b>x</b>',
      html: '<img src=x onerror="alert(1)">',
    });
    const page = await standIns.http.inject({ method: 'GET', url: '/mail/?to=e@example.test' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const body = page.body;
    expect(body).not.toContain('<script>');
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body).toContain(
      '<a href="https://onboard.test/activate?token=a&amp;b=1" rel="noreferrer">https://onboard.test/activate?token=a&amp;b=1</a>.',
    );
    expect(body).not.toContain('href="javascript:');
    expect(body).toContain('&lt;b&gt;x&lt;/b&gt;');
    // The HTML part only inside a sandboxed iframe's escaped srcdoc.
    expect(body).toContain(
      '<iframe sandbox title="HTML part" srcdoc="&lt;img src=x onerror=&quot;alert(1)&quot;&gt;">',
    );
    expect(body).not.toContain('<img');

    const noSlash = await standIns.http.inject({ method: 'GET', url: '/mail' });
    expect(noSlash.statusCode).toBe(200);
  });

  test('escapeHtml and linkify leave no markup of their input', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    expect(linkify('see http://a.test/"onmouseover="x and (https://b.test/p)')).toBe(
      'see <a href="http://a.test/" rel="noreferrer">http://a.test/</a>&quot;onmouseover=&quot;x and (' +
        '<a href="https://b.test/p" rel="noreferrer">https://b.test/p</a>)',
    );
  });
});
