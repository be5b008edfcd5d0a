import type { FactoryProvider } from '@nestjs/common';
import { ENV, LOGGER, type Logger } from '@onboard/server-kit';
import { VIDEO_HOST, VidyardVideoHost, type VideoHost } from './video-host.js';
import { loadVideoHostConfig } from './video-host.config.js';

/** VIDEO_HOST for the documents module: Vidyard's API (or its stand-in) at VIDEO_HOST_URL (decision 115). */
export const videoHostProvider: FactoryProvider<VideoHost> = {
  provide: VIDEO_HOST,
  inject: [ENV, LOGGER],
  useFactory: (env: Record<string, string | undefined>, logger: Logger) =>
    new VidyardVideoHost(loadVideoHostConfig(env), logger),
};
