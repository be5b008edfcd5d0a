// Plain JavaScript so that the Lighthouse bench (bench/lighthouse.mjs, run by node without a build) and the
// browser tests (browser.ts) start Chromium the same way.

/** Headless, no sandbox (we may run as root), nothing in the background that would skew a measurement. */
export const CHROMIUM_FLAGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
]);
