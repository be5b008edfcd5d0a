import {
  DEMO_ENROLLMENT_STATUSES,
  EXPLORER_BENEFIT_TYPES,
  type ExplorerBenefitType,
  type ExplorerPublicPage,
  type PlanType,
} from '@onboard/contracts';
import {
  comparisonAvailable,
  explorerColors,
  formatDate,
  planDetailRows,
  planTypeName,
} from '@onboard/domain';
import { COMMON_TEXTS, englishText, EXPLORER_TEXTS, hasText } from './explorer-texts.js';

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

const t = (key: string, options?: Record<string, unknown>) => englishText(key, options);
const e = escapeHtml;

type Plan = ExplorerPublicPage['benefits'][number];
/** Markup of an element whose place the script's control takes: its space kept, not shown nor announced. */
const placeholder = (html: string) =>
  `<div class="xp-row" aria-hidden="true" style="visibility:hidden">${html}</div>`;

/** Plans by benefit type, in the web app's order (comparison.ts plansByType): highlighted types first. */
function plansByType(page: ExplorerPublicPage): Array<[ExplorerBenefitType, Plan[]]> {
  const meta = page.benefitTypeMetadata ?? {};
  const order = (type: ExplorerBenefitType) => meta[type]?.highlighterOrder ?? Number.MAX_SAFE_INTEGER;
  return EXPLORER_BENEFIT_TYPES.filter((type) => page.benefits.some((plan) => plan.benefitType === type))
    .sort(
      (a, b) => order(a) - order(b) || EXPLORER_BENEFIT_TYPES.indexOf(a) - EXPLORER_BENEFIT_TYPES.indexOf(b),
    )
    .map((type) => [type, page.benefits.filter((plan) => plan.benefitType === type)]);
}

function comparable(page: ExplorerPublicPage, plan: Plan): boolean {
  const latest = [...(page.policyEffectiveDates ?? [])].sort().at(-1);
  return comparisonAvailable({
    benefitType: plan.benefitType,
    planType: (plan.planType as PlanType | null) ?? null,
    policyEffectiveDate: latest === undefined ? null : latest.slice(0, 10),
    toggles: { dentalComparison: page.dentalComparison, visionComparison: page.visionComparison },
  });
}

/** A plan card's read-only part (PlanCard.tsx); the favorite, compare and estimate controls keep their space. */
function planCard(plan: Plan, compare: boolean): string {
  const name = plan.planName ?? t(`benefitTypes.${plan.benefitType}`);
  const type = planTypeName(plan, t, (key) => hasText(EXPLORER_TEXTS, key));
  const rows = planDetailRows(plan, t, 'en').filter((row) => row.value !== null);
  const underwriter = plan.legalEntity ?? plan.carrierName;
  const badges =
    type || plan.isNew
      ? `<div class="xp-row xp-gap-2">${type ? `<span class="xp-badge">${e(type)}</span>` : ''}${
          plan.isNew ? `<span class="xp-badge xp-badge-new">${e(t('page.newPlan'))}</span>` : ''
        }</div>`
      : '';
  const head =
    `<div class="xp-card-head"><div class="xp-stack xp-gap-1"><h3 class="xp-h3" id="plan-${e(plan.id)}">${e(name)}</h3>` +
    `${badges}${underwriter ? `<p class="xp-small">${e(t('page.underwriter', { name: underwriter }))}</p>` : ''}</div>` +
    `<span class="xp-btn xp-fav" aria-hidden="true" style="visibility:hidden">♡</span></div>`;
  const details = rows.length
    ? `<dl class="xp-details">${rows.map((row) => `<div class="xp-detail"><dt>${e(row.label)}</dt><dd>${e(row.value ?? '')}</dd></div>`).join('')}</dl>`
    : '';
  const flags = plan.contentFlags?.length
    ? `<div><p class="xp-strong xp-small">${e(t('page.services'))}</p><ul class="xp-list xp-small">${plan.contentFlags
        .map(
          (flag) =>
            `<li>${e(hasText(EXPLORER_TEXTS, `contentFlags.${flag}`) ? t(`contentFlags.${flag}`) : flag)}</li>`,
        )
        .join('')}</ul></div>`
    : '';
  const summary = plan.planSummaryDocument
    ? `<p class="xp-small"><a class="xp-link" href="${e(plan.planSummaryDocument.url)}" target="_blank" rel="noopener">${e(
        `${t('page.planSummary')}: ${plan.planSummaryDocument.name}`,
      )}</a></p>`
    : '';
  const estimable = plan.benefitType === 'MEDICAL' || plan.benefitType === 'DENTAL';
  const controls =
    compare || estimable
      ? placeholder(
          `${compare ? '<span class="xp-check"><input type="checkbox" disabled tabindex="-1">&nbsp;</span>' : ''}${
            estimable
              ? `<span class="xp-btn xp-btn-outline xp-btn-xs">${e(t('estimate.show', { plan: name }))}</span>`
              : ''
          }`,
        )
      : '';
  return `<article class="xp-card" aria-labelledby="plan-${e(plan.id)}">${head}${details}${flags}${summary}${controls}</article>`;
}

