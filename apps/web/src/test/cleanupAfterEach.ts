import { afterEach } from '@jest/globals';
import { cleanup } from '@testing-library/react';
import { toaster } from '../components/ui/toaster.js';

// After each test of every spec file: unmounts what it rendered, empties the app's toast queue and puts back the
// `fetch` there was before the file ran (a test that renders replaces it with a fake gateway's). A file that
// renders nothing and keeps `fetch` loses nothing by it. The toast queue is the module's, not the page's: a
// toast lasts 3 s (longer than most tests), so without this every toast of the tests before stayed in it, and
// each test's Toaster rendered and measured them all again (12% of the web specs' CPU in one group).
const originalFetch = globalThis.fetch;
afterEach(() => {
  cleanup();
  toaster.remove();
  globalThis.fetch = originalFetch;
});
