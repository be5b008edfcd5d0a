import { describe, expect, test } from '@jest/globals';
import type { ExplorerPublicPage } from '@onboard/contracts';
import {
  EXPLORER_DATA_ELEMENT_ID,
  explorerAddressOf,
  explorerHtml,
  inlineStylesheets,
  jsonForScript,
  renderExplorerContent,
} from './explorer-ssr.js';

const INDEX =
  '<html><head><title>Onboard</title></head><body><div id="root"></div><script type="module" src="/assets/index-abcdefgh.js"></script></body></html>';
const EVIL = '</script><script>alert(1)</script><img src=x onerror="alert(2)">';

const page = (overrides: Partial<ExplorerPublicPage> = {}) =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Northwind Foods Benefits',
    planYear: '2027',
    benefits: [
      {
        id: 'a',
        benefitType: 'MEDICAL',
        planName: 'Open Access PPO 1500',
        planTypeDisplayName: 'PPO',
        carrierName: 'Sun Life',
      },
      {
        id: 'b',
        benefitType: 'DENTAL',
        planName: 'Dental Prepaid Plan',
        planTypeDisplayName: 'DHMO',
        carrierName: null,
      },
    ],
    ...overrides,
  }) as unknown as ExplorerPublicPage;

describe('explorer addresses (explorer spec §2)', () => {
  test('the main site: under /benefits-explorer, with the demo view of the query', () => {
    expect(explorerAddressOf('onboard.example.com', '/benefits-explorer')).toEqual({
      kind: 'index',
      languagePrefix: null,
    });
    expect(
      explorerAddressOf('onboard.example.com', '/benefits-explorer/northwind-foods?enrollment=pre'),
    ).toEqual({
      kind: 'page',
      explorerPageId: 'northwind-foods',
      demoEnrollmentStatus: 'pre',
      languagePrefix: null,
    });
    expect(
      explorerAddressOf('onboard.example.com', '/benefits-explorer/x/personal-benefits-plan?enrollment=bad'),
    ).toEqual({
      kind: 'personal',
      explorerPageId: 'x',
      demoEnrollmentStatus: null,
      languagePrefix: null,
    });
    expect(explorerAddressOf('onboard.example.com', '/login')).toBeNull();
    expect(explorerAddressOf('onboard.example.com', '/')).toBeNull();
  });

  test('the public host: only its three routes, anything else not found', () => {
    expect(explorerAddressOf('explorer.example.com', '/')).toEqual({ kind: 'index', languagePrefix: null });
    expect(explorerAddressOf('explorer.example.com:3000', '/northwind-foods')).toMatchObject({
      kind: 'page',
      explorerPageId: 'northwind-foods',
    });
    expect(
      explorerAddressOf('explorer.example.com', '/northwind-foods/personal-benefits-plan'),
    ).toMatchObject({ kind: 'personal' });
    expect(explorerAddressOf('explorer.example.com', '/northwind-foods/admin')).toEqual({
      kind: 'notFound',
      languagePrefix: null,
    });
    expect(explorerAddressOf('explorer.example.com', '/a/b/c')).toEqual({
      kind: 'notFound',
      languagePrefix: null,
    });
  });

  test('a language prefix before either (explorer spec §9, decision 196): kept, the rest matched as without it', () => {
    expect(explorerAddressOf('onboard.example.com', '/es/benefits-explorer/northwind-foods')).toEqual({
      kind: 'page',
      explorerPageId: 'northwind-foods',
      demoEnrollmentStatus: null,
      languagePrefix: 'es',
    });
    expect(explorerAddressOf('onboard.example.com', '/ES/benefits-explorer/')).toEqual({
      kind: 'index',
      languagePrefix: 'es',
    });
    expect(
      explorerAddressOf('onboard.example.com', '/en/benefits-explorer/x/personal-benefits-plan'),
    ).toMatchObject({
      kind: 'personal',
      languagePrefix: 'en',
    });
    expect(explorerAddressOf('onboard.example.com', '/es/login')).toBeNull();
    expect(explorerAddressOf('onboard.example.com', '/es')).toBeNull();
    expect(explorerAddressOf('onboard.example.com', '/fr/benefits-explorer/x')).toBeNull();
    expect(explorerAddressOf('explorer.example.com', '/es')).toEqual({ kind: 'index', languagePrefix: 'es' });
    expect(explorerAddressOf('explorer.example.com', '/es/x/personal-benefits-plan')).toMatchObject({
      kind: 'personal',
      explorerPageId: 'x',
      languagePrefix: 'es',
    });
    expect(explorerAddressOf('explorer.example.com', '/es/x/y')).toEqual({
      kind: 'notFound',
      languagePrefix: 'es',
    });
  });
});