/** A benefit type's section (BenefitTypeSection.tsx) without its compare bar. */
function section(page: ExplorerPublicPage, type: ExplorerBenefitType, plans: Plan[]): string {
  const highlighter = page.benefitTypeMetadata?.[type]?.highlighterText;
  const canCompare = plans.length > 1 && plans.filter((plan) => comparable(page, plan)).length > 1;
  const video = page.medicalVideo;
  const videoHtml =
    type === 'MEDICAL' && video && video.choice !== 'NO_VIDEO' && video.document
      ? (() => {
          const title = video.englishTitle ?? video.document.name;
          return `<figure><video class="xp-video" controls preload="none" src="${e(video.document.url)}" title="${e(title)}"></video><figcaption class="xp-small">${e(title)}</figcaption></figure>`;
        })()
      : '';
  const documents = (page.documents ?? []).filter((document) => document.benefitType === type);
  const documentsHtml = documents.length
    ? `<div><h3 class="xp-h4">${e(t('page.documents'))}</h3><ul class="xp-list">${documents
        .map(
          (d) =>
            `<li><a class="xp-link" href="${e(d.url)}" target="_blank" rel="noopener">${e(d.name)}</a></li>`,
        )
        .join('')}</ul></div>`
    : '';
  return (
    `<section class="xp-stack xp-gap-3" aria-labelledby="type-${type}"><h2 class="xp-h2" id="type-${type}">${e(t(`benefitTypes.${type}`))}</h2>` +
    `${highlighter ? `<p class="xp-highlighter">${e(highlighter)}</p>` : ''}${videoHtml}` +
    (canCompare
      ? `<div class="xp-compare-bar" aria-hidden="true" style="visibility:hidden"><p class="xp-small">${e(t('page.compareHint'))}</p>` +
        `<span class="xp-btn xp-btn-solid">${e(t('page.compareSelected', { count: 0 }))}</span></div>`
      : '') +
    `<div class="xp-grid">${plans.map((plan) => planCard(plan, canCompare && comparable(page, plan))).join('')}</div>${documentsHtml}</section>`
  );
}

