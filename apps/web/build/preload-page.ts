import { resolve } from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';

type Chunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; imports: string[] };
type Bundle = Record<string, Chunk | { type: 'asset' }>;

/** The chunk `fileName` and every chunk it imports statically, transitively (what running it needs). */
export function staticClosure(bundle: Bundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) staticClosure(bundle, imported, into);
  return into;
}

/**
 * Adds `<link rel="modulepreload">` to index.html for the lazily loaded modules `pages` (paths under the web
 * app's root) and the chunks they import that the entry does not already load. The browser then fetches them
 * with the entry's chunks instead of after the entry has run. For the sign-in page, the first page of every
 * visit that has no session: the others pay its few kB once (hashed names, cached for a year).
 */
export function preloadPage(...pages: string[]): Plugin {
  let pageIds: string[] = [];
  let base = '/';
  return {
    name: 'onboard:preload-page',
    apply: 'build',
    configResolved(config) {
      pageIds = pages.map((page) => resolve(config.root, page));
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk, path }) {
        // Only the portal's page: the explorer's lean entry (explorer.html) has no sign-in page.
        if (!bundle || !chunk || !path.endsWith('/index.html')) return [];
        const chunks = bundle as unknown as Bundle;
        const loadedByEntry = staticClosure(chunks, chunk.fileName);
        // Each file once, even when two of the pages import it.
        const preloaded = new Set<string>();
        for (const [index, pageId] of pageIds.entries()) {
          const pageChunk = Object.values(chunks).find(
            (c): c is Chunk => c.type === 'chunk' && c.facadeModuleId === pageId,
          );
          if (!pageChunk) throw new Error(`preloadPage: no chunk has ${pages[index]} as its entry`);
          for (const fileName of staticClosure(chunks, pageChunk.fileName))
            if (!loadedByEntry.has(fileName)) preloaded.add(fileName);
        }
        return [...preloaded].map((fileName): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