describe('the first HTML of a page', () => {
  test('has the plan names inside the root element and the data before the entry script', () => {
    const html = explorerHtml(INDEX, {
      title: 'Your Benefits Explorer',
      content: renderExplorerContent(page(), 'page'),
      data: { explorerPageId: 'northwind-foods', demoEnrollmentStatus: null, page: page() },
    });
    expect(html).toContain('<title>Your Benefits Explorer</title>');
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf(`<script type="application/json"`));
    expect(root).toContain('<h1 class="xp-h1">Northwind Foods Benefits</h1>');
    expect(root).toContain('<h3 class="xp-h3" id="plan-a">Open Access PPO 1500</h3>');
    expect(root).toContain('<h2 class="xp-h2" id="type-DENTAL">Dental</h2>');
    const data = new RegExp(
      `<script type="application/json" id="${EXPLORER_DATA_ELEMENT_ID}">([^<]*)</script>`,
    ).exec(html);
    expect(JSON.parse(data?.[1] ?? 'null')).toMatchObject({
      explorerPageId: 'northwind-foods',
      page: { name: 'Northwind Foods Benefits' },
    });
    expect(html.indexOf(EXPLORER_DATA_ELEMENT_ID)).toBeLessThan(html.indexOf('/assets/index-abcdefgh.js'));
  });

  test('the personal plan does not list plans (the favorites are in the browser)', () => {
    const html = renderExplorerContent(page(), 'personal');
    expect(html).not.toContain('Open Access PPO 1500');
    expect(html).not.toContain('xp-card');
    expect(html).toContain('<h1 class="xp-h1">My personal benefits plan</h1>');
    expect(html).toContain('href="/benefits-explorer/00000000-0000-4000-8000-000000000001"');
    expect(renderExplorerContent(page({ vanitySlug: 'nw' }), 'personal', { publicHost: true })).toContain(
      '<a class="xp-link" href="/nw">Back to all benefits</a>',
    );
  });

  test('the app’s structure and classes: layout, navigation bar, heading, sections, cards', () => {
    const html = renderExplorerContent(
      page({
        clientName: 'Northwind Foods',
        vanitySlug: 'northwind-foods',
        openEnrollmentStart: '2026-11-01',
        openEnrollmentEnd: '2026-11-30',
        isLive: true,
        benefitTypeMetadata: { DENTAL: { highlighterOrder: 1, highlighterText: 'Smile' } },
      } as unknown as Partial<ExplorerPublicPage>),
      'page',
      { year: 2026 },
    );
    expect(html.startsWith('<div class="xp-app"><a class="xp-skip" href="#main-content">')).toBe(true);
    expect(html).toContain(
      '<header class="xp-header"><nav class="xp-nav" aria-label="Benefits Explorer navigation">' +
        '<a href="/benefits-explorer/northwind-foods" class="xp-brand"><span class="xp-logos">' +
        '<span class="xp-logo xp-provider-logo">Sun Life</span></span><span class="xp-site-name">Northwind Foods</span></a>',
    );
    expect(html).toContain('<main class="xp-main" id="main-content" tabindex="-1">');
    expect(html).toContain('<p>Plan year 2027</p><p>Open enrollment: Nov 1, 2026 to Nov 30, 2026</p>');
    // Highlighted types first (the web app's plansByType), with the highlighter text.
    expect(html.indexOf('id="type-DENTAL"')).toBeLessThan(html.indexOf('id="type-MEDICAL"'));
    expect(html).toContain('<p class="xp-highlighter">Smile</p>');
    expect(html).toContain('<p class="xp-small">Underwritten by Sun Life</p>');
    expect(html).toContain('© 2026 Onboard. All rights reserved.');
    // A live site has no demo banner; the script's controls keep their space, hidden from everyone.
    expect(html).not.toContain('xp-banner-demo');
    expect(html).not.toMatch(/<button/);
    expect(html).toContain('aria-hidden="true" style="visibility:hidden"');
    expect(renderExplorerContent(page({ isLive: false } as Partial<ExplorerPublicPage>), 'page')).toContain(
      'This is a demo site.',
    );
  });

  test('a plan card’s details: the rows the web app shows, in English', () => {
    const html = renderExplorerContent(
      page({
        benefits: [
          {
            id: 'm',
            benefitType: 'MEDICAL',
            planName: 'Gold',
            planType: 'PPO',
            isNew: true,
            premium: '$$',
            planYearDeductibleIndividualInNetwork: 1500,
            medicalOutOfNetworkBenefits: true,
            contentFlags: ['HDHP', 'UNKNOWN_FLAG'],
          },
        ],
      } as unknown as Partial<ExplorerPublicPage>),
      'page',
    );
    expect(html).toContain('<span class="xp-badge">PPO</span><span class="xp-badge xp-badge-new">New</span>');
    expect(html).toContain('<div class="xp-detail"><dt>Premium</dt><dd>$$ Moderate</dd></div>');
    // `$` patterns are not replacement patterns when the content goes into the page.
    const full = explorerHtml(INDEX, { title: '$& $$', content: html, data: null });
    expect(full).toContain('<dd>$$ Moderate</dd>');
    expect(full).toContain('<title>$&amp; $$</title>');
    expect(html).toContain('<dt>Deductible (individual)</dt><dd>In network: $1,500 · Out of network: —</dd>');
    expect(html).toContain('<dt>Out-of-network benefits</dt><dd>Yes</dd>');
    expect(html).toContain('<li>High-deductible health plan (HDHP)</li><li>UNKNOWN_FLAG</li>');
  });

  test('branding: the site’s colours when they are valid hex and readable, else the defaults', () => {
    const branded = (brand: string, contrast: string) =>
      renderExplorerContent(
        page({
          customBranding: true,
          customThemeBrandColor: brand,
          customThemeContrastingColor: contrast,
        } as Partial<ExplorerPublicPage>),
        'page',
      );
    expect(branded('#123456', 'FFF')).toContain(
      'data-custom-branding="true" style="--explorer-brand:#123456;--explorer-contrast:#ffffff"',
    );
    for (const html of [
      branded('red;background:url(x)', '#fff'),
      branded('#123456;color:red', '#fff'),
      branded('#123456', '"><script>alert(1)</script>'),
      branded('#777777', '#888888'),
    ]) {
      expect(html).toContain(
        'data-custom-branding="false" style="--explorer-brand:#004c6c;--explorer-contrast:#ffffff"',
      );
      expect(html).not.toMatch(/url\(|color:red|<script/);
    }
  });

  test('no markup from the site content: names are escaped, the JSON cannot close its script', () => {
    const evil = page({
      name: EVIL,
      benefits: [
        {
          id: EVIL,
          benefitType: 'MEDICAL',
          planName: EVIL,
          planType: 'NOT_A_TYPE',
          planTypeDisplayName: EVIL,
          carrierName: '"&',
          contentFlags: [EVIL],
          planSummaryDocument: { name: EVIL, url: `javascript:"${EVIL}` },
        },
      ],
      clientName: EVIL,
      benefitTypeMetadata: { MEDICAL: { highlighterText: EVIL } },
      documents: [{ id: 'd', benefitType: 'MEDICAL', name: EVIL, url: EVIL }],
      implementationConsultant: { name: EVIL, email: EVIL, phone: EVIL },
      enableContactUsEmail: true,
    } as unknown as Partial<ExplorerPublicPage>);
    const html = explorerHtml(INDEX, {
      title: EVIL,
      content: renderExplorerContent(evil, 'page'),
      data: { explorerPageId: EVIL, demoEnrollmentStatus: null, page: evil },
    });
    // The only script elements are the data's and the entry's; no element from the content.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('alert(1)</script>');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;&amp;');
    expect(JSON.parse(jsonForScript({ name: EVIL }))).toEqual({ name: EVIL });
    expect(jsonForScript({ name: EVIL })).not.toMatch(/[<>]/);
  });
});

