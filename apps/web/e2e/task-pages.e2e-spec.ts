import { describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import { useBrowser } from './browser.js';
import { visitAs } from './signIn.js';

// Every task of a client opens a working page (issue 12 "Done when"): the broker of Summit Engineering (client
// tasks, and its policy's tasks including PFML and the two plan descriptions) and staff open each task the
// hub lists, in English and in Spanish, by its link as people do; each page shows its status, its history and
// no placeholder, and passes axe (WCAG 2.2 AA). Nothing is changed here, so the other files' order does not
// matter. Some thirty pages with axe on each: the tests have their own time limit.

const CLIENT = 'Summit Engineering LLC';
const NOT_PART = /not part of this client’s onboarding|no forma parte de la incorporación/;

/** The hub addresses of the client's tasks, as its home lists them. */
async function taskLinks(p: Page): Promise<string[]> {
  const links = p.locator('[data-task] a');
  await links.first().waitFor();
  const hrefs = await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''));
  return [...new Set(hrefs)];
}

/**
 * Opens each task from the hub as its people do, by its link (in the app: the app is not started again for
 * each page, and axe, once in the page, stays), checks it, and goes back to the hub.
 */
async function everyTaskPage(p: Page, hub: string, links: string[], history: string): Promise<void> {
  for (const href of links) {
    if (p.url() !== hub) {
      await p.goBack();
      await p.waitForURL(hub);
    }
    await p.locator(`[data-task] a[href="${href}"]`).first().click();
    await p.waitForURL((url) => `${url.pathname}${url.search}` === href);
    await p.getByRole('heading', { level: 1 }).waitFor();
    await p.getByRole('heading', { level: 2, name: history }).waitFor();
    expect([href, await p.getByText(NOT_PART).count()]).toEqual([href, 0]);
    expect([href, await axeViolations(p)]).toEqual([href, []]);
  }
}

describe('every task page (real system, demo data)', () => {
  const { page } = useBrowser();

  test('the broker opens each of the client’s tasks in English and Spanish; axe clean', async () => {
    const p = page();
    await visitAs(p, 'broker@onboard.test');
    await p.getByRole('link', { name: CLIENT }).first().click();
    await p.waitForURL(/\/client\/[0-9a-f-]{36}$/);
    const hub = p.url();
    const links = await taskLinks(p);
    // Seven client tasks and the policy's: census, bills, dental rollover, deductible report, PFML and its two SPDs.
    expect(links.length).toBeGreaterThanOrEqual(14);
    for (const id of ['kickoff-call', 'prior-carrier-certificates', 'company-profile', 'pfml', 'pfml-spd']) {
      expect(links.some((href) => href.includes(`/task/${id}`))).toBe(true);
    }
    await everyTaskPage(p, hub, links, 'History');
    await p.getByRole('button', { name: 'Español' }).click();
    await p.getByRole('heading', { level: 2, name: 'Historial' }).waitFor();
    await everyTaskPage(p, hub, links, 'Historial');
  }, 240_000);

  test('staff open the same pages from the client’s hub; axe clean', async () => {
    const p = page();
    await visitAs(p, 'admin@onboard.test', '/clients/admin');
    await p.getByRole('link', { name: CLIENT }).first().click();
    await p.waitForURL(/\/clients\/admin\/[0-9a-f-]{36}\/manage$/);
    const clientId = new URL(p.url()).pathname.split('/')[3] ?? '';
    await p.goto(`/client/${clientId}`);
    const links = await taskLinks(p);
    await everyTaskPage(p, p.url(), links, 'History');
    // A task's address opened directly (a bookmark, a link in an e-mail) is the same page.
    const last = links.at(-1) ?? '';
    await p.goto(last);
    await p.getByRole('heading', { level: 2, name: 'History' }).waitFor();
    expect([last, await axeViolations(p)]).toEqual([last, []]);
  }, 240_000);
});
