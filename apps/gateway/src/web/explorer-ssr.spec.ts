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
    expect(explorerAddressOf('onboard.example.com', '/benefits-explorer')).toEqual({ kind: 'index' });
    expect(
      explorerAddressOf('onboard.example.com', '/benefits-explorer/northwind-foods?enrollment=pre'),
    ).toEqual({
      kind: 'page',
      explorerPageId: 'northwind-foods',
      demoEnrollmentStatus: 'pre',
    });
    expect(
      explorerAddressOf('onboard.example.com', '/benefits-explorer/x/personal-benefits-plan?enrollment=bad'),
    ).toEqual({
      kind: 'personal',
      explorerPageId: 'x',
      demoEnrollmentStatus: null,
    });
    expect(explorerAddressOf('onboard.example.com', '/login')).toBeNull();
    expect(explorerAddressOf('onboard.example.com', '/')).toBeNull();
  });

  test('the public host: only its three routes, anything else not found', () => {
    expect(explorerAddressOf('explorer.example.com', '/')).toEqual({ kind: 'index' });
    expect(explorerAddressOf('explorer.example.com:3000', '/northwind-foods')).toMatchObject({
      kind: 'page',
      explorerPageId: 'northwind-foods',
    });
    expect(
      explorerAddressOf('explorer.example.com', '/northwind-foods/personal-benefits-plan'),
    ).toMatchObject({ kind: 'personal' });
    expect(explorerAddressOf('explorer.example.com', '/northwind-foods/admin')).toEqual({ kind: 'notFound' });
    expect(explorerAddressOf('explorer.example.com', '/a/b/c')).toEqual({ kind: 'notFound' });
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
    expect(root).toContain('<h1>Northwind Foods Benefits</h1>');
    expect(root).toContain('<h3>Open Access PPO 1500</h3>');
    expect(root).toContain('<h2>Dental</h2>');
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
    expect(renderExplorerContent(page(), 'personal')).not.toContain('Open Access PPO 1500');
  });

  test('no markup from the site content: names are escaped, the JSON cannot close its script', () => {
    const evil = page({
      name: EVIL,
      benefits: [
        { id: 'a', benefitType: 'MEDICAL', planName: EVIL, planTypeDisplayName: EVIL, carrierName: '"&' },
      ],
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
