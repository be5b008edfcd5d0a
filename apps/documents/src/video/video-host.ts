import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { DomainError, OutsideSystemUnavailableError, type Logger } from '@onboard/server-kit';
import { z } from 'zod';
import type { VideoHostConfig } from './video-host.config.js';

/** A video on its way to the host. `body` is read to the end, or destroyed when the upload is refused. */
export type VideoUpload = {
  body: Readable;
  /** The user's file name: the video's name at the host (the host never sees it as a path). */
  filename: string;
  /** `video/*` (or `application/octet-stream`), as the caller sniffed it. */
  contentType: string;
  /** The byte count when known beforehand: larger than VIDEO_MAX_BYTES is refused before a byte is sent. */
  size?: number;
};

/** What Onboard keeps of a hosted video (decision 115): the host's id and how to show it. */
export type HostedVideo = {
  /** The host's id (Vidyard's numeric video id, as text): what the delete route takes. */
  vidyardId: string;
  uuid: string;
  /** The player's address, for an iframe. */
  embedUrl: string;
  /** `processing` until the host has transcoded the video, then `ready` (the host may add others). */
  status: string;
  name: string;
  lengthInSeconds: number | null;
};

/**
 * Where the documents service hosts videos (spec §7: POST .../documents/vidyard/upload, DELETE
 * .../documents/vidyard/delete/{vidyardId}): Vidyard, or its stand-in, by VIDEO_HOST_URL. Failures the
 * caller cannot fix (host unreachable, timeouts, 5xx, a token the host refuses) are OutsideSystemUnavailableError (videoHost)
 * (VIDEO_HOST_UNAVAILABLE, 503); too large a video PAYLOAD_TOO_LARGE; a file the host refuses
 * VALIDATION_FAILED.
 */
export type VideoHost = {
  /** Streams the video to the host; resolves once the host has it (usually still `processing`). */
  upload(input: VideoUpload): Promise<HostedVideo>;
  /** The video as the host has it now, or undefined when the host has no such video. */
  get(vidyardId: string): Promise<HostedVideo | undefined>;
  /** Idempotent: a video the host does not have (already deleted) is success. */
  delete(vidyardId: string): Promise<void>;
};

/** DI token of the service's VideoHost. */
export const VIDEO_HOST = Symbol('VIDEO_HOST');

/** Vidyard's ids are positive integers; anything else cannot name a hosted video. */
const VIDYARD_ID = /^[1-9]\d{0,19}$/;

/**
 * The fields of Vidyard's video object Onboard reads; the host sends more (ignored). `embed_url` is the
 * stand-in's; Vidyard's player for a video is at play.vidyard.com/<uuid>.
 */
const videoAnswer = z.object({
  id: z.union([z.number().int().positive(), z.string().regex(VIDYARD_ID)]).transform(String),
  uuid: z.string().min(1),
  name: z.string().nullish(),
  status: z.string().min(1),
  embed_url: z.url().nullish(),
  length_in_seconds: z.number().nonnegative().nullish(),
});
const errorAnswer = z.object({ error: z.string() }).partial();

class TooLarge extends Error {}

/** Counts bytes on the way through; fails once more than `max` have passed (the upload is then cut). */
class SizeLimit extends Transform {
  private bytes = 0;
  constructor(private readonly max: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.max) callback(new TooLarge());
    else callback(null, chunk);
  }
}

type Answer = { status: number; body: unknown };

/**
 * Vidyard's Dashboard API v1 over fetch: `POST /dashboard/v1/videos` with the file as the request body,
 * `GET` and `DELETE /dashboard/v1/videos/{id}`; the token as Vidyard's `auth_token` query parameter. The
 * upload streams: the body goes through a byte counter to the socket, never whole in memory.
 */
export class VidyardVideoHost implements VideoHost {
  private readonly baseUrl: string;

  constructor(
    private readonly config: VideoHostConfig,
    private readonly logger?: Logger,
  ) {
    this.baseUrl = `${config.VIDEO_HOST_URL.replace(/\/+$/, '')}/dashboard/v1/videos`;
  }

