// Browser end-to-end tests of the web app: headless Chromium against a running Onboard.
//   BASE_URL=http://localhost:3000 NODE_OPTIONS=--experimental-vm-modules npx jest -c apps/web/e2e/jest.config.mjs
import { URL, fileURLToPath } from 'node:url';

const rootDir = fileURLToPath(new URL('.', import.meta.url));

/** @type {import('jest').Config} */
export default {
  displayName: 'web-e2e',
  rootDir,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e-spec.ts'],
  testTimeout: 60_000,
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.(ts|tsx)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'es6' },
      },
    ],
  },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@onboard/(.*)$': '<rootDir>/../../../libs/$1/src/index.ts',
  },
};