describe('the first HTML in Spanish (decision 196)', () => {
  test('the lang attribute, title and description of the language; English by default', () => {
    const html = explorerHtml(
      '<html lang="en"><head><meta name="description" content="x" /><title>Onboard</title></head><body><div id="root"></div></body></html>',
      {
        title: 'Su Explorador de Beneficios',
        description: 'Planes "buenos"',
        language: 'es',
        content: '',
        data: null,
      },
    );
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<meta name="description" content="Planes &quot;buenos&quot;" />');
    expect(html).toContain('<title>Su Explorador de Beneficios</title>');
    expect(
      explorerHtml('<html lang="es"><div id="root"></div>', { title: 't', content: '', data: null }),
    ).toContain('<html lang="en">');
  });

  test('the site’s Spanish texts where it has them: highlighter, video title, plan summary', () => {
    const site = page({
      benefitTypeMetadata: { MEDICAL: { highlighterText: 'Smile', spanishHighlighterText: 'Sonría' } },
      medicalVideo: {
        choice: 'ENGLISH_AND_SPANISH_VIDEO',
        englishTitle: 'Your medical plan',
        spanishTitle: 'Su plan médico',
        document: { name: 'video.mp4', url: '/v.mp4' },
      },
      benefits: [
        {
          id: 'a',
          benefitType: 'MEDICAL',
          planName: 'Gold',
          planSummaryDocument: { name: 'gold.pdf', url: '/gold.pdf' },
          spanishPlanSummaryDocument: { name: 'oro.pdf', url: '/oro.pdf' },
        },
      ],
    } as unknown as Partial<ExplorerPublicPage>);
    const es = renderExplorerContent(site, 'page', { language: 'es', languagePrefix: 'es', year: 2026 });
    expect(es).toContain('<p class="xp-highlighter">Sonría</p>');
    expect(es).toContain('title="Su plan médico"');
    expect(es).toContain('href="/oro.pdf"');
    expect(es).toContain('Resumen del plan (español): oro.pdf');
    expect(es).toContain('© 2026 Onboard. Todos los derechos reservados.');
    const en = renderExplorerContent(site, 'page');
    expect(en).toContain('<p class="xp-highlighter">Smile</p>');
    expect(en).toContain('title="Your medical plan"');
    expect(en).toContain('Plan summary: gold.pdf');
  });
});

