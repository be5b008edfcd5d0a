import { Readable } from 'node:stream';
import { describe, expect, test } from '@jest/globals';
import { httpStatusOf } from '@onboard/contracts';
import { ConfigError, isUnavailable } from '@onboard/server-kit';
import { freePort } from '@onboard/server-kit/testing';
import { loadVideoHostConfig } from './video-host.config.js';
import { VidyardVideoHost } from './video-host.js';

// The adapter against the stand-ins is video-host.integration-spec.ts; here the settings and what fails
// before or without an answer.
describe('video host configuration', () => {
  test('defaults reach the stand-ins of npm start with the token they accept; 1 GiB at most', () => {
    expect(loadVideoHostConfig({})).toEqual({
      VIDEO_HOST_URL: 'http://127.0.0.1:4100/video',
      VIDEO_HOST_TOKEN: 'onboard-video-stand-in-token',
      VIDEO_MAX_BYTES: 1024 ** 3,
      VIDEO_HOST_TIMEOUT_MS: 10_000,
      VIDEO_UPLOAD_TIMEOUT_MS: 1_800_000,
    });
  });

  test.each([
    [{ VIDEO_HOST_URL: 'ftp://video.example.com' }, 'VIDEO_HOST_URL'],
    [{ VIDEO_HOST_URL: 'not a url' }, 'VIDEO_HOST_URL'],
    [{ VIDEO_HOST_TOKEN: '' }, 'VIDEO_HOST_TOKEN'],
    [{ VIDEO_MAX_BYTES: '0' }, 'VIDEO_MAX_BYTES'],
    [{ VIDEO_MAX_BYTES: '1.5' }, 'VIDEO_MAX_BYTES'],
    [{ VIDEO_HOST_TIMEOUT_MS: '10' }, 'VIDEO_HOST_TIMEOUT_MS'],
    [{ VIDEO_UPLOAD_TIMEOUT_MS: 'soon' }, 'VIDEO_UPLOAD_TIMEOUT_MS'],
  ])('refuses %j at boot, naming the variable', (env, variable) => {
    expect(() => loadVideoHostConfig(env)).toThrow(ConfigError);
    expect(() => loadVideoHostConfig(env)).toThrow(variable);
  });
});

describe('VidyardVideoHost without a host', () => {
  test('a host not listening is VIDEO_HOST_UNAVAILABLE, a 503 with a message for people', async () => {
    const host = new VidyardVideoHost(
      loadVideoHostConfig({ VIDEO_HOST_URL: `http://127.0.0.1:${await freePort()}/video` }),
    );
    const error = await host.get('42').catch((e: unknown) => e);
    expect(isUnavailable(error, 'videoHost')).toBe(true);
    expect(error).toMatchObject({
      code: 'VIDEO_HOST_UNAVAILABLE',
      message: expect.stringMatching(/video host/),
    });
    expect(httpStatusOf('VIDEO_HOST_UNAVAILABLE')).toBe(503);
    // The token never shows in what is kept of the failure.
    expect(JSON.stringify({ ...(error as object), message: (error as Error).message })).not.toContain(
      'onboard-video-stand-in-token',
    );
  });

  test('a declared size above VIDEO_MAX_BYTES is refused before any call, and the body released', async () => {
    // No host at this address: reaching it would fail differently.
    const host = new VidyardVideoHost(
      loadVideoHostConfig({
        VIDEO_HOST_URL: `http://127.0.0.1:${await freePort()}/video`,
        VIDEO_MAX_BYTES: '10',
      }),
    );
    const body = Readable.from([Buffer.alloc(11)]);
    await expect(
      host.upload({ body, filename: 'a.mp4', contentType: 'video/mp4', size: 11 }),
    ).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Videos can be at most 10 bytes' });
    expect(body.destroyed).toBe(true);
  });

  test('ids Vidyard cannot have issued are absent without a call', async () => {
    const host = new VidyardVideoHost(
      loadVideoHostConfig({ VIDEO_HOST_URL: `http://127.0.0.1:${await freePort()}/video` }),
    );
    for (const id of ['', '0', '-1', 'abc', '1/../2', '01']) {
      expect(await host.get(id)).toBeUndefined();
      await expect(host.delete(id)).resolves.toBeUndefined();
    }
  });
});
