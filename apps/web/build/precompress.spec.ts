/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { MIN_BYTES, precompressDir } from './precompress.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const text = (n: number) => Array.from({ length: n }, (_, i) => `const v${i} = "value ${i}";`).join('\n');

test('writes a .br and a .gz beside every compressible file that decode to the original', async () => {
  const js = text(200);
  const html = `<!doctype html>${'<p>padding</p>'.repeat(100)}`;
  writeFileSync(join(dir, 'assets/index-AbCd1234.js'), js);
  writeFileSync(join(dir, 'assets/index-AbCd1234.css'), `.a{color:red}\n`.repeat(100));
  writeFileSync(join(dir, 'index.html'), html);

  const done = await precompressDir(dir);

  expect(done.map((d) => d.file).sort()).toEqual([
    'assets/index-AbCd1234.css',
    'assets/index-AbCd1234.js',
    'index.html',
  ]);
  expect(brotliDecompressSync(readFileSync(join(dir, 'assets/index-AbCd1234.js.br'))).toString()).toBe(js);
  expect(gunzipSync(readFileSync(join(dir, 'assets/index-AbCd1234.js.gz'))).toString()).toBe(js);
  expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br'))).toString()).toBe(html);
  for (const d of done) {
    expect(d.br).toBeLessThan(d.bytes);
    expect(d.gzip).toBeLessThan(d.bytes);
  }
});

test('leaves alone small files, source maps, images and build metadata', async () => {
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>'.padEnd(MIN_BYTES - 1, ' '));
  writeFileSync(join(dir, 'assets/index-AbCd1234.js.map'), JSON.stringify({ mappings: text(200) }));
  writeFileSync(join(dir, 'assets/photo-AbCd1234.png'), Buffer.alloc(4096, 7));
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify({ big: text(200) }));

  expect(await precompressDir(dir)).toEqual([]);
  expect(readdirSync(join(dir, 'assets')).sort()).toEqual(['index-AbCd1234.js.map', 'photo-AbCd1234.png']);
  expect(readdirSync(join(dir, '.vite'))).toEqual(['manifest.json']);
});
