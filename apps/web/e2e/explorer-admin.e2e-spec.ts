import { describe, expect, test } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import { useBrowser } from './browser.js';
import { callGateway, smallPdf } from './gateway.js';
import { visitAs } from './signIn.js';

// Benefits Explorer sites (issue 15): staff build a site of Northwind Foods with three plans from its client
// manage page, meet the spec's message for a disallowed combination (a Critical Illness plan with two
// value-added services), save it, renew it for next year and transfer its owner's sites to another staff user.
// Axe on every page, in English and Spanish.

const CLIENT = 'Northwind Foods Co.';
const CI_MESSAGE =
  'Critical Illness can include one value-added service. Please check the sold-case proposal for the correct selection.';

/** The editor of the n-th plan (0-based). */
const plan = (p: Page, index: number): Locator => p.locator(`section[aria-labelledby="plan-${index}"]`);

async function addPlan(p: Page, index: number, benefitType: string, planType: string | null, name: string) {
  await p.getByRole('button', { name: 'Add plan' }).click();
  const editor = plan(p, index);
  await editor.waitFor();
  await editor.getByLabel('Benefit type').selectOption(benefitType);
  if (planType) await editor.getByLabel('Plan type').selectOption(planType);
  await editor.getByLabel('Plan name').fill(name);
  return editor;
}

