// Browser end-to-end tests of the web app: headless Chromium against a running Onboard.
//   BASE_URL=http://localhost:3000 NODE_OPTIONS=--experimental-vm-modules npx jest -c apps/web/e2e/jest.config.mjs
import { URL, fileURLToPath } from 'node:url';
import webUnit from '../jest.config.mjs';

const rootDir = fileURLToPath(new URL('.', import.meta.url));

/** @type {import('jest').Config} */
export default {
  displayName: 'web-e2e',
  rootDir,
  // Node's, plus whether the running test failed: useBrowser then keeps what its pages showed (browser.ts).
  testEnvironment: '<rootDir>/environment.mjs',
  testMatch: ['<rootDir>/**/*.e2e-spec.ts'],
  // A deadline far above need (a busy machine only makes a test slower, never red); long walks set their own.
  testTimeout: 180_000,
  // npm test's systems, one per worker: each worker's files take their own (worker-system.ts).
  setupFiles: ['<rootDir>/worker-system.ts'],
  extensionsToTreatAsEsm: webUnit.extensionsToTreatAsEsm,
  // Same TypeScript transform as the unit tests.
  transform: webUnit.transform,
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@onboard/(.*)$': '<rootDir>/../../../libs/$1/src/index.ts',
  },
};
