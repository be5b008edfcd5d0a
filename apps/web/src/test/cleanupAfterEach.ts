import { afterEach } from '@jest/globals';
import { cleanup } from '@testing-library/react';

/**
 * For a spec file that renders and replaces `fetch` (a fake gateway): after each of its tests, unmounts what
 * was rendered and puts back the `fetch` there was when the file called this.
 */
export function cleanupAfterEach() {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    cleanup();
    globalThis.fetch = originalFetch;
  });
}
