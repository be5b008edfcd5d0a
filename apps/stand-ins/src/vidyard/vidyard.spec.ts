import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { createStandIns, type StandIns } from '../server.js';
import { DEFAULT_VIDEO_TOKEN, type VidyardVideo } from './vidyard.routes.js';

// The video host stand-in as the stand-ins server mounts it, called in-process (inject): no port needed.
const API = '/video/dashboard/v1';
const TOKEN = DEFAULT_VIDEO_TOKEN;
let dir: string;
let standIns: StandIns;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'onboard-video-spec-'));
  standIns = createStandIns({ videoDir: dir, videoMaxBytes: 1024 * 1024 });
});

afterEach(async () => {
  await standIns.http.inject({ method: 'POST', url: '/video/reset' });
});

afterAll(async () => {
  await standIns.http.close();
  await rm(dir, { recursive: true, force: true });
});

const upload = (body: Buffer, options: { query?: string; contentType?: string; auth?: string } = {}) =>
  standIns.http.inject({
    method: 'POST',
    url: `${API}/videos?${options.query ?? `name=Welcome&auth_token=${TOKEN}`}`,
    headers: {
      'content-type': options.contentType ?? 'video/mp4',
      ...(options.auth ? { authorization: options.auth } : {}),
    },
    payload: body,
  });

describe('video host stand-in: the API', () => {
  test('an upload becomes a video, processing until first looked at, then ready; its bytes are kept', async () => {
    const bytes = randomBytes(200_000);
    const created = await upload(bytes, {
      query: `name=Welcome%20video&description=Benefits&auth_token=${TOKEN}`,
    });
    expect(created.statusCode).toBe(201);
    const video = created.json<VidyardVideo>();
    expect(video).toMatchObject({
      id: expect.any(Number),
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Welcome video',
      description: 'Benefits',
      status: 'processing',
      length_in_seconds: null,
      size_in_bytes: 200_000,
      content_type: 'video/mp4',
    });
    expect(video.embed_url).toMatch(new RegExp(`^http://localhost(:\\d+)?/video/play/${video.uuid}$`));
    expect(await readFile(join(dir, String(video.id)))).toEqual(bytes);

    const read = await standIns.http.inject({
      method: 'GET',
      url: `${API}/videos/${video.id}?auth_token=${TOKEN}`,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: video.id, uuid: video.uuid, status: 'ready' });

    const media = await standIns.http.inject({ method: 'GET', url: `/video/play/${video.uuid}/media` });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('video/mp4');
    expect(media.rawPayload).toEqual(bytes);
    const page = await standIns.http.inject({ method: 'GET', url: `/video/play/${video.uuid}` });
    expect(page.body).toContain(`src="/video/play/${video.uuid}/media"`);
  });

  test('each upload gets its own id and uuid', async () => {
    const a = (await upload(Buffer.from('a'))).json<VidyardVideo>();
    const b = (await upload(Buffer.from('b'))).json<VidyardVideo>();
    expect(a.id).not.toBe(b.id);
    expect(a.uuid).not.toBe(b.uuid);
  });

  test('DELETE answers 204 and removes the video and its file; an unknown id is 404', async () => {
    const video = (await upload(Buffer.from('video bytes'))).json<VidyardVideo>();
    const del = () =>
      standIns.http.inject({ method: 'DELETE', url: `${API}/videos/${video.id}?auth_token=${TOKEN}` });
    expect((await del()).statusCode).toBe(204);
    expect(existsSync(join(dir, String(video.id)))).toBe(false);
    expect(await standIns.video.files()).toEqual([]);
    const again = await del();
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ status: 404, error: 'Video not found' });
    const get = await standIns.http.inject({
      method: 'GET',
      url: `${API}/videos/${video.id}?auth_token=${TOKEN}`,
    });
    expect(get.statusCode).toBe(404);
    for (const id of ['0', '-1', 'abc', '1.5', '99999']) {
      const res = await standIns.http.inject({
        method: 'GET',
        url: `${API}/videos/${id}?auth_token=${TOKEN}`,
      });
      expect({ id, status: res.statusCode }).toEqual({ id, status: 404 });
    }
  });

  test('the token goes as auth_token or a Bearer header; without a known one every call is 401', async () => {
    expect((await upload(Buffer.from('x'), { query: 'name=a', auth: `Bearer ${TOKEN}` })).statusCode).toBe(
      201,
    );
    for (const options of [
      { query: 'name=a' },
      { query: 'name=a&auth_token=wrong' },
      { query: 'name=a', auth: 'Bearer wrong' },
      { query: 'name=a', auth: `Basic ${TOKEN}` },
    ]) {
      const res = await upload(Buffer.from('x'), options);
      expect({ options, status: res.statusCode }).toEqual({ options, status: 401 });
    }
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await standIns.http.inject({ method, url: `${API}/videos/1` });
      expect({ method, status: res.statusCode }).toEqual({ method, status: 401 });
    }
    // Nothing was stored by the refused uploads.
    expect((await standIns.video.files()).length).toBe(2);
  });

  test('refuses a body that is not a video (415), a bad name (422) and too large a video (413), keeping nothing', async () => {
    expect((await upload(Buffer.from('{}'), { contentType: 'application/json' })).statusCode).toBe(415);
    expect((await upload(Buffer.from('x'), { contentType: 'text/plain' })).statusCode).toBe(415);
    expect(
      (await upload(Buffer.from('x'), { query: `name=${'n'.repeat(256)}&auth_token=${TOKEN}` })).statusCode,
    ).toBe(422);
    const tooLarge = await upload(randomBytes(1024 * 1024 + 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(await standIns.video.files()).toEqual([]);
    // application/octet-stream is taken too, and exactly the limit passes.
    const atLimit = await upload(randomBytes(1024 * 1024), { contentType: 'application/octet-stream' });
    expect(atLimit.statusCode).toBe(201);
  });

  test('switched down, the API answers 503 until switched up again', async () => {
    expect(
      (await standIns.http.inject({ method: 'POST', url: '/video/down', payload: { down: true } }))
        .statusCode,
    ).toBe(200);
    expect((await upload(Buffer.from('x'))).statusCode).toBe(503);
    await standIns.http.inject({ method: 'POST', url: '/video/down', payload: { down: false } });
    expect((await upload(Buffer.from('x'))).statusCode).toBe(201);
  });
});
