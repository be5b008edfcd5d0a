import { loadConfig } from '@onboard/server-kit';
import { z } from 'zod';

/**
 * The video host's settings (decision 115), validated once at boot from the documents service's environment.
 * The defaults reach the stand-ins' Vidyard on the machine of `npm start`; production sets VIDEO_HOST_URL
 * to Vidyard's API and VIDEO_HOST_TOKEN to a token of Onboard's Vidyard folder.
 */
export const videoHostEnv = z.object({
  /** The API's base URL; `/dashboard/v1/videos` is appended. Vidyard: https://api.vidyard.com. */
  VIDEO_HOST_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4100/video'),
  /** SECRET. The API token (Vidyard's `auth_token`); the default is the one the stand-in accepts. */
  VIDEO_HOST_TOKEN: z.string().min(1).default('onboard-video-stand-in-token'),
  /** Largest video accepted for upload, in bytes (default 1 GiB); larger ones are refused before sending. */
  VIDEO_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(1024 ** 3),
  /** How long a lookup or a deletion may take, connection and answer included (ms). */
  VIDEO_HOST_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** How long an upload may take from its first byte to the host's answer (ms; default 30 minutes). */
  VIDEO_UPLOAD_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(6 * 3_600_000)
    .default(1_800_000),
});
export type VideoHostConfig = z.infer<typeof videoHostEnv>;

/** Read once at boot; throws ConfigError naming every bad variable. */
export const loadVideoHostConfig = (env: Record<string, string | undefined>): VideoHostConfig =>
  loadConfig(videoHostEnv, env);