/** The navigation bar (ExplorerNavBar.tsx) without the language button and the favorite count. */
function navBar(page: ExplorerPublicPage, paths: ExplorerPaths): string {
  const slug = page.vanitySlug ?? page.id;
  const provider =
    !page.hideSunLifeLogo && !page.nonSunLifeBenefitsExplorer
      ? `<span class="xp-logo xp-provider-logo">${e(t('nav.providerLogo'))}</span>`
      : '';
  const logo = page.logo
    ? `<img class="xp-logo" src="${e(page.logo.url)}" alt="${e(t('nav.logoAlt', { name: page.clientName }))}">`
    : '';
  const platform = page.benAdminPlatform;
  const benAdmin =
    platform?.url && page.demoEnrollmentStatus === 'active'
      ? `<a class="xp-nav-strong xp-nav-underline" href="${e(platform.url)}" target="_blank" rel="noopener noreferrer">${e(
          platform.name ? t('nav.benAdmin', { name: platform.name }) : t('nav.benAdminDefault'),
        )}<span class="xp-sr-only"> ${e(t('nav.newTab'))}</span></a>`
      : '';
  const personal =
    page.benefits.length > 0 && !page.expired
      ? `<a href="${e(paths.personalPlan(slug))}" class="xp-personal xp-nav-strong"><span class="xp-fav-icon" aria-hidden="true">♥</span><span class="xp-count" aria-hidden="true" style="visibility:hidden">0</span><span class="xp-sr-only-phone">${e(
          t('nav.personalPlan'),
        )} </span></a>`
      : '';
  const language =
    page.languageFeatureToggle && !page.largeClientFeatureToggle
      ? `<span class="xp-nav-button" aria-hidden="true" style="visibility:hidden">${e(t('nav.language'))}</span>`
      : '';
  return (
    `<header class="xp-header"><nav class="xp-nav" aria-label="${e(t('nav.label'))}"><a href="${e(paths.page(slug))}" class="xp-brand">` +
    `<span class="xp-logos">${provider}${logo}</span><span class="xp-site-name">${e(page.clientName ?? '')}</span></a>` +
    `<div class="xp-nav-actions">${benAdmin}${personal}${language}</div></nav></header>`
  );
}

/** The support footer (SupportFooter.tsx). */
function supportFooter(page: ExplorerPublicPage): string {
  const consultant = page.implementationConsultant;
  if (!consultant) return '';
  const parts = [
    `<h2 class="xp-h3" id="explorer-support">${e(t('support.title'))}</h2>`,
    page.clientReleaseStatus === 'LIVE' ? `<p>${e(t('support.live'))}</p>` : '',
    `<p class="xp-strong">${e(`${t('support.consultant')}: ${consultant.name}`)}</p>`,
    consultant.phone
      ? `<p>${e(t('support.phone', { phone: '' }))}<a class="xp-link" href="tel:${e(consultant.phone)}">${e(consultant.phone)}</a></p>`
      : '',
    page.enableContactUsAppointment && page.customCalendlyLink
      ? `<p><a class="xp-link" href="${e(page.customCalendlyLink)}" target="_blank" rel="noopener noreferrer">${e(
          t('support.appointment'),
        )}<span class="xp-sr-only"> ${e(t('nav.newTab'))}</span></a></p>`
      : '',
    page.enableContactUsEmail && consultant.email
      ? `<p>${e(t('support.email', { email: '' }))}<a class="xp-link" href="mailto:${e(consultant.email)}">${e(consultant.email)}</a></p>`
      : '',
  ];
  return `<aside class="xp-support xp-stack xp-gap-1" aria-labelledby="explorer-support">${parts.join('')}</aside>`;
}

/** The address's paths (the web's explorerPaths): on the public host without the /benefits-explorer prefix. */
type ExplorerPaths = { page: (slug: string) => string; personalPlan: (slug: string) => string };
const pathsFor = (publicHost: boolean): ExplorerPaths => {
  const base = publicHost ? '' : '/benefits-explorer';
  return {
    page: (slug) => `${base}/${encodeURIComponent(slug)}`,
    personalPlan: (slug) => `${base}/${encodeURIComponent(slug)}/personal-benefits-plan`,
  };
};

/**
 * The page as the app first renders it (ExplorerLayout, ExplorerSiteFrame, ExplorerPage or PersonalPlanPage),
 * with the app's `xp-` classes (explorer.css, inlined into the page) and English texts (decision 177): the
 * navigation bar, banners, heading, every benefit type's plan cards (their read-only part: the script's
 * controls keep their space, hidden), the support footer and the footer. The site's colours as custom
 * properties, only from branding's validated hex values.
 */
