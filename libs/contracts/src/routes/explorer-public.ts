import { PUBLIC, defineCalls } from './define.js';
import type { ExplorerPublicSchemas } from './explorer-public.schemas.js';

/**
 * The Benefits Explorer's public calls (explorer spec §7 public page fetch, lead-generation send, the share call;
 * decisions 167-170): no sign-in. Served by the explorer service. The page is read by many employees in the
 * same weeks: it is cacheable for a short while (public, 60 s). The lead and share calls spend the per-address
 * 'public-form' budget.
 */

/** Cache-Control of the public page and its documents: shared caches may keep it one minute. */
export const EXPLORER_PUBLIC_CACHE_CONTROL = 'public, max-age=60';
/** The public download path of a document a visible site shows (decision 168). */
export const explorerPublicDocumentPath = (explorerPageId: string, documentId: string): string =>
  `/api/explorer-pages/${encodeURIComponent(explorerPageId)}/documents/${encodeURIComponent(documentId)}`;

export const EXPLORER_PUBLIC_CALLS = defineCalls<ExplorerPublicSchemas>()('explorer', {
  /** The employee's page by id or vanity slug (any case), with the display rules of spec §2. */
  explorerPublicPage: {
    method: 'GET',
    path: '/explorer-pages/:explorerPageId',
    access: PUBLIC,
    cacheControl: EXPLORER_PUBLIC_CACHE_CONTROL,
    provides: ({ params }) => [{ type: 'ExplorerPage', id: `PUBLIC-${params.explorerPageId}` }],
  },
  /** A document a visible site shows (logo, plan summaries, benefit-type documents, video): streamed. */
  explorerPublicDocument: {
    method: 'GET',
    path: '/explorer-pages/:explorerPageId/documents/:documentId',
    access: PUBLIC,
    cacheControl: EXPLORER_PUBLIC_CACHE_CONTROL,
    file: 'stored',
  },
  /** Spec §7 lead form: e-mails the provider's sales mailbox. */
  explorerLeadSend: {
    method: 'POST',
    path: '/explorer-pages/lead-generation/send',
    access: PUBLIC,
    status: 200,
    rateLimit: 'public-form',
  },
  /** Share chosen plans by e-mail (path not in the spec: decision 169), after the reCAPTCHA check. */
  explorerShareSend: {
    method: 'POST',
    path: '/explorer-pages/:explorerPageId/share',
    access: PUBLIC,
    status: 200,
    rateLimit: 'public-form',
  },
});