  async upload(input: VideoUpload): Promise<HostedVideo> {
    const max = this.config.VIDEO_MAX_BYTES;
    if (input.size !== undefined && input.size > max) {
      input.body.destroy();
      throw tooLarge(max);
    }
    const limit = new SizeLimit(max);
    const abort = new AbortController();
    let sourceError: unknown;
    let overLimit = false;
    input.body.once('error', (error) => {
      sourceError = error;
      limit.destroy(error);
    });
    limit.once('error', (error) => {
      if (error instanceof TooLarge) overLimit = true;
      input.body.destroy();
      abort.abort(error);
    });
    input.body.pipe(limit);

    const headers: Record<string, string> = { 'content-type': input.contentType, accept: 'application/json' };
    // Declared, the host can refuse too large a video at once; undici checks the body matches it.
    if (input.size !== undefined) headers['content-length'] = String(input.size);
    const query = new URLSearchParams({ name: input.filename.slice(0, 255) || 'Video' });
    let answer: Answer;
    try {
      answer = await this.call('POST', this.baseUrl, query, this.config.VIDEO_UPLOAD_TIMEOUT_MS, {
        headers,
        // A Node stream is an async iterable, which undici's fetch streams (hence duplex 'half').
        body: limit as unknown as NonNullable<RequestInit['body']>,
        duplex: 'half',
        signal: abort.signal,
      });
    } catch (error) {
      if (overLimit) throw tooLarge(max);
      if (sourceError !== undefined) throw sourceError; // the caller's stream broke, not the host
      throw error;
    } finally {
      if (!input.body.readableEnded) input.body.destroy();
    }
    if (answer.status === 413) throw tooLarge(max);
    if (answer.status === 400 || answer.status === 415 || answer.status === 422) {
      const reason = errorAnswer.safeParse(answer.body).data?.error;
      throw new DomainError(
        'VALIDATION_FAILED',
        `The video host refused the file${reason ? `: ${reason}` : ''}`,
      );
    }
    return this.video(answer, 'upload');
  }

  async get(vidyardId: string): Promise<HostedVideo | undefined> {
    if (!VIDYARD_ID.test(vidyardId)) return undefined;
    const answer = await this.call('GET', `${this.baseUrl}/${vidyardId}`);
    if (answer.status === 404) return undefined;
    return this.video(answer, 'lookup');
  }

  async delete(vidyardId: string): Promise<void> {
    if (!VIDYARD_ID.test(vidyardId)) return;
    const answer = await this.call('DELETE', `${this.baseUrl}/${vidyardId}`);
    if (answer.status === 404) return;
    if (answer.status < 200 || answer.status >= 300) throw this.unavailable('delete', answer.status);
  }

  private video(answer: Answer, what: string): HostedVideo {
    if (answer.status < 200 || answer.status >= 300) throw this.unavailable(what, answer.status);
    const parsed = videoAnswer.safeParse(answer.body);
    if (!parsed.success) {
      // The host answered, but not as we read it: a changed API, not a passing outage.
      this.logger?.error({ what, issues: parsed.error.issues }, 'video host answer not understood');
      throw new OutsideSystemUnavailableError('videoHost', `${what}: answer not understood`);
    }
    const video = parsed.data;
    return {
      vidyardId: video.id,
      uuid: video.uuid,
      embedUrl: video.embed_url ?? `https://play.vidyard.com/${encodeURIComponent(video.uuid)}`,
      status: video.status,
      name: video.name ?? '',
      lengthInSeconds: video.length_in_seconds ?? null,
    };
  }

  private unavailable(what: string, status: number): OutsideSystemUnavailableError {
    // 401/403 too: the token is Onboard's configuration, nothing the user can change.
    this.logger?.warn({ what, status }, 'the video host refused a call');
    return new OutsideSystemUnavailableError('videoHost', `${what}: HTTP ${status}`);
  }

  /**
   * One call bounded by `timeoutMs` (headers and body). The token travels as `auth_token`, so the URL is
   * never logged. Network failures and timeouts → OutsideSystemUnavailableError (videoHost).
   */
  private async call(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    query = new URLSearchParams(),
    timeoutMs = this.config.VIDEO_HOST_TIMEOUT_MS,
    init: RequestInit & { duplex?: 'half' } = {},
  ): Promise<Answer> {
    query.set('auth_token', this.config.VIDEO_HOST_TOKEN);
    const path = new URL(url).pathname;
    const signal = init.signal
      ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)])
      : AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetch(`${url}?${query.toString()}`, {
        ...init,
        method,
        headers: { accept: 'application/json', ...(init.headers as Record<string, string> | undefined) },
        signal,
      });
      const text = await response.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined; // an HTML error page from a proxy in front of the host
      }
      return { status: response.status, body };
    } catch (error) {
      if (init.signal?.aborted) throw error; // our own abort: the caller names the cause
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      this.logger?.warn(
        { method, path, err: error, timeoutMs: timedOut ? timeoutMs : undefined },
        timedOut ? 'the video host did not answer in time' : 'the video host is unreachable',
      );
      throw new OutsideSystemUnavailableError(
        'videoHost',
        `${method} ${path}: ${timedOut ? 'timeout' : 'unreachable'}`,
      );
    }
  }
}

const tooLarge = (max: number): DomainError =>
  new DomainError('PAYLOAD_TOO_LARGE', `Videos can be at most ${formatBytes(max)}`);

function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3 && bytes % 1024 ** 3 === 0) return `${bytes / 1024 ** 3} GiB`;
  if (bytes >= 1024 ** 2 && bytes % 1024 ** 2 === 0) return `${bytes / 1024 ** 2} MiB`;
  return `${bytes} bytes`;
}
