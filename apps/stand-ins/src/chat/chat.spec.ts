import { afterAll, describe, expect, test } from '@jest/globals';
import { createStandIns } from '../server.js';

// The chat provider stand-in as the stand-ins server mounts it, called in-process (inject).
const standIns = createStandIns();
const { http } = standIns;

afterAll(async () => {
  await http.close();
});

const status = async (name: string) =>
  (
    await http.inject({ method: 'GET', url: `/chat/departments/${encodeURIComponent(name)}/status` })
  ).json() as { department: string; online: boolean };

describe('chat provider stand-in', () => {
  test('every department is online until the admin switch turns one off', async () => {
    expect(await status('Benefits Explorer Live')).toEqual({
      department: 'Benefits Explorer Live',
      online: true,
    });
    const off = await http.inject({
      method: 'PUT',
      url: `/chat/admin/departments/${encodeURIComponent('Benefits Explorer Live')}`,
      payload: { online: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await status('Benefits Explorer Live')).online).toBe(false);
    expect((await status('Benefits Explorer Demo')).online).toBe(true);
    const bad = await http.inject({
      method: 'PUT',
      url: '/chat/admin/departments/x',
      payload: { online: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  test('the delay switch takes integers from 0 to 60000', async () => {
    expect(
      (await http.inject({ method: 'PUT', url: '/chat/admin/delay', payload: { delayMs: -1 } })).statusCode,
    ).toBe(400);
    expect(
      (await http.inject({ method: 'PUT', url: '/chat/admin/delay', payload: { delayMs: 0 } })).json(),
    ).toEqual({
      delayMs: 0,
    });
  });
});
