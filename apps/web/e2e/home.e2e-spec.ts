import { describe, expect, test } from '@jest/globals';
import { SERVICES } from '@onboard/contracts';
import { useBrowser } from './browser.js';

describe('home page', () => {
  const { page } = useBrowser();

  test('shows the product name and every service of the system as Up', async () => {
    const p = page();
    await p.goto('/lab/home');

    await p.getByRole('heading', { level: 1, name: 'Welcome to Onboard' }).waitFor();
    expect(await p.getByRole('navigation', { name: 'Main navigation' }).textContent()).toContain('Onboard');

    const panel = p.getByRole('region', { name: 'System status' });
    await panel.waitFor();
    await panel.locator('[data-service]').first().waitFor({ timeout: 60_000 });

    for (const service of [...SERVICES, 'nats']) {
      const row = panel.locator(`[data-service="${service}"]`);
      expect({ service, rows: await row.count() }).toEqual({ service, rows: 1 });
      const status = row.locator('[data-status]').first();
      expect({
        service,
        status: await status.getAttribute('data-status'),
        text: await status.textContent(),
      }).toEqual({
        service,
        status: 'up',
        text: 'Up',
      });
    }
    expect(await panel.getByText('All systems are operational.').count()).toBe(1);
  });
});
