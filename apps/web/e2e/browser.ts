import { existsSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach } from '@jest/globals';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';

/** Address of a running Onboard (gateway serving the built app), e.g. http://localhost:3000. */
export function baseUrl(): string {
  const url = process.env['BASE_URL'];
  if (!url) {
    throw new Error(
      'BASE_URL is not set. Start Onboard (npm start prints its address) and run the browser tests with ' +
        'BASE_URL=<that address>.',
    );
  }
  return url.replace(/\/+$/, '');
}

/**
 * Debian's chromium-headless-shell when installed (the old headless mode, as Playwright runs its own headless
 * Chromium: no browser UI behind the page; the same Blink renders it), else the full Chromium in its headless
 * mode. On this machine the shell took the heaviest files about 15% less time. CHROMIUM_PATH to choose.
 */
const CHROMIUM_PATH =
  process.env['CHROMIUM_PATH'] ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  });
}

/**
 * Registers the hooks of a browser test file: one browser per file, a fresh context (fresh localStorage and
 * cookies) per test. Returns the current test's page.
 */
export function useBrowser(): {
  page: () => Page;
  /** Another person's browser in the same test: a fresh context of its own, closed with the test. */
  /** Another user's page (its own cookies); `timezoneId` as that user's machine has it. */
  newPage: (options?: { timezoneId?: string }) => Promise<Page>;
  url: (path?: string) => string;
} {
  const origin = baseUrl();
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let current: Page | undefined;
  let others: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('browser not launched');
    context = await browser.newContext({ baseURL: origin, locale: 'en-US' });
    current = await context.newPage();
  });
  afterEach(async () => {
    await Promise.all(others.map((c) => c.close()));
    others = [];
    await context?.close();
    context = undefined;
    current = undefined;
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    page: () => {
      if (!current) throw new Error('no page outside a test');
      return current;
    },
    newPage: async (options = {}) => {
      if (!browser) throw new Error('browser not launched');
      const other = await browser.newContext({ baseURL: origin, locale: 'en-US', ...options });
      others.push(other);
      return other.newPage();
    },
    url: (path = '/') => `${origin}${path}`,
  };
}
