import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from '@jest/globals';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
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

/** The last messages a test's pages logged (console and uncaught errors), kept for a failure's report. */
const LOGGED_KEPT = 40;

/** Where a failed test's screenshots go: E2E_ARTIFACTS_DIR, else a folder in the temporary folder. */
const artifactsDir = () => process.env['E2E_ARTIFACTS_DIR'] ?? join(tmpdir(), 'onboard-e2e-failures');

/**
 * How long a page action (a click, a fill, a wait for an element) may wait before it fails: Playwright's 30 s
 * doubled. With a system and a browser on each of two workers, a starved renderer once kept a radio unstable
 * for 30 s (decision 214); a deadline only ends a wait that would never end.
 */
const ACTION_TIMEOUT_MS = 60_000;

/**
 * A browser context as the tests make them: the system's address as the base URL, American English unless
 * `options` say otherwise, and page actions given ACTION_TIMEOUT_MS.
 */
export async function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-US', ...options });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return context;
}

/** Follows what the context's pages log, the last LOGGED_KEPT lines. */
function followLog(context: BrowserContext, into: string[]): void {
  const keep = (line: string) => {
    into.push(line);
    if (into.length > LOGGED_KEPT) into.shift();
  };
  context.on('console', (message) => keep(`[${message.type()}] ${message.text()}`));
  context.on('weberror', (error) => keep(`[uncaught] ${String(error.error())}`));
}

/**
 * What a failed test's pages showed when it failed (environment.mjs tells): for each page its address, what
 * it shows to assistive technology (its ARIA snapshot, which names every control and its state) and a
 * screenshot; and the pages' last log lines. Written to the test's output, the screenshots to artifactsDir().
 */
async function keepFailure(pages: Page[], logged: string[]): Promise<void> {
  const name = (expect.getState().currentTestName ?? 'test').replace(/[^\w-]+/g, '-').slice(0, 80);
  const lines = [`The failed test's pages (${name}):`];
  for (const [index, page] of pages.entries()) {
    if (page.isClosed()) continue;
    lines.push(`— page ${index + 1}: ${page.url()}`);
    try {
      const snapshot = await page.locator('body').ariaSnapshot({ timeout: 5_000 });
      lines.push(snapshot.length > 6_000 ? `${snapshot.slice(0, 6_000)}\n…` : snapshot);
      mkdirSync(artifactsDir(), { recursive: true });
      const file = join(artifactsDir(), `${name}-${Date.now()}-${index + 1}.png`);
      await page.screenshot({ path: file, fullPage: true, timeout: 5_000 });
      lines.push(`screenshot: ${file}`);
    } catch (error) {
      lines.push(`(could not read the page: ${String(error)})`);
    }
  }
  lines.push('— the pages’ last log lines:', ...(logged.length > 0 ? logged : ['(none)']));
  console.error(lines.join('\n'));
}

/**
 * Counts the page's requests still under way (`window.__onboardPendingFetches`), so axe (axe.ts) runs once the
 * page has what it asked for: a button enabled when its data arrives fades in, and judged mid-fade its colours
 * are neither the old nor the new. Added through the DevTools protocol, so the app's Content-Security-Policy
 * is untouched.
 */
async function countFetches(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    let pending = 0;
    const original = window.fetch.bind(window);
    window.fetch = (...args: Parameters<typeof fetch>) => {
      pending += 1;
      return original(...args).finally(() => {
        pending -= 1;
      });
    };
    Object.defineProperty(window, '__onboardPendingFetches', { get: () => pending });
  });
}

/**
 * Registers the hooks of a browser test file: one browser per file, a fresh context (fresh localStorage and
 * cookies) per test. Returns the current test's page.
 */
export function useBrowser(): {
  page: () => Page;
  /**
   * Another person's browser in the same test (its own cookies), closed with the test; `timezoneId` and
   * `locale` as that person's machine has them.
   */
  newPage: (options?: { timezoneId?: string; locale?: string }) => Promise<Page>;
  url: (path?: string) => string;
} {
  const origin = baseUrl();
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let current: Page | undefined;
  let others: BrowserContext[] = [];
  let logged: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('browser not launched');
    context = await newContext(browser);
    logged = [];
    followLog(context, logged);
    await countFetches(context);
    current = await context.newPage();
  });
  afterEach(async () => {
    if ((globalThis as { __onboardTestFailed?: boolean }).__onboardTestFailed) {
      const pages = [context, ...others].flatMap((c) => c?.pages() ?? []);
      await keepFailure(pages, logged);
    }
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
      const other = await newContext(browser, options);
      followLog(other, logged);
      await countFetches(other);
      others.push(other);
      return other.newPage();
    },
    url: (path = '/') => `${origin}${path}`,
  };
}
