import { describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import { useBrowser } from './browser.js';

/*
 * The public Benefits Explorer without signing in (issue 16): the demo's live Northwind Foods site by its vanity
 * slug, favorites, the personal plan, comparison, Spanish, the lead form's messages and the share with the
 * reCAPTCHA stand-in, on a desktop and a phone-sized viewport; axe (WCAG 2.2 AA) on each page in both languages.
 */

const SITE = '/benefits-explorer/northwind-foods';
const VIEWPORTS = [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

async function expectNoAxeViolations(p: Page, what: string): Promise<void> {
  const violations = await axeViolations(p);
  expect({ what, violations }).toEqual({ what, violations: [] });
}

describe.each(VIEWPORTS)('public explorer on a %s', (_name, viewport) => {
  const { page } = useBrowser();

  test('index without sign-in: the welcome text', async () => {
    const p = page();
    await p.setViewportSize(viewport);
    await p.goto('/benefits-explorer');
    await p.getByRole('heading', { level: 1, name: 'Benefits Explorer' }).waitFor();
    expect(await p.getByText('makes enrolling in your benefits easy').count()).toBe(1);
    expect(new URL(p.url()).pathname).toBe('/benefits-explorer');
    await expectNoAxeViolations(p, 'index en');
  });

  test('favorites, personal plan, comparison, Spanish, lead form and share', async () => {
    const p = page();
    await p.setViewportSize(viewport);
    await p.goto(SITE);
    await p.getByRole('heading', { level: 1, name: 'Northwind Foods Benefits' }).waitFor();
    await expectNoAxeViolations(p, 'page en');

    // Two favorites: the count in the navigation.
    await p.getByRole('button', { name: 'Add Open Access PPO 1500 to my plan' }).click();
    await p.getByRole('button', { name: 'Add HMO Saver 3000 HDHP to my plan' }).click();
    await p.getByRole('link', { name: /^My personal benefits plan\s*2 favorite plans$/ }).waitFor();
    expect(await p.getByTestId('favorite-count').textContent()).toBe('2');

    // Compare the two medical plans.
    const medical = p.getByTestId('section-MEDICAL');
    await medical.getByText('Compare Open Access PPO 1500').click();
    await medical.getByText('Compare HMO Saver 3000 HDHP').click();
    await medical.getByRole('button', { name: 'Compare selected (2)' }).click();
    const table = medical.getByRole('table', { name: 'Medical plans compared' });
    await table.waitFor();
    const deductible = await table.getByRole('row', { name: /Deductible \(individual\)/ }).textContent();
    expect(deductible).toContain('$1,500');
    expect(deductible).toContain('$3,000');
    await expectNoAxeViolations(p, 'comparison en');
    // Escape closes the comparison and focus goes back to the compare button (issue 27 item 10).
    await p.keyboard.press('Escape');
    await table.waitFor({ state: 'detached' });
    const compare = medical.getByRole('button', { name: 'Compare selected (2)' });
    expect(await compare.evaluate((e) => e === document.activeElement)).toBe(true);
    // The estimate control looks like a button: a visible border (issue 27 item 10).
    const estimate = medical.getByRole('button', { name: 'Estimate yearly cost for Open Access PPO 1500' });
    const border = await estimate.evaluate((e) => {
      const style = getComputedStyle(e);
      return { width: style.borderTopWidth, color: style.borderTopColor };
    });
    expect(border.width).not.toBe('0px');
    expect(border.color).not.toBe('rgba(0, 0, 0, 0)');

    // The personal plan: the two favorites, kept on reload.
    await p.getByRole('link', { name: /^My personal benefits plan\s*2 favorite plans$/ }).click();
    await p.getByRole('heading', { level: 1, name: 'My personal benefits plan' }).waitFor();
    await p.reload();
    await p.getByRole('heading', { level: 1, name: 'My personal benefits plan' }).waitFor();
    // The first HTML has the heading; the favorites are in the browser, so the app lists them once it runs.
    await p.getByTestId('plan-card').nth(1).waitFor();
    expect(await p.getByTestId('plan-card').count()).toBe(2);
    await expectNoAxeViolations(p, 'personal plan en');

    // Share the favorites by e-mail (the reCAPTCHA stand-in accepts the demo token).
    await p.getByRole('button', { name: 'Share by email' }).click();
    const share = p.getByRole('dialog', { name: 'Share my benefits' });
    await share.getByLabel('Email', { exact: true }).fill('employee@example.com');
    await expectNoAxeViolations(p, 'share dialog en');
    await share.getByRole('button', { name: 'Send' }).click();
    await share.getByText('The email is on its way.').waitFor();
    await share.getByRole('button', { name: 'Close' }).first().click();

    // Español: the disclaimer, then the page in Spanish.
    await p.getByRole('button', { name: 'Language' }).click();
    const languages = p.getByRole('dialog', { name: 'Choose your language' });
    await languages.getByRole('button', { name: 'Español' }).click();
    await p.getByTestId('translation-disclaimer').waitFor();
    await expectNoAxeViolations(p, 'language dialog es');
    await p.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).last().click();
    await p.getByRole('heading', { level: 1, name: 'Mi plan personal de beneficios' }).waitFor();
    expect(await p.locator('html').getAttribute('lang')).toBe('es');
    await expectNoAxeViolations(p, 'personal plan es');

    await p.getByRole('link', { name: 'Volver a todos los beneficios' }).click();
    await p.getByRole('heading', { level: 2, name: 'Médico' }).waitFor();
    await expectNoAxeViolations(p, 'page es');

    // The lead form: a required-field message in Spanish.
    await p.getByRole('button', { name: 'Contáctenos' }).click();
    const lead = p.getByRole('dialog', { name: 'Contáctenos' });
    await lead.getByRole('button', { name: 'Enviar' }).click();
    await lead.getByText('El correo electrónico es obligatorio').waitFor();
    await expectNoAxeViolations(p, 'lead form es');
  });

  test('Spanish from the address (/es/ prefix) and the lead form in English', async () => {
    const p = page();
    await p.setViewportSize(viewport);
    await p.goto(`/es${SITE}`);
    await p.getByRole('heading', { level: 2, name: 'Médico' }).waitFor();
    // The address keeps its prefix (decision 196): a reload or a shared link stays Spanish from the first HTML.
    expect(new URL(p.url()).pathname).toBe(`/es${SITE}`);
    await p.goto(`${SITE}?lng=en`);
    await p.getByRole('heading', { level: 2, name: 'Medical' }).waitFor();
    await p.getByRole('button', { name: 'Contact us' }).click();
    const lead = p.getByRole('dialog', { name: 'Contact us' });
    await lead.getByRole('button', { name: 'Send' }).click();
    await lead.getByText('Email is required').waitFor();
    await expectNoAxeViolations(p, 'lead form en');
    // A broker's form: Client name, then the confirmation after the send.
    await lead.getByLabel('Email').fill('broker@example.com');
    await lead.getByLabel('First name').fill('Bea');
    await lead.getByLabel('Last name').fill('Broker');
    await lead.getByLabel('City').fill('Newark');
    await lead.getByLabel('State').selectOption('NJ');
    await lead.getByLabel('Phone').fill('555-0100');
    await lead.getByText('Broker', { exact: true }).click();
    await lead.getByLabel('Client name').fill('Acme Foods');
    await lead.getByLabel('Broker name').fill('Best Brokers');
    await lead.getByRole('button', { name: 'Send' }).click();
    await p.getByText('Your message has been sent.', { exact: false }).waitFor();
  });

  test('a demo site: the banner switches pre, active and post enrollment, kept in the address', async () => {
    const p = page();
    await p.setViewportSize(viewport);
    await p.goto('/benefits-explorer/bluebird-demo');
    const banner = p.getByTestId('demo-banner');
    await banner.waitFor();
    expect(await banner.getByRole('button', { name: 'During enrollment' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await banner.getByRole('button', { name: 'After enrollment' }).click();
    await p.waitForURL(/enrollment=post/);
    await p.reload();
    await p
      .getByTestId('demo-banner')
      .getByRole('button', { name: 'After enrollment', pressed: true })
      .waitFor();
    await expectNoAxeViolations(p, 'demo site en');
  });

  test('an unknown site: the not-found page', async () => {
    const p = page();
    await p.setViewportSize(viewport);
    await p.goto('/benefits-explorer/no-such-site');
    await p.getByText('Sorry, the page you are looking for does not exist.').waitFor();
  });
});

/** Headings in English ever shown while a Spanish page loads (set up before the first HTML is parsed). */
async function watchForEnglish(p: Page): Promise<() => Promise<string[]>> {
  await p.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { englishSeen: string[] }).englishSeen = seen;
    const english =
      /^(Medical|Vision|My personal benefits plan|Sorry, the page you are looking for does not exist\.)$/;
    new MutationObserver(() => {
      for (const heading of document.querySelectorAll('h1, h2, title')) {
        const text = heading.textContent?.trim() ?? '';
        if (english.test(text) || text === 'Your Benefits Explorer') seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => p.evaluate(() => (window as unknown as { englishSeen: string[] }).englishSeen);
}

describe('Spanish from the first byte (issue 27 item 7, decision 196)', () => {
  const { page, url, newPage } = useBrowser();

  test('/es/benefits-explorer/{site}: the first HTML in Spanish, the app keeps /es/ and Spanish', async () => {
    const p = page();
    const failed: string[] = [];
    p.on('response', (response) => {
      if (response.status() === 401) failed.push(response.url());
    });
    const englishSeen = await watchForEnglish(p);
    const response = await p.goto(`/es${SITE}`);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Su Explorador de Beneficios</title>');
    expect(html).toContain('<h2 class="xp-h2" id="type-MEDICAL">Médico</h2>');
    expect(html).toContain(`href="/es${SITE}/personal-benefits-plan"`);
    expect(html).not.toMatch(/>Medical<|>Skip to main content<|Your Benefits Explorer/);
    // The lean entry, not the portal's shell.
    expect(html).toContain('id="explorer-page-data"');
    expect(html).not.toMatch(/LoginPage-/);

    // The app has started once the favorite buttons (its controls) are there.
    await p.getByRole('button', { name: 'Agregar Open Access PPO 1500 a mi plan' }).waitFor();
    expect(new URL(p.url()).pathname).toBe(`/es${SITE}`);
    expect(await p.locator('html').getAttribute('lang')).toBe('es');
    expect(await p.title()).toBe('Su Explorador de Beneficios');
    expect(await englishSeen()).toEqual([]);
    expect(failed).toEqual([]);
    await expectNoAxeViolations(p, 'page es from the address');

    // Its links keep the prefix; the personal plan's first HTML is Spanish too.
    await p.getByTestId('personal-plan-link').click();
    await p.getByRole('heading', { level: 1, name: 'Mi plan personal de beneficios' }).waitFor();
    expect(new URL(p.url()).pathname).toBe(`/es${SITE}/personal-benefits-plan`);
    const personal = await p.reload();
    expect(await personal?.text()).toContain('<h1 class="xp-h1">Mi plan personal de beneficios</h1>');
    await p.getByRole('heading', { level: 1, name: 'Mi plan personal de beneficios' }).waitFor();
    expect(new URL(p.url()).pathname).toBe(`/es${SITE}/personal-benefits-plan`);
    expect(await englishSeen()).toEqual([]);
    await expectNoAxeViolations(p, 'personal plan es from the address');
  });

  test('an unknown site under /es/: 404, the not-found page in Spanish, the address kept', async () => {
    const p = page();
    const englishSeen = await watchForEnglish(p);
    const response = await p.goto('/es/benefits-explorer/no-such-site');
    expect(response?.status()).toBe(404);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Lo sentimos, la página que busca no existe.');
    await p.getByTestId('error-page-notFound').waitFor();
    expect(await p.getByText('Lo sentimos, la página que busca no existe.').count()).toBe(1);
    expect(new URL(p.url()).pathname).toBe('/es/benefits-explorer/no-such-site');
    expect(await englishSeen()).toEqual([]);
    await expectNoAxeViolations(p, 'not found es');
    const english = await fetch(url('/benefits-explorer/no-such-site'));
    expect(english.status).toBe(404);
    expect(await english.text()).toContain('<html lang="en">');
  });

  test('?lng=es, and a browser whose language is Spanish: Spanish first HTML, no switch after', async () => {
    const p = page();
    const englishSeen = await watchForEnglish(p);
    const response = await p.goto(`${SITE}?lng=es`);
    expect(await response?.text()).toContain('<h2 class="xp-h2" id="type-MEDICAL">Médico</h2>');
    await p.getByRole('button', { name: 'Agregar Open Access PPO 1500 a mi plan' }).waitFor();
    expect(await englishSeen()).toEqual([]);

    // A browser whose language is Spanish: a person of its own (closed with the test).
    const q = await newPage({ locale: 'es-MX' });
    const seen = await watchForEnglish(q);
    const first = await q.goto(SITE);
    const html = (await first?.text()) ?? '';
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<h2 class="xp-h2" id="type-MEDICAL">Médico</h2>');
    expect(first?.headers()['vary']?.toLowerCase()).toContain('accept-language');
    await q.getByRole('button', { name: 'Agregar Open Access PPO 1500 a mi plan' }).waitFor();
    expect(await q.locator('html').getAttribute('lang')).toBe('es');
    expect(await seen()).toEqual([]);
    await expectNoAxeViolations(q, 'page es from the browser’s language');
  });
});

describe('public host mode (explorer.localhost)', () => {
  const { page, url } = useBrowser();
  /** The same system under the explorer host name (Chromium resolves *.localhost to this machine). */
  const explorerHost = (path: string) => {
    const address = new URL(url(path));
    address.hostname = 'explorer.localhost';
    return address.toString();
  };

  test('only the three routes: index, the page, the personal plan; the title "Your Benefits Explorer"', async () => {
    const p = page();
    await p.goto(explorerHost('/'));
    await p.getByRole('heading', { level: 1, name: 'Benefits Explorer' }).waitFor();
    expect(await p.title()).toBe('Your Benefits Explorer');
    expect(new URL(p.url()).pathname).toBe('/');

    await p.goto(explorerHost('/northwind-foods'));
    await p.getByRole('heading', { level: 1, name: 'Northwind Foods Benefits' }).waitFor();
    const link = p.getByTestId('personal-plan-link');
    expect(await link.getAttribute('href')).toBe('/northwind-foods/personal-benefits-plan');
    await link.click();
    await p.getByRole('heading', { level: 1, name: 'My personal benefits plan' }).waitFor();
    await expectNoAxeViolations(p, 'public host personal plan en');

    for (const other of ['/login', '/benefits-explorer/northwind-foods']) {
      await p.goto(explorerHost(other));
      await p.getByText('Sorry, the page you are looking for does not exist.').waitFor();
    }
  });
});

describe('the first HTML, without running any script (issue 16 item 7, decision 177)', () => {
  const { url } = useBrowser();

  test('has the demo site’s name and plan names, and the page data for the script to take over', async () => {
    const response = await fetch(url(SITE));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const html = await response.text();
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="explorer-page-data"'));
    expect(root).toContain('<h1 class="xp-h1">Northwind Foods Benefits</h1>');
    // The app's structure and classes (decision 177): no rearranging when the script takes over.
    expect(root).toContain('<header class="xp-header">');
    for (const plan of [
      'Open Access PPO 1500',
      'HMO Saver 3000 HDHP',
      'Dental Prepaid Plan',
      'Vision Choice',
    ])
      expect(root).toMatch(new RegExp(`<h3 class="xp-h3" id="plan-[^"]+">${plan}</h3>`));
    const data = /<script type="application\/json" id="explorer-page-data">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(data?.[1] ?? 'null')).toMatchObject({
      explorerPageId: 'northwind-foods',
      page: { name: 'Northwind Foods Benefits' },
    });
    // The lean entry, not the portal's: no sign-in page preloaded.
    expect(html).not.toMatch(/LoginPage-/);
    // Its stylesheet is in the page (decision 178): nothing to fetch before the first paint.
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).toMatch(/<style>[^<]*\.xp-card\{/);
  });

  test('an unknown site answers 404 (the not-found page renders in the browser)', async () => {
    expect((await fetch(url('/benefits-explorer/no-such-site'))).status).toBe(404);
  });
});

describe('which plan fits me (issue 34), on a phone', () => {
  const { page } = useBrowser();

  test('the guided flow in English and Spanish: ranked by yearly cost, answers kept, axe clean', async () => {
    const p = page();
    await p.setViewportSize({ width: 390, height: 844 });
    await p.goto(SITE);
    const medical = p.getByTestId('section-MEDICAL');
    await medical.getByRole('button', { name: 'Which plan fits me?' }).click();
    const finder = p.getByTestId('plan-finder');
    await finder.waitFor();
    // The demo's figures (apps/explorer/src/demo/demo-sites.ts), moderate use, just me:
    // HMO Saver: $1,635 of care toward its deductible + $28 × 26 − $500 HSA money = $1,863; worst year
    // 728 + 5,000 − 500 = $5,228. PPO: $390 of copays + $62.50 × 26 = $2,015.
    await expect(finder.getByTestId('finder-reason').textContent()).resolves.toBe(
      'HMO Saver 3000 HDHP: Lowest total cost for moderate use, and the out-of-pocket maximum caps a bad year at $5,228.',
    );
    const items = finder.getByTestId('finder-ranking').getByRole('listitem');
    expect(await items.count()).toBe(2);
    expect(await items.nth(0).textContent()).toContain('Expected yearly cost: $1,863');
    expect(await items.nth(1).textContent()).toContain('Expected yearly cost: $2,015');
    await finder.getByText('How we estimate').click();
    await expectNoAxeViolations(p, 'plan finder en');

    // Counted visits: a bad count is refused by its field; the family's answers are kept for the next visit.
    await finder.getByLabel('Let me count my visits').check();
    await finder.getByLabel('Hospital stays').fill('400');
    await finder.getByText('Enter a whole number from 0 to 365').waitFor();
    await expectNoAxeViolations(p, 'plan finder en, a bad count');
    await finder.getByLabel('Hospital stays').fill('1');
    await finder.getByTestId('finder-ranking').waitFor();

    await p.goto(`/es${SITE}`);
    await p.getByTestId('section-MEDICAL').getByRole('button', { name: '¿Qué plan me conviene?' }).click();
    const buscador = p.getByTestId('plan-finder');
    await buscador.waitFor();
    expect(await buscador.getByLabel('Quiero contar mis consultas').isChecked()).toBe(true);
    expect(await buscador.getByLabel('Hospitalizaciones').inputValue()).toBe('1');
    await buscador.getByLabel(/^Moderada/).check();
    await expect(buscador.getByTestId('finder-reason').textContent()).resolves.toMatch(
      /^HMO Saver 3000 HDHP: El menor costo total con uso moderado, y el máximo de gastos de bolsillo limita un mal año a/,
    );
    await expectNoAxeViolations(p, 'plan finder es');
  });
});
