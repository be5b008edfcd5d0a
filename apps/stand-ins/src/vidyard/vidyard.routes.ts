import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * The video host (Vidyard) under /video, the part of its Dashboard API v1 Onboard uses (decision 115):
 *
 * - `POST /video/dashboard/v1/videos?name=<name>[&description=…]` with the file as the raw request body
 *   (`Content-Type: video/*` or `application/octet-stream`) → 201 and the video, status `processing`.
 * - `GET /video/dashboard/v1/videos/{id}` → 200 and the video; its processing is over once it is looked at
 *   (status `ready`), so tests and the demo need no waiting. 404 for an unknown id.
 * - `DELETE /video/dashboard/v1/videos/{id}` → 204; 404 for an unknown id.
 *
 * Every API call needs a token the stand-in knows, as Vidyard's `auth_token` query parameter or as
 * `Authorization: Bearer <token>`: 401 otherwise. Departures from Vidyard, on purpose: the real API creates a
 * video from a `media_url` it fetches; the stand-in takes the bytes in the request. No players, tags, chapters
 * or listings. `length_in_seconds` stays null (the stand-in does not decode video).
 *
 * Outside the API: `GET /video/play/{uuid}` (the embed URL: a page with a <video> element) and
 * `/video/play/{uuid}/media` (the bytes) so the demo can show an upload; `POST /video/down {"down": bool}`
 * makes the API answer 503 (an outage in tests and demos); `POST /video/reset` forgets every video.
 *
 * Videos live in a folder (`<dir>/<id>` and `<dir>/<id>.json`), written through a temporary file and
 * renamed, streamed in and out: nothing holds a whole video in memory. The folder is made on the first upload.
 */
export type VideoStandInOptions = {
  dir: string;
  /** The API tokens accepted. */
  tokens: readonly string[];
  /** Larger uploads are refused with 413 (the real host has its own limit). */
  maxBytes?: number;
};

/** The token the stand-in accepts when none is configured; also the documents service's default. */
export const DEFAULT_VIDEO_TOKEN = 'onboard-video-stand-in-token';

