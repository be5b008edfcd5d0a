import { describe, expect, test } from '@jest/globals';
import { useBrowser } from './browser.js';

describe('language switch', () => {
  const { page } = useBrowser();

  test('Español changes the visible text and survives a reload', async () => {
    const p = page();
    await p.goto('/lab/home');
    await p.getByRole('heading', { level: 1, name: 'Welcome to Onboard' }).waitFor();
    expect(await p.locator('html').getAttribute('lang')).toBe('en');

    await p.getByRole('button', { name: 'Español' }).click();

    await p.getByRole('heading', { level: 1, name: 'Bienvenido a Onboard' }).waitFor();
    expect(await p.getByRole('heading', { name: 'Estado del sistema' }).count()).toBe(1);
    expect(await p.getByText('Welcome to Onboard').count()).toBe(0);
    expect(await p.locator('html').getAttribute('lang')).toBe('es');

    await p.reload();

    await p.getByRole('heading', { level: 1, name: 'Bienvenido a Onboard' }).waitFor();
    expect(await p.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe('true');
    expect(await p.locator('html').getAttribute('lang')).toBe('es');

    await p.getByRole('button', { name: 'English' }).click();
    await p.getByRole('heading', { level: 1, name: 'Welcome to Onboard' }).waitFor();
  });
});