describe('the page’s stylesheets in the page (decision 178)', () => {
  const HEAD =
    '<head><link rel="stylesheet" crossorigin href="/assets/explorer-DmOPGo2o.css">' +
    '<link rel="stylesheet" crossorigin href="/assets/gone-AAAAAAAA.css">' +
    '<link rel="stylesheet" href="https://cdn.example/x-BBBBBBBB.css"></head>';

  test('a bundle stylesheet becomes a style element; one not found, or not the bundle’s, stays a link', () => {
    const read = (path: string) =>
      path === 'assets/explorer-DmOPGo2o.css' ? '.xp-card{padding:1rem}' : undefined;
    const html = inlineStylesheets(HEAD, read);
    expect(html).toContain('<style>.xp-card{padding:1rem}</style>');
    expect(html).not.toContain('explorer-DmOPGo2o.css');
    expect(html).toContain('href="/assets/gone-AAAAAAAA.css"');
    expect(html).toContain('href="https://cdn.example/x-BBBBBBBB.css"');
  });

  test('a file cannot close its style element', () => {
    const html = inlineStylesheets(HEAD, () => 'a{}</style><script>alert(1)</script>');
    expect(html).not.toContain('</style><script>');
    expect(html.match(/<\/style>/g)).toHaveLength(2);
  });
});
