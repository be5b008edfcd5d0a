import { describe, expect, test } from '@jest/globals';
import { axeViolations } from './axe.js';
import { useBrowser } from './browser.js';

describe('the lab pages', () => {
  const { page, url } = useBrowser();

  test('/lab/about says what Onboard is and passes axe (WCAG 2.2 AA)', async () => {
    const p = page();
    const response = await p.goto('/lab/about');
    expect(response?.ok()).toBe(true);
    await p.getByRole('heading', { level: 1, name: 'About Onboard' }).waitFor();
    await p.getByRole('heading', { level: 2, name: 'Who uses it' }).waitFor();
    await p.getByRole('heading', { level: 2, name: 'Getting help' }).waitFor();
    expect(await p.getByText('Sorry, the page you are looking for does not exist.').count()).toBe(0);
    expect(await axeViolations(p)).toEqual([]);

    await p.getByRole('link', { name: 'See the system status' }).click();
    await p.waitForURL(url('/lab/home'));
  });

  test('/lab/home with its status table passes axe, colour contrast included', async () => {
    const p = page();
    await p.goto('/lab/home');
    const panel = p.getByRole('region', { name: 'System status' });
    await panel.locator('[data-service="nats"] [data-status]').first().waitFor({ timeout: 60_000 });
    expect(await axeViolations(p)).toEqual([]);
  });

  test('/lab/about in Spanish', async () => {
    const p = page();
    await p.goto('/lab/about');
    await p.getByRole('button', { name: 'Español' }).click();
    await p.getByRole('heading', { level: 1, name: 'Acerca de Onboard' }).waitFor();
    expect(await axeViolations(p)).toEqual([]);
  });
});
