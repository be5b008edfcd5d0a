// Shared Jest settings for the Node-side projects (libs, services, gateway, scripts). ESM throughout (Nest 12,
// MikroORM 7 are ESM-only), TypeScript through swc with the legacy decorators and metadata Nest needs.
// Workspace libraries map to their TypeScript sources, so unit tests need no build.
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('.', import.meta.url));

/** @type {import('jest').Config} */
export const nodePreset = {
  rootDir: repoRoot,
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          target: 'es2022',
        },
        module: { type: 'es6' },
      },
    ],
  },
  moduleNameMapper: {
    '^@onboard/server-kit/testing$': '<rootDir>/libs/server-kit/src/testing.ts',
    '^@onboard/server-kit/test-infra$': '<rootDir>/libs/server-kit/src/test-infra.ts',
    '^@onboard/server-kit/storage$': '<rootDir>/libs/server-kit/src/storage/index.ts',
    '^@onboard/(contracts|domain|server-kit|clients-record|clients-eif|clients-onboarding|clients-adapters)$':
      '<rootDir>/libs/$1/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  setupFiles: ['<rootDir>/jest.setup.node.mjs'],
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/', '<rootDir>/.data/'],
};