export function renderExplorerContent(
  page: ExplorerPublicPage,
  kind: 'page' | 'personal',
  options: { publicHost?: boolean; year?: number } = {},
): string {
  const paths = pathsFor(options.publicHost ?? false);
  const colors = explorerColors(page);
  // explorerColors answers its defaults or normalised `#rrggbb` values; checked again before a style attribute.
  const hex = /^#[0-9a-f]{6}$/;
  const style =
    hex.test(colors.brand) && hex.test(colors.contrast)
      ? ` style="--explorer-brand:${colors.brand};--explorer-contrast:${colors.contrast}"`
      : '';
  const demo = !page.isLive
    ? `<div class="xp-banner xp-banner-demo"><div class="xp-row"><p class="xp-strong">${e(t('demo.banner'))}</p>${placeholder(
        DEMO_ENROLLMENT_STATUSES.map(
          (s) => `<span class="xp-btn xp-btn-xs xp-btn-outline">${e(t(`demo.${s}`))}</span>`,
        ).join(''),
      )}</div></div>`
    : '';
  const lead = `<div class="xp-banner xp-banner-lead"><div class="xp-row"><p>${e(t('lead.banner'))}</p>${placeholder(
    `<span class="xp-btn xp-btn-outline">${e(t('lead.open'))}</span>`,
  )}</div></div>`;
  let content: string;
  if (kind === 'page') {
    const intro =
      `<div class="xp-stack xp-gap-1"><h1 class="xp-h1">${e(page.name)}</h1>` +
      `${page.planYear ? `<p>${e(t('page.planYear', { planYear: page.planYear }))}</p>` : ''}` +
      `<p>${e(t('page.enrollment', { start: formatDate(page.openEnrollmentStart ?? '', 'en'), end: formatDate(page.openEnrollmentEnd ?? '', 'en') }))}</p>` +
      `${page.benefits.length > 0 ? placeholder(`<span class="xp-btn xp-btn-outline">${e(t('page.share'))}</span>`) : ''}</div>`;
    const none = page.benefits.length === 0 ? `<p>${e(t('page.noBenefits'))}</p>` : '';
    const sections = plansByType(page).map(([type, plans]) => section(page, type, plans));
    content = `<div class="xp-stack xp-gap-8">${intro}${none}${sections.join('')}</div>`;
  } else {
    // The personal plan lists the visitor's favorites, kept in the browser: only the script knows them.
    content =
      `<div class="xp-stack xp-gap-6"><div class="xp-stack xp-gap-1"><h1 class="xp-h1">${e(t('personal.title'))}</h1>` +
      `<p>${e(t('personal.intro'))}</p><div class="xp-row"><a class="xp-link" href="${e(paths.page(page.vanitySlug ?? page.id))}">${e(
        t('personal.back'),
      )}</a></div></div></div>`;
  }
  const year = options.year ?? new Date().getFullYear();
  const c = (key: string, o?: Record<string, unknown>) => englishText(key, o, COMMON_TEXTS);
  return (
    `<div class="xp-app"><a class="xp-skip" href="#main-content">${e(c('skipToContent'))}</a><div class="xp-body">` +
    `<div class="xp-site" data-custom-branding="${colors.custom ? 'true' : 'false'}"${style}>${navBar(page, paths)}${demo}${lead}` +
    `<main class="xp-main" id="main-content" tabindex="-1">${content}</main>${supportFooter(page)}</div></div>` +
    `<footer class="xp-footer"><div class="xp-footer-inner"><p>${e(c('footer.copyright', { year }))}</p><p>${e(c('footer.tagline'))}</p></div></footer></div>`
  );
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
  // Function replacements: a `$` pattern in the page (`$$`, `$&`, a price tier) is written as it is.
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(input.title)}</title>`)
    .replace('<div id="root"></div>', () => `<div id="root">${input.content}</div>${data}`);
}
