import { describe, expect, test } from '@jest/globals';
import { useBrowser } from './browser.js';

describe('skip link', () => {
  const { page, url } = useBrowser();

  test('is the first Tab stop, shows when focused and moves focus to main', async () => {
    const p = page();
    await p.goto('/lab/home');
    await p.getByRole('heading', { level: 1, name: 'Welcome to Onboard' }).waitFor();

    await p.keyboard.press('Tab');

    const focused = await p.evaluate(() => {
      const element = document.activeElement;
      const box = element?.getBoundingClientRect();
      return {
        tag: element?.tagName,
        text: element?.textContent,
        href: element?.getAttribute('href'),
        visible: !!box && box.width > 1 && box.height > 1,
      };
    });
    expect(focused).toEqual({ tag: 'A', text: 'Skip to main content', href: '#main-content', visible: true });

    await p.keyboard.press('Enter');

    const target = await p.evaluate(() => ({
      id: document.activeElement?.id,
      tag: document.activeElement?.tagName,
    }));
    expect(target).toEqual({ id: 'main-content', tag: 'MAIN' });
    expect(p.url()).toBe(url('/lab/home'));
  });
});
