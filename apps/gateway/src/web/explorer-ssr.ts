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
import {
  COMMON_TEXTS_OF,
  EXPLORER_TEXTS_OF,
  type ExplorerLanguage,
  hasText,
  isExplorerLanguage,
  tableText,
} from './explorer-texts.js';

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

type ExplorerRoute =
  | { kind: 'index' }
  | { kind: 'page' | 'personal'; explorerPageId: string; demoEnrollmentStatus: string | null }
  | { kind: 'notFound' };

export type ExplorerAddress = ExplorerRoute & {
  /** The address's language prefix (`/es/benefits-explorer/…`, explorer spec §9), kept in its links. */
  languagePrefix: ExplorerLanguage | null;
};

/** The public explorer host: its first label is `explorer` (the web app's explorerHost.ts). */
export function isExplorerPublicHost(hostname: string): boolean {
  const name = hostname.toLowerCase().split(':')[0] ?? '';
  return name.split('.')[0] === 'explorer' && name.includes('.');
}

/**
 * Which explorer address a page request is (explorer spec §2): under /benefits-explorer on the main site; on
 * the public host only `/`, `/:id` and `/:id/personal-benefits-plan`, anything else the not-found page. Either
 * may start with a language prefix (`/es/…`, explorer spec §9; as the web's detectLanguage, the prefix wins
 * over a site slug `es`). Null: not the explorer's (the portal's history fallback answers).
 */
export function explorerAddressOf(hostname: string, url: string): ExplorerAddress | null {
  const [rawPath = '/', search = ''] = url.split('?');
  const demo = new URLSearchParams(search).get(DEMO_STATUS_PARAM);
  const demoEnrollmentStatus = demo && DEMO_STATUSES.has(demo) ? demo : null;
  const publicHost = isExplorerPublicHost(hostname);
  let path = rawPath.replace(/\/+$/, '') || '/';
  const first = path.split('/')[1]?.toLowerCase();
  const languagePrefix = isExplorerLanguage(first) ? first : null;
  if (languagePrefix) path = path.slice(languagePrefix.length + 1) || '/';
  const at = (route: ExplorerRoute): ExplorerAddress => ({ ...route, languagePrefix });
  if (!publicHost) {
    if (path === '/benefits-explorer') return at({ kind: 'index' });
    if (!path.startsWith('/benefits-explorer/')) return null;
    path = path.slice('/benefits-explorer'.length);
  } else if (path === '/') return at({ kind: 'index' });
  const parts = path.split('/').slice(1);
  let id: string;
  try {
    id = decodeURIComponent(parts[0] ?? '');
  } catch {
    return at({ kind: 'notFound' });
  }
  if (!id) return at({ kind: 'notFound' });
  if (parts.length === 1) return at({ kind: 'page', explorerPageId: id, demoEnrollmentStatus });
  if (parts.length === 2 && parts[1] === 'personal-benefits-plan')
    return at({ kind: 'personal', explorerPageId: id, demoEnrollmentStatus });
  return at({ kind: 'notFound' });
}

/** The query parameter that names a language (the web's LANGUAGE_QUERY_PARAM). */
export const LANGUAGE_QUERY_PARAM = 'lng';

/**
 * The first HTML's language (decision 196), explorer spec §9's order as far as the server can see it: the
 * address's prefix, `?lng=`, then the browser's languages (Accept-Language, by weight, primary tag: `es-MX`
 * is Spanish); none: English. The browser's storage comes between `lng` and its languages: only the app reads
 * it (the language switcher puts the choice in the address too, so a reload is already right).
 */
