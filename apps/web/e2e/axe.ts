import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/**
 * axe-core's browser bundle, injected into the page under test: the minified one (654 kB), the same library as
 * `require('axe-core').source` (1.48 MB, unminified), which cost Chromium 0.6-0.8 CPU-seconds to take in
 * against 0.4 (bench measured side by side on /login, ten pages each, twice).
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2 A and AA rules (colour contrast, names, roles and states among them). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The axe violations (WCAG 2.2 AA) inside the elements matching `selector` (the whole page without one), as
 * "rule: target element — reason" lines: an empty list means none was found.
 */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy (script-src 'self') refuses an
  // injected <script> tag, and the test must not weaken it.
  // Colours are judged as they end up: a transition still running (a button just pressed, the language just
  // switched, a button enabled when its data arrived) shows colours in between. So axe waits until the page's
  // requests have answered (browser.ts counts them) and no finite animation has run for a few frames in a row
  // (the answer's render starts its transitions a frame or two later). Endless animations (a spinner, a
  // skeleton's pulse) are not waited for.
  await page.evaluate(() => {
    (window as unknown as { __onboardQuietFrames: number }).__onboardQuietFrames = 0;
  });
  await page
    .waitForFunction(
      () => {
        const w = window as unknown as { __onboardPendingFetches?: number; __onboardQuietFrames: number };
        const quiet =
          (w.__onboardPendingFetches ?? 0) === 0 &&
          document
            .getAnimations()
            .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity);
        w.__onboardQuietFrames = quiet ? w.__onboardQuietFrames + 1 : 0;
        return w.__onboardQuietFrames >= 5;
      },
      undefined,
      { polling: 'raf', timeout: 10_000 },
    )
    .catch(() => undefined);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ selector, tags }) => {
      type Result = {
        violations: { id: string; nodes: { target: string[]; html: string; failureSummary?: string }[] }[];
      };
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<Result> } })
        .axe;
      const result = await axe.run(selector ? { include: [selector] } : document, {
        runOnly: { type: 'tag', values: tags },
      });
      // The element itself and axe's reason beside its selector: a generated class name alone (Chakra's
      // css-…) does not say which element failed.
      return result.violations.flatMap((v) =>
        v.nodes.map(
          (n) =>
            `${v.id}: ${n.target.join(' ')} ${n.html.slice(0, 160)} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`,
        ),
      );
    },
    { selector, tags: WCAG_AA },
  );
}