describe('Benefits Explorer sites (real system, staff)', () => {
  const { page, url } = useBrowser();

  test('staff create a site with three plans, meet a disallowed combination, renew it and transfer it', async () => {
    const p = page();
    // The owner: staff admins see only admins in the staff list, the owner everyone (the transfer's choice).
    await visitAs(p, 'owner@onboard.test');
    await p.waitForURL(url('/clients/admin'));
    const clients = (await callGateway(
      p,
      'GET',
      `/clients?search=${encodeURIComponent(CLIENT)}&limit=5`,
    )) as {
      items: { id: string; name: string }[];
    };
    const clientId = clients.items.find((c) => c.name === CLIENT)?.id ?? '';
    expect(clientId).not.toBe('');
    const me = (await callGateway(p, 'GET', '/users/authenticated')) as { id: string };
    const stamp = Date.now().toString(36);
    const name = `E2E site ${stamp}`;
    const slug = `e2e-${stamp}`;

    // The client manage page lists its sites.
    await p.goto(`/clients/admin/${clientId}/manage`);
    const sites = p.getByRole('region', { name: 'Benefits Explorer sites' });
    await sites.getByRole('link', { name: 'Create site' }).waitFor();
    expect(await axeViolations(p)).toEqual([]);
    await sites.getByRole('link', { name: 'Create site' }).click();
    await p.waitForURL(url(`/clients/admin/${clientId}/manage/benefits-explorer`));
    await p.getByRole('heading', { level: 1, name: 'Create a Benefits Explorer site' }).waitFor();

    await p.getByLabel('Site name').fill(name);
    await p.getByLabel('Vanity address').fill(slug);
    await p.getByLabel('Plan year', { exact: true }).fill('2026');
    await p.getByLabel('Start date').fill('2026-01-01');
    await p.getByLabel('Expiry date').fill('2026-12-31');
    await p.getByLabel('Open enrollment start').fill('2025-11-01');
    await p.getByLabel('Open enrollment end').fill('2025-11-30');
    await addPlan(p, 0, 'LIFE', 'BASIC_LIFE', 'Basic Life');
    const ci = await addPlan(p, 1, 'CRITICAL_ILLNESS', null, 'Critical Illness');
    await ci.getByText('Health_Navigator_Helpline').click();
    await ci.getByText('Self_Care_From_AbleTo').click();
    await addPlan(p, 2, 'OTHER', 'EAP', 'Employee Assistance');
    // Documents through the documents service: the first plan's summary, and a medical video to the video host.
    await plan(p, 0)
      .getByLabel('Upload Plan summary')
      .setInputFiles({ name: 'basic-life.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
    await plan(p, 0).getByText('Plan summary: basic-life.pdf').waitFor({ timeout: 60_000 });
    await p.getByLabel('Video on the site').selectOption('ENGLISH_VIDEO');
    await p.getByLabel('English video title').fill('Your medical plans');
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from('isomiso2'),
      Buffer.alloc(4096, 7),
    ]);
    await p
      .getByLabel('Upload Video file')
      .setInputFiles({ name: 'medical.mp4', mimeType: 'video/mp4', buffer: mp4 });
    await p.getByText('Video file: medical.mp4').waitFor({ timeout: 60_000 });
    // Each plan offers only its benefit type's choices.
    expect(await plan(p, 0).getByLabel('Plan type').locator('option').allTextContents()).toEqual([
      'Choose…',
      'Basic Life',
      'Voluntary Life',
      'Standalone AD&D',
    ]);
    expect(await ci.getByLabel('Plan type').count()).toBe(0);

    // Two value-added services on a Critical Illness plan: the spec's message, on the plan.
    await p.getByRole('button', { name: 'Create site' }).click();
    await ci.getByText(CI_MESSAGE).waitFor();
    await p.getByText('Please correct the highlighted fields.').waitFor();
    expect(await axeViolations(p)).toEqual([]);

    await ci.getByText('Self_Care_From_AbleTo').click();
    await p.getByRole('button', { name: 'Create site' }).click();
    await p.waitForURL(/\/manage\/benefits-explorer\/[0-9a-f-]{36}$/);
    const siteId = new URL(p.url()).pathname.split('/').pop() ?? '';
    await p.getByRole('heading', { level: 1, name: `Edit ${name}` }).waitFor();
    expect(await plan(p, 2).getByLabel('Plan name').inputValue()).toBe('Employee Assistance');
    const saved = (await callGateway(p, 'GET', `/clients/${clientId}/explorer-pages/${siteId}`)) as {
      benefits: { planSummaryDocumentId: string | null }[];
      medicalVideoDocumentId: string | null;
      vidyardId: string | null;
    };
    expect(saved.benefits[0]?.planSummaryDocumentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.medicalVideoDocumentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.vidyardId).toMatch(/^\d+$/);
    expect(await axeViolations(p)).toEqual([]);

    // Renew: next year's site opens, with the vanity address taken over.
    await p.getByRole('link', { name: 'Renew site' }).click();
    await p.waitForURL(url(`/clients/admin/${clientId}/manage/benefits-explorer/${siteId}/renew`));
    await p.getByRole('heading', { level: 1, name: `Renew ${name}` }).waitFor();
    expect(await p.getByLabel('New start date').inputValue()).toBe('2027-01-01');
    expect(await p.getByLabel('New plan year').inputValue()).toBe('2027');
    await p.getByLabel('New end date').fill('2027-12-31');
    await p.getByLabel('The current site’s new vanity address').fill(`${slug}-2026`);
    expect(await axeViolations(p)).toEqual([]);
    await p.getByRole('button', { name: 'Renew site' }).click();
    await p.waitForURL(
      (u) => /\/benefits-explorer\/[0-9a-f-]{36}$/.test(u.pathname) && !u.pathname.endsWith(siteId),
    );
    const renewedId = new URL(p.url()).pathname.split('/').pop() ?? '';
    await p.getByRole('heading', { level: 1, name: `Edit ${name}` }).waitFor();
    expect(await p.getByLabel('Vanity address').inputValue()).toBe(slug);
    expect(await p.getByLabel('Plan year', { exact: true }).inputValue()).toBe('2027');

    // Transfer: the owner's sites go to the admin.
    const staff = (await callGateway(
      p,
      'GET',
      '/users/internal?limit=100&offset=0&sortBy=name&sortDirection=asc',
    )) as {
      items: { id: string; email: string }[];
    };
    const admin = staff.items.find((u) => u.email === 'admin@onboard.test');
    expect(admin).toBeTruthy();
    await p.getByRole('button', { name: 'Transfer ownership' }).click();
    const dialog = p.getByRole('dialog', { name: 'Transfer site ownership' });
    await dialog.getByText(/sites belong to this owner/).waitFor();
    await dialog.getByLabel('New owner').selectOption(admin?.id ?? '');
    expect(await axeViolations(p)).toEqual([]);
    await dialog.getByRole('button', { name: 'Transfer' }).click();
    await p
      .getByText(/sites now belong to/)
      .first()
      .waitFor();
    const owned = (await callGateway(p, 'GET', `/explorer-pages/by-owner/${admin?.id}`)) as { id: string }[];
    expect(owned.map((s) => s.id)).toEqual(expect.arrayContaining([siteId, renewedId]));
    const left = (await callGateway(p, 'GET', `/explorer-pages/by-owner/${me.id}`)) as unknown[];
    expect(left).toEqual([]);

    // The manage page lists both; in Spanish too, axe passes.
    await p.goto(`/clients/admin/${clientId}/manage`);
    await sites
      .getByRole('link', { name: `Edit: ${name}` })
      .first()
      .waitFor();
    expect(await sites.getByRole('link', { name: `Renew: ${name}` }).count()).toBe(1);
    await p.getByRole('button', { name: 'Español' }).click();
    await p.getByRole('region', { name: 'Sitios de Benefits Explorer' }).waitFor();
    expect(await axeViolations(p)).toEqual([]);
    await p.goto(`/clients/admin/${clientId}/manage/benefits-explorer/${renewedId}`);
    await p.getByRole('heading', { level: 1, name: `Editar ${name}` }).waitFor();
    expect(await axeViolations(p)).toEqual([]);
    await p.getByRole('button', { name: 'English' }).click();
  });
});
