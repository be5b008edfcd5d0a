import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing. Source maps are left alone: only developer tools ever fetch them. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;
/**
 * Below this a compressed copy saves less than a packet and costs a file per encoding: the gateway then
 * sends the original (same threshold as nginx's common `gzip_min_length 1k` setups and most build plugins).
 */
export const MIN_BYTES = 1024;

export type Compressed = { file: string; bytes: number; br: number; gzip: number };

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      // Vite's manifest folder (.vite) is build metadata, not served.
      if (!entry.name.startsWith('.')) yield* filesUnder(path);
    } else if (entry.isFile()) {
      yield path;
    }
  }
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible file of
 * `dir` of at least MIN_BYTES, each only when it is smaller than the original. The gateway (@fastify/static
 * with `preCompressed`) picks one by the request's Accept-Encoding, so nothing is compressed per request.
 */
export async function precompressDir(dir: string): Promise<Compressed[]> {
  const files: string[] = [];
  for await (const path of filesUnder(dir)) {
    if (COMPRESSIBLE.test(path) && (await stat(path)).size >= MIN_BYTES) files.push(path);
  }
  // zlib's async calls run on libuv's thread pool: all files at once use every core.
  return Promise.all(
    files.map(async (path): Promise<Compressed> => {
      const source = await readFile(path);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < source.length) await writeFile(`${path}.br`, br);
      if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
      return { file: relative(dir, path), bytes: source.length, br: br.length, gzip: gz.length };
    }),
  );
}

/** Vite plugin: pre-compress the build output once it is written (every `vite build`: npm start, Docker). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'onboard:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // writeBundle runs after the chunks and the public folder's files are on disk.
    async writeBundle() {
      await precompressDir(outDir);
    },
  };
}
