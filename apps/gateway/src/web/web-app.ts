import { existsSync } from 'node:fs';
import { relative, sep } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyStatic from '@fastify/static';
import type { Logger } from '@onboard/server-kit';

/** Caching of a file whose name carries its content hash: it never changes, so browsers keep it a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the history fallback, favicon …): kept, but revalidated on every use. */
export const REVALIDATE = 'no-cache';

/**
 * Vite writes the bundle as `assets/<name>-<hash>.<ext>` (8 characters of base64url); `.br` / `.gz` are the
 * pre-compressed copies of apps/web/build/precompress.ts (and `.map` the source maps). Only such names are immutable: a file of the
 * public folder (favicon.svg) keeps its name across deploys.
 */
const HASHED_ASSET = /^assets\/[^/]+-[A-Za-z0-9_-]{8}(?:\.[a-z0-9]+)+$/i;

/** `path` relative to the web app's folder, with forward slashes. */
export function cacheControlFor(path: string): string {
  return HASHED_ASSET.test(path) ? IMMUTABLE : REVALIDATE;
}

/** Requests for the bundle's folder are never pages: a missing file there is a 404, not index.html. */
export const isAssetPath = (urlPath: string): boolean => urlPath.startsWith('/assets/');

/**
 * Serves the built web app (`WEB_DIST_DIR`): the pre-compressed `.br` / `.gz` copy the request's
 * Accept-Encoding prefers (brotli first), else the file itself, always with `Vary: Accept-Encoding`, the
 * original's Content-Type and the sent file's Content-Length. Unknown page paths get index.html from the
 * error filter (history fallback, through `reply.sendFile`, so it is negotiated and cached the same way).
 * Returns false when the app is not built (only the API is served then).
 */
export async function serveWebApp(
  app: NestFastifyApplication,
  webDist: string,
  logger: Logger,
): Promise<boolean> {
  if (!existsSync(webDist)) {
    logger.warn({ webDist }, 'web app not built: only the API is served');
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    setHeaders: (res, path) => {
      void res.header('cache-control', cacheControlFor(relative(webDist, path).split(sep).join('/')));
    },
  });
  return true;
}