export function explorerLanguageOf(
  address: Pick<ExplorerAddress, 'languagePrefix'>,
  url: string,
  acceptLanguage: string | undefined,
): ExplorerLanguage {
  if (address.languagePrefix) return address.languagePrefix;
  const query = new URLSearchParams(url.split('?')[1] ?? '').get(LANGUAGE_QUERY_PARAM);
  const primary = (tag: string | null | undefined) => tag?.trim().toLowerCase().split('-')[0];
  const fromQuery = primary(query);
  if (isExplorerLanguage(fromQuery)) return fromQuery;
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((range, index) => {
      const [tag, ...params] = range.split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: primary(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranges.map((range) => range.tag).find(isExplorerLanguage) ?? 'en';
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

/** A language's texts for the renderer: the explorer's `t`, and the language itself (dates, amounts). */
type Texts = {
  language: ExplorerLanguage;
  table: object;
  t: (key: string, options?: Record<string, unknown>) => string;
};
const textsOf = (language: ExplorerLanguage): Texts => {
  const table = EXPLORER_TEXTS_OF[language];
  return { language, table, t: (key, options) => tableText(key, options, table) };
};
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
function planCard(plan: Plan, compare: boolean, { t, table, language }: Texts): string {
  const name = plan.planName ?? t(`benefitTypes.${plan.benefitType}`);
  const type = planTypeName(plan, t, (key) => hasText(table, key));
  const rows = planDetailRows(plan, t, language).filter((row) => row.value !== null);
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
            `<li>${e(hasText(table, `contentFlags.${flag}`) ? t(`contentFlags.${flag}`) : flag)}</li>`,
        )
        .join('')}</ul></div>`
    : '';
  // The Spanish summary when the language is Spanish and there is one (the web's PlanCard planSummaryOf).
  const spanishSummary = language === 'es' ? plan.spanishPlanSummaryDocument : null;
  const summaryDocument = spanishSummary ?? plan.planSummaryDocument;
  const summary = summaryDocument
    ? `<p class="xp-small"><a class="xp-link" href="${e(summaryDocument.url)}" target="_blank" rel="noopener">${e(
        `${t(spanishSummary ? 'page.planSummaryEs' : 'page.planSummary')}: ${summaryDocument.name}`,
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
function section(page: ExplorerPublicPage, type: ExplorerBenefitType, plans: Plan[], texts: Texts): string {
  const { t, language } = texts;
  const meta = page.benefitTypeMetadata?.[type];
  const highlighter =
    language === 'es' ? (meta?.spanishHighlighterText ?? meta?.highlighterText) : meta?.highlighterText;
  const canCompare = plans.length > 1 && plans.filter((plan) => comparable(page, plan)).length > 1;
  const video = page.medicalVideo;
  const videoHtml =
    type === 'MEDICAL' && video && video.choice !== 'NO_VIDEO' && video.document
      ? (() => {
          const spanish =
            language === 'es' && video.choice === 'ENGLISH_AND_SPANISH_VIDEO' && video.spanishTitle;
          const title = (spanish ? video.spanishTitle : video.englishTitle) ?? video.document.name;
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
    `<div class="xp-grid">${plans.map((plan) => planCard(plan, canCompare && comparable(page, plan), texts)).join('')}</div>${documentsHtml}</section>`
  );
}

/** The navigation bar (ExplorerNavBar.tsx) without the language button and the favorite count. */
function navBar(page: ExplorerPublicPage, paths: ExplorerPaths, { t }: Texts): string {
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
function supportFooter(page: ExplorerPublicPage, { t }: Texts): string {
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
const pathsFor = (publicHost: boolean, languagePrefix: ExplorerLanguage | null): ExplorerPaths => {
  const base = `${languagePrefix ? `/${languagePrefix}` : ''}${publicHost ? '' : '/benefits-explorer'}`;
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
  options: {
    publicHost?: boolean;
    year?: number;
    /** The texts' language (English by default). */
    language?: ExplorerLanguage;
    /** The address's language prefix, kept in the page's links. */
    languagePrefix?: ExplorerLanguage | null;
  } = {},
): string {
  const texts = textsOf(options.language ?? 'en');
  const { t, language } = texts;
  const paths = pathsFor(options.publicHost ?? false, options.languagePrefix ?? null);
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
      `<p>${e(t('page.enrollment', { start: formatDate(page.openEnrollmentStart ?? '', language), end: formatDate(page.openEnrollmentEnd ?? '', language) }))}</p>` +
      `${page.benefits.length > 0 ? placeholder(`<span class="xp-btn xp-btn-outline">${e(t('page.share'))}</span>`) : ''}</div>`;
    const none = page.benefits.length === 0 ? `<p>${e(t('page.noBenefits'))}</p>` : '';
    const sections = plansByType(page).map(([type, plans]) => section(page, type, plans, texts));
    content = `<div class="xp-stack xp-gap-8">${intro}${none}${sections.join('')}</div>`;
  } else {
    // The personal plan lists the visitor's favorites, kept in the browser: only the script knows them.
    content =
      `<div class="xp-stack xp-gap-6"><div class="xp-stack xp-gap-1"><h1 class="xp-h1">${e(t('personal.title'))}</h1>` +
      `<p>${e(t('personal.intro'))}</p><div class="xp-row"><a class="xp-link" href="${e(paths.page(page.vanitySlug ?? page.id))}">${e(
        t('personal.back'),
      )}</a></div></div></div>`;
  }
  return layout(
    language,
    `<div class="xp-site" data-custom-branding="${colors.custom ? 'true' : 'false'}"${style}>${navBar(page, paths, texts)}${demo}${lead}` +
      `<main class="xp-main" id="main-content" tabindex="-1">${content}</main>${supportFooter(page, texts)}</div>`,
    options.year,
  );
}

/** The explorer's layout (ExplorerLayout.tsx): skip link, the body, the footer. */
function layout(language: ExplorerLanguage, body: string, year = new Date().getFullYear()): string {
  const c = (key: string, o?: Record<string, unknown>) => tableText(key, o, COMMON_TEXTS_OF[language].common);
  return (
    `<div class="xp-app"><a class="xp-skip" href="#main-content">${e(c('skipToContent'))}</a><div class="xp-body">${body}</div>` +
    `<footer class="xp-footer"><div class="xp-footer-inner"><p>${e(c('footer.copyright', { year }))}</p><p>${e(c('footer.tagline'))}</p></div></footer></div>`
  );
}

/**
 * The not-found page's first HTML (ExplorerNotFoundPage): its heading in the layout, in the address's
 * language; the script then draws the whole page (advice, support address).
 */
export function renderExplorerNotFound(language: ExplorerLanguage, year?: number): string {
  return layout(
    language,
    `<main class="xp-main" id="main-content" tabindex="-1"><div class="xp-error"><h1 class="xp-h1">${e(
      COMMON_TEXTS_OF[language].errors.notFound,
    )}</h1></div></main>`,
    year,
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
 * render), the data before the entry script, the document title and description, and the page's language
 * (`<html lang>`, decision 196).
 */
export function explorerHtml(
  indexHtml: string,
  input: {
    title: string;
    description?: string;
    language?: ExplorerLanguage;
    content: string;
    data: { explorerPageId: string; demoEnrollmentStatus: string | null; page: unknown } | null;
  },
): string {
  const data = input.data
    ? `<script type="application/json" id="${EXPLORER_DATA_ELEMENT_ID}">${jsonForScript(input.data)}</script>`
    : '';
  // Function replacements: a `$` pattern in the page (`$$`, `$&`, a price tier) is written as it is.
  const description = input.description;
  return indexHtml
    .replace(/<html lang="[^"]*"/, () => `<html lang="${input.language ?? 'en'}"`)
    .replace(/<meta name="description" content="[^"]*"/, (meta) =>
      description === undefined ? meta : `<meta name="description" content="${escapeHtml(description)}"`,
    )
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(input.title)}</title>`)
    .replace('<div id="root"></div>', () => `<div id="root">${input.content}</div>${data}`);
}
