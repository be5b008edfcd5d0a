import { afterEach } from '@jest/globals';
import { cleanup } from '@testing-library/react';

// After each test of every spec file: unmounts what it rendered and puts back the `fetch` there was before the
// file ran (a test that renders replaces it with a fake gateway's). A file that renders nothing and keeps
// `fetch` loses nothing by it.
const originalFetch = globalThis.fetch;
afterEach(() => {
  cleanup();
  globalThis.fetch = originalFetch;
});
