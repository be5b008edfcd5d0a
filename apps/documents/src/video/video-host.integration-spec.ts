import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createLogger, DomainError, OutsideSystemUnavailableError } from '@onboard/server-kit';
import { freePort, startStandIns } from '@onboard/server-kit/testing';
import { loadVideoHostConfig } from './video-host.config.js';
import { VidyardVideoHost, type VideoHost } from './video-host.js';

/**
 * The adapter against the stand-ins' Vidyard (`apps/stand-ins`, built, in a process of its own, as `npm start`
 * runs it: the stand-ins are another project, not imported), with the configuration `npm start` gives: the
 * same code path as with the real host, only VIDEO_HOST_URL and VIDEO_HOST_TOKEN differ (decision 115).
 */
const TOKEN = 'integration-video-token';
const logger = createLogger('documents-test', 'silent');

let standIns: { url: string; stop: () => Promise<void> } | undefined;
let baseUrl = '';
let dataDir = '';

const hostWith = (env: Record<string, string> = {}): VideoHost =>
  new VidyardVideoHost(
    loadVideoHostConfig({ VIDEO_HOST_URL: baseUrl, VIDEO_HOST_TOKEN: TOKEN, ...env }),
    logger,
  );

/** `size` random bytes in 64 KiB chunks made as they are read, and their SHA-256 once read. */
function generated(size: number): { stream: Readable; sha256: () => string } {
  const hash = createHash('sha256');
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent >= size) return void this.push(null);
      const chunk = randomBytes(Math.min(64 * 1024, size - sent));
      hash.update(chunk);
      sent += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, sha256: () => hash.digest('hex') };
}

beforeAll(async () => {
  // The stand-ins keep videos in a temporary folder of their own; TMPDIR points it where the test can look.
  dataDir = await mkdtemp(join(tmpdir(), 'onboard-video-test-'));
  standIns = await startStandIns({ TMPDIR: dataDir, VIDEO_HOST_TOKEN: TOKEN });
  baseUrl = `${standIns.url}/video`;
});

afterAll(async () => {
  await standIns?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The stand-in's stored video files (not their .json metadata). */
async function storedVideos(): Promise<string[]> {
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.parentPath.includes('onboard-video-') && /^\d+$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

describe('VidyardVideoHost against the stand-ins', () => {
  test('upload → get → delete → delete again (idempotent), streaming the file unchanged', async () => {
    const host = hostWith();
    const source = generated(5 * 1024 * 1024 + 123);
    const uploaded = await host.upload({
      body: source.stream,
      filename: 'Welcome to your benefits.mp4',
      contentType: 'video/mp4',
      size: 5 * 1024 * 1024 + 123,
    });
    expect(uploaded).toEqual({
      vidyardId: expect.stringMatching(/^[1-9]\d*$/),
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      embedUrl: expect.stringMatching(/\/video\/play\/[0-9a-f-]{36}$/),
      status: 'processing',
      name: 'Welcome to your benefits.mp4',
      lengthInSeconds: null,
    });
    expect(uploaded.embedUrl).toContain(uploaded.uuid);
    const [file] = await storedVideos();
    expect(file).toBeDefined();
    expect(
      createHash('sha256')
        .update(await readFile(file ?? ''))
        .digest('hex'),
    ).toBe(source.sha256());

    expect(await host.get(uploaded.vidyardId)).toEqual({ ...uploaded, status: 'ready' });
    const media = await fetch(uploaded.embedUrl.replace(/\/?$/, '/media'));
    expect(media.status).toBe(200);
    await media.body?.cancel();

    await host.delete(uploaded.vidyardId);
    expect(await host.get(uploaded.vidyardId)).toBeUndefined();
    expect(await storedVideos()).toEqual([]);
    await expect(host.delete(uploaded.vidyardId)).resolves.toBeUndefined();
    // Ids Vidyard could not have issued are absent, without a call.
    expect(await host.get('../1')).toBeUndefined();
    await expect(host.delete('0')).resolves.toBeUndefined();
  });

  test('an upload without a size streams too', async () => {
    const host = hostWith();
    const uploaded = await host.upload({
      body: Readable.from([Buffer.from('part one '), Buffer.from('part two')]),
      filename: 'clip.webm',
      contentType: 'video/webm',
    });
    expect(uploaded.status).toBe('processing');
    await host.delete(uploaded.vidyardId);
  });

  test('a token the host refuses is VIDEO_HOST_UNAVAILABLE (a setting to fix, not the user), on every call', async () => {
    const good = hostWith();
    const kept = await good.upload({
      body: Readable.from([Buffer.from('v')]),
      filename: 'a.mp4',
      contentType: 'video/mp4',
    });
    const wrong = hostWith({ VIDEO_HOST_TOKEN: 'not-the-token' });
    const calls: [string, () => Promise<unknown>][] = [
      [
        'upload',
        () =>
          wrong.upload({
            body: Readable.from([randomBytes(256 * 1024)]),
            filename: 'b.mp4',
            contentType: 'video/mp4',
          }),
      ],
      ['get', () => wrong.get(kept.vidyardId)],
      ['delete', () => wrong.delete(kept.vidyardId)],
    ];
    for (const [name, call] of calls) {
      const error = await call().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect({ name, error }).toEqual({ name, error: expect.any(OutsideSystemUnavailableError) });
      expect((error as DomainError).code).toBe('VIDEO_HOST_UNAVAILABLE');
      expect((error as OutsideSystemUnavailableError).detail).toMatch(/HTTP 401/);
    }
    // The refused delete left the video there.
    expect((await good.get(kept.vidyardId))?.vidyardId).toBe(kept.vidyardId);
    await good.delete(kept.vidyardId);
  });

  test('too large a video is PAYLOAD_TOO_LARGE, whether its size is declared or found on the way', async () => {
    const host = hostWith({ VIDEO_MAX_BYTES: String(1024 * 1024) });
    const declared = generated(2 * 1024 * 1024);
    await expect(
      host.upload({
        body: declared.stream,
        filename: 'big.mp4',
        contentType: 'video/mp4',
        size: 2 * 1024 * 1024,
      }),
    ).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(declared.stream.destroyed).toBe(true);
    const undeclared = generated(2 * 1024 * 1024);
    await expect(
      host.upload({ body: undeclared.stream, filename: 'big.mp4', contentType: 'video/mp4' }),
    ).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await storedVideos()).toEqual([]);
  });

  test('the host switched down (503) or not listening is VIDEO_HOST_UNAVAILABLE', async () => {
    const host = hostWith();
    const switchDown = (down: boolean) =>
      fetch(`${baseUrl}/down`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ down }),
      });
    expect((await switchDown(true)).status).toBe(200);
    try {
      await expect(host.get('1')).rejects.toMatchObject({ system: 'videoHost' });
    } finally {
      await switchDown(false);
    }
    const closed = new VidyardVideoHost(
      loadVideoHostConfig({
        VIDEO_HOST_URL: `http://127.0.0.1:${await freePort()}/video`,
        VIDEO_HOST_TOKEN: TOKEN,
      }),
      logger,
    );
    await expect(
      closed.upload({ body: Readable.from([Buffer.from('v')]), filename: 'a.mp4', contentType: 'video/mp4' }),
    ).rejects.toMatchObject({ code: 'VIDEO_HOST_UNAVAILABLE', message: expect.stringMatching(/video host/) });
    await expect(closed.delete('1')).rejects.toBeInstanceOf(DomainError);
  });
});
