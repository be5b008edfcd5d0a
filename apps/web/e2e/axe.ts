import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/** axe-core's browser bundle, injected into the page under test. */
const AXE_SOURCE = (require('axe-core') as { source: string }).source;

/** WCAG 2.0, 2.1 and 2.2 A and AA rules (colour contrast, names, roles and states among them). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The axe violations (WCAG 2.2 AA) inside the elements matching `selector` (the whole page without one), as
 * "rule: target" lines: an empty list means none was found.
 */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy (script-src 'self') refuses an
  // injected <script> tag, and the test must not weaken it.
  // Colours are judged as they end up: a transition still running (a button just pressed, the language just
  // switched) shows colours in between. Endless animations (a spinner, a skeleton's pulse) are not waited for.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ selector, tags }) => {
      type Result = { violations: { id: string; nodes: { target: string[] }[] }[] };
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<Result> } })
        .axe;
      const result = await axe.run(selector ? { include: [selector] } : document, {
        runOnly: { type: 'tag', values: tags },
      });
      return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
    },
    { selector, tags: WCAG_AA },
  );
}