export const VIDEO_STATUSES = ['processing', 'ready'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** WIRE FORMAT: the video as the API answers it (a subset of Vidyard's video object). */
export type VidyardVideo = {
  id: number;
  uuid: string;
  name: string;
  description: string | null;
  status: VideoStatus;
  length_in_seconds: number | null;
  size_in_bytes: number;
  content_type: string;
  embed_url: string;
  created_at: string;
  updated_at: string;
};

type StoredVideo = Omit<VidyardVideo, 'embed_url'>;

const downBody = z.object({ down: z.boolean() });
const createQuery = z.object({
  name: z.string().trim().min(1).max(255).optional(),
  description: z.string().max(5000).optional(),
});
const DEFAULT_MAX_BYTES = 2 * 1024 ** 3;

class TooLarge extends Error {}

/** Counts bytes on the way through and fails once more than `max` have passed. */
class Limit extends Transform {
  bytes = 0;
  constructor(private readonly max: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.max) callback(new TooLarge());
    else callback(null, chunk);
  }
}

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

export class VideoStore {
  down = false;
  private nextId = 1;
  private made: Promise<unknown> | undefined;

  constructor(readonly dir: string) {}

  private path(id: number): string {
    return join(this.dir, String(id));
  }

  /** Streams `body` into the folder; the video appears once the whole body has arrived. */
  async create(
    body: NodeJS.ReadableStream,
    input: { name: string; description: string | null; contentType: string; maxBytes: number },
  ): Promise<StoredVideo> {
    this.made ??= mkdir(this.dir, { recursive: true });
    await this.made;
    const id = this.nextId++;
    const temp = join(this.dir, `.${randomUUID()}.part`);
    const limit = new Limit(input.maxBytes);
    try {
      await pipeline(body, limit, createWriteStream(temp, { flags: 'wx' }));
      const now = new Date().toISOString();
      const video: StoredVideo = {
        id,
        uuid: randomUUID(),
        name: input.name,
        description: input.description,
        status: 'processing',
        length_in_seconds: null,
        size_in_bytes: limit.bytes,
        content_type: input.contentType,
        created_at: now,
        updated_at: now,
      };
      await writeFile(`${temp}.json`, JSON.stringify(video));
      await rename(temp, this.path(id));
      await rename(`${temp}.json`, `${this.path(id)}.json`);
      return video;
    } catch (error) {
      await Promise.all([rm(temp, { force: true }), rm(`${temp}.json`, { force: true })]);
      throw error;
    }
  }

  async get(id: number): Promise<StoredVideo | undefined> {
    if (!Number.isSafeInteger(id) || id < 1) return undefined;
    try {
      return JSON.parse(await readFile(`${this.path(id)}.json`, 'utf8')) as StoredVideo;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  /** Processing ends when the video is first looked at. */
  async finishProcessing(video: StoredVideo): Promise<StoredVideo> {
    if (video.status === 'ready') return video;
    const ready: StoredVideo = { ...video, status: 'ready', updated_at: new Date().toISOString() };
    await writeFile(`${this.path(video.id)}.json`, JSON.stringify(ready));
    return ready;
  }

  async byUuid(uuid: string): Promise<StoredVideo | undefined> {
    for (const name of await readdir(this.dir).catch(() => [])) {
      if (!/^\d+\.json$/.test(name)) continue;
      const video = await this.get(Number(name.slice(0, -5)));
      if (video?.uuid === uuid) return video;
    }
    return undefined;
  }

  read(id: number): NodeJS.ReadableStream {
    return createReadStream(this.path(id));
  }

  async delete(id: number): Promise<boolean> {
    if (!(await this.get(id))) return false;
    await Promise.all([rm(this.path(id), { force: true }), rm(`${this.path(id)}.json`, { force: true })]);
    return true;
  }

  async reset(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
    this.made = undefined;
    this.down = false;
  }

  /** Every file the folder holds (videos, their metadata, unfinished uploads): what tests inspect. */
  async files(): Promise<string[]> {
    const entries = await readdir(this.dir, { withFileTypes: true }).catch(() => []);
    return entries.filter((e) => e.isFile()).map((e) => join(this.dir, e.name));
  }
}

function tokenOf(request: FastifyRequest): string | undefined {
  const query = (request.query ?? {}) as Record<string, unknown>;
  if (typeof query.auth_token === 'string' && query.auth_token !== '') return query.auth_token;
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

const apiError = (reply: FastifyReply, status: number, error: string): FastifyReply =>
  reply.code(status).send({ status, error });

type IdParams = { id: string };

export function registerVideoRoutes(app: FastifyInstance, options: VideoStandInOptions): VideoStore {
  const store = new VideoStore(options.dir);
  const tokens = new Set(options.tokens);
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const embedUrl = (request: FastifyRequest, uuid: string): string =>
    `${request.protocol}://${request.host}/video/play/${uuid}`;
  const answer = (request: FastifyRequest, video: StoredVideo): VidyardVideo => ({
    ...video,
    embed_url: embedUrl(request, video.uuid),
  });

  void app.register(
    async (api) => {
      // Video bodies are streamed by the handler from `request.raw`, whatever their size.
      const passThrough = (_request: FastifyRequest, _payload: unknown, done: (e: null) => void): void =>
        done(null);
      api.addContentTypeParser(/^video\//, passThrough);
      api.addContentTypeParser('application/octet-stream', passThrough);

      api.addHook('onRequest', async (request, reply) => {
        if (store.down)
          return apiError(reply, 503, 'The video host is unavailable (stand-in switched down).');
        const token = tokenOf(request);
        if (token === undefined || !tokens.has(token)) {
          return apiError(reply, 401, 'Invalid or missing auth_token');
        }
        return undefined;
      });

      api.post('/videos', async (request, reply) => {
        const contentType =
          String(request.headers['content-type'] ?? '')
            .split(';')[0]
            ?.trim() ?? '';
        if (!/^video\/[\w.+-]+$/.test(contentType) && contentType !== 'application/octet-stream') {
          request.raw.resume();
          return apiError(
            reply,
            415,
            'The body is the video file: Content-Type video/* or application/octet-stream',
          );
        }
        const query = createQuery.safeParse(request.query);
        if (!query.success) {
          request.raw.resume();
          return apiError(reply, 422, 'name is 1-255 characters, description at most 5000');
        }
        const declared = Number(request.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          request.raw.resume();
          return apiError(reply, 413, `Videos are at most ${maxBytes} bytes`);
        }
        try {
          const video = await store.create(request.raw, {
            name: query.data.name ?? 'Untitled',
            description: query.data.description ?? null,
            contentType,
            maxBytes,
          });
          return reply.code(201).send(answer(request, video));
        } catch (error) {
          if (error instanceof TooLarge) {
            request.raw.resume();
            return apiError(reply, 413, `Videos are at most ${maxBytes} bytes`);
          }
          throw error;
        }
      });

      api.get<{ Params: IdParams }>('/videos/:id', async (request, reply) => {
        const video = await store.get(Number(request.params.id));
        if (!video) return apiError(reply, 404, 'Video not found');
        return answer(request, await store.finishProcessing(video));
      });

      api.delete<{ Params: IdParams }>('/videos/:id', async (request, reply) => {
        if (!(await store.delete(Number(request.params.id)))) return apiError(reply, 404, 'Video not found');
        return reply.code(204).send();
      });
    },
    { prefix: '/video/dashboard/v1' },
  );

  app.get<{ Params: { uuid: string } }>('/video/play/:uuid', async (request, reply) => {
    const video = await store.byUuid(request.params.uuid);
    if (!video) return reply.code(404).type('text/plain').send('Video not found');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><meta charset="utf-8"><title>Video (stand-in)</title>` +
          `<video controls style="max-width:100%" src="/video/play/${video.uuid}/media"></video>`,
      );
  });
  app.get<{ Params: { uuid: string } }>('/video/play/:uuid/media', async (request, reply) => {
    const video = await store.byUuid(request.params.uuid);
    if (!video) return reply.code(404).type('text/plain').send('Video not found');
    return reply
      .type(video.content_type)
      .header('content-length', video.size_in_bytes)
      .send(store.read(video.id));
  });

  app.post('/video/down', async (request, reply) => {
    const body = downBody.safeParse(request.body);
    if (!body.success) return apiError(reply, 400, 'Body is {"down": true|false}');
    store.down = body.data.down;
    return { down: store.down };
  });
  app.post('/video/reset', async () => {
    await store.reset();
    return { down: store.down };
  });

  return store;
}
