// Unit tests of the web app (jsdom). Run from the repository root:
//   NODE_OPTIONS=--experimental-vm-modules npx jest -c apps/web/jest.config.mjs
import { URL, fileURLToPath } from 'node:url';

const rootDir = fileURLToPath(new URL('.', import.meta.url));

/** @type {import('jest').Config} */
export default {
  displayName: 'web',
  rootDir,
  // jsdom plus the Fetch API classes React Router needs (see the file).
  testEnvironment: '<rootDir>/src/test/jsdom-environment.mjs',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx', '<rootDir>/build/**/*.spec.ts'],
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
    // Stylesheets (the explorer's static CSS) are Vite's business; a test needs none.
    '\\.css$': '<rootDir>/src/test/styleStub.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@onboard/(.*)$': '<rootDir>/../../libs/$1/src/index.ts',
  },
  setupFiles: ['<rootDir>/src/test/setup.ts'],
  // After each test: fails it when its fake gateway received or answered what the real gateway would not, then
  // unmounts what it rendered and puts back `fetch` (see the files).
  setupFilesAfterEnv: [
    '<rootDir>/src/test/gatewayShapesAfterEach.ts',
    '<rootDir>/src/test/cleanupAfterEach.ts',
  ],
  // No test may depend on how fast the machine is: waits end when their condition holds, and the deadlines
  // (here and testing-library's, in src/test/setup.ts) are far above what any test needs, so a busy machine
  // (both cores taken) only makes the suite slower, never red.
  testTimeout: 60_000,
  clearMocks: true,
};
