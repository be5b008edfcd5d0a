import { describe, expect, test } from '@jest/globals';
import { HttpChatStatus } from './chat-status.js';

const make = (answer: (url: string, signal?: AbortSignal | null) => Promise<Response>, timeoutMs = 1000) =>
  new HttpChatStatus({
    baseUrl: 'http://stand-ins:4100/chat/',
    timeoutMs,
    fetchFn: (async (url: string | URL | Request, init?: RequestInit) =>
      answer(String(url), init?.signal)) as typeof fetch,
  });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('HttpChatStatus', () => {
  test("asks the department's status by its name", async () => {
    const urls: string[] = [];
    const chat = make(async (url) => {
      urls.push(url);
      return json({ online: true });
    });
    expect(await chat.online('Benefits Explorer Live')).toBe(true);
    expect(urls).toEqual(['http://stand-ins:4100/chat/departments/Benefits%20Explorer%20Live/status']);
  });

  test('offline when the provider says so, fails, answers badly or not in time', async () => {
    expect(await make(async () => json({ online: false })).online('d')).toBe(false);
    expect(await make(async () => json({ online: true }, 500)).online('d')).toBe(false);
    expect(await make(async () => json({ online: 'yes' })).online('d')).toBe(false);
    expect(await make(() => Promise.reject(new Error('ECONNREFUSED'))).online('d')).toBe(false);
    const slow = make(
      (_url, signal) =>
        new Promise<Response>((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(signal.reason as Error));
        }),
      50,
    );
    expect(await slow.online('d')).toBe(false);
  });
});
