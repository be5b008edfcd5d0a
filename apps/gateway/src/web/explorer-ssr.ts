import type { ExplorerPublicPage } from '@onboard/contracts';

/*
 * The public explorer's first HTML (issue 16 item 7, decision 177): for its three addresses the gateway sends
 * the web app's index.html with the page's plan content already in it (a small HTML renderer of the page
 * fetch's answer, no React on the server) and that answer inlined as JSON for the client to take over without
 * a second fetch. Every text of the site is escaped; the JSON cannot close its script element.
 */

/** The id of the script element with the page's data (the web app's EXPLORER_DATA_ELEMENT_ID). */
export const EXPLORER_DATA_ELEMENT_ID = 'explorer-page-data';
const DEMO_STATUSES = new Set(['pre', 'active', 'post']);
/** The address's demo view (the web app's DemoBanner DEMO_STATUS_PARAM: `?enrollment=pre`). */
export const DEMO_STATUS_PARAM = 'enrollment';

export type ExplorerAddress =
  | { kind: 'index' }
  | { kind: 'page' | 'personal'; explorerPageId: string; demoEnrollmentStatus: string | null }
  | { kind: 'notFound' };

/** The public explorer host: its first label is `explorer` (the web app's explorerHost.ts). */
export function isExplorerPublicHost(hostname: string): boolean {
  const name = hostname.toLowerCase().split(':')[0] ?? '';
  return name.split('.')[0] === 'explorer' && name.includes('.');
}

/**
 * Which explorer address a page request is (explorer spec §2): under /benefits-explorer on the main site; on
 * the public host only `/`, `/:id` and `/:id/personal-benefits-plan`, anything else the not-found page. Null:
 * not the explorer's (the portal's history fallback answers).
 */
export function explorerAddressOf(hostname: string, url: string): ExplorerAddress | null {
  const [rawPath = '/', search = ''] = url.split('?');
  const demo = new URLSearchParams(search).get(DEMO_STATUS_PARAM);
  const demoEnrollmentStatus = demo && DEMO_STATUSES.has(demo) ? demo : null;
  const publicHost = isExplorerPublicHost(hostname);
  let path = rawPath.replace(/\/+$/, '') || '/';
  if (!publicHost) {
    if (path === '/benefits-explorer') return { kind: 'index' };
    if (!path.startsWith('/benefits-explorer/')) return null;
    path = path.slice('/benefits-explorer'.length);
  } else if (path === '/') return { kind: 'index' };
  const parts = path.split('/').slice(1);
  let id: string;
  try {
    id = decodeURIComponent(parts[0] ?? '');
  } catch {
    return { kind: 'notFound' };
  }
  if (!id) return { kind: 'notFound' };
  if (parts.length === 1) return { kind: 'page', explorerPageId: id, demoEnrollmentStatus };
  if (parts.length === 2 && parts[1] === 'personal-benefits-plan')
    return { kind: 'personal', explorerPageId: id, demoEnrollmentStatus };
  return { kind: 'notFound' };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML content or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** JSON safe inside a script element: no `<` (so no `</script>` nor `<!--`), no line separators. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const TYPE_NAMES: Record<string, string> = {
  MEDICAL: 'Medical',
  DENTAL: 'Dental',
  VISION: 'Vision',
  LIFE: 'Life',
  DISABILITY: 'Disability',
};

const typeName = (type: string) =>
  TYPE_NAMES[type] ?? type.charAt(0) + type.slice(1).toLowerCase().replace(/_/g, ' ');

/** The styles of the first HTML's content: plain, legible on a phone, before any script. */
const STYLE = `<style>#explorer-ssr{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1a202c;max-width:72rem;margin:0 auto;padding:1.5rem 1rem}#explorer-ssr h1{font-size:1.875rem;line-height:1.2;margin:0 0 .5rem}#explorer-ssr h2{font-size:1.5rem;margin:2rem 0 .75rem}#explorer-ssr ul{list-style:none;padding:0;margin:0;display:grid;gap:1rem}#explorer-ssr li{border:1px solid #cbd5e0;border-radius:.5rem;padding:1rem}#explorer-ssr h3{font-size:1.125rem;margin:0}#explorer-ssr p{margin:.25rem 0}</style>`;

/** The page's plan content as HTML: its name, plan year and every benefit type's plans. */
export function renderExplorerContent(page: ExplorerPublicPage, kind: 'page' | 'personal'): string {
  const byType = new Map<string, ExplorerPublicPage['benefits']>();
  for (const plan of page.benefits)
    byType.set(plan.benefitType, [...(byType.get(plan.benefitType) ?? []), plan]);
  const sections = [...byType]
    .map(([type, plans]) => {
      const items = plans
        .map((plan) => {
          const name = plan.planName ?? plan.planTypeDisplayName ?? typeName(type);
          const details = [plan.planTypeDisplayName, plan.carrierName].filter(Boolean) as string[];
          return `<li><h3>${escapeHtml(name)}</h3>${details.map((d) => `<p>${escapeHtml(d)}</p>`).join('')}</li>`;
        })
        .join('');
      return `<section><h2>${escapeHtml(typeName(type))}</h2><ul>${items}</ul></section>`;
    })
    .join('');
  const year = page.planYear ? `<p>${escapeHtml(`Plan year ${page.planYear}`)}</p>` : '';
  // The personal plan lists the visitor's favorites, kept in the browser: only the script knows them.
  const body = kind === 'page' ? sections : '';
  return `${STYLE}<main id="explorer-ssr"><h1>${escapeHtml(page.name)}</h1>${year}${body}</main>`;
}

/** A stylesheet the page links from the bundle (`/assets/<name>-<hash>.css`). */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="\/(assets\/[^"/]+-[A-Za-z0-9_-]{8}\.css)"[^>]*>/g;

/**
 * The page's stylesheets written into it (decision 178): a linked stylesheet blocks the first paint for a
 * round trip, which on a phone's network was most of the time to the first paint; the explorer's CSS is a few
 * kB. `read` answers a file of the bundle (undefined: the link is kept). A `</style` in a file could not
 * close the element: it is escaped.
 */
export function inlineStylesheets(html: string, read: (path: string) => string | undefined): string {
  return html.replace(STYLESHEET_LINK, (link, path: string) => {
    const css = read(path);
    return css === undefined ? link : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

/**
 * index.html with the page in it: the content inside the root element (React replaces it on its first
 * render), the data before the entry script, and the document title.
 */
export function explorerHtml(
  indexHtml: string,
  input: {
    title: string;
    content: string;
    data: { explorerPageId: string; demoEnrollmentStatus: string | null; page: unknown } | null;
  },
): string {
  const data = input.data
    ? `<script type="application/json" id="${EXPLORER_DATA_ELEMENT_ID}">${jsonForScript(input.data)}</script>`
    : '';
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(input.title)}</title>`)
    .replace('<div id="root"></div>', `<div id="root">${input.content}</div>${data}`);
}
