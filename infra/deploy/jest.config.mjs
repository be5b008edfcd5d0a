// Static checks of the deployment files (Dockerfile, docker-compose.yml, .env.example, k8s/).
// Run from the repository root:
//   NODE_OPTIONS=--experimental-vm-modules npx jest -c infra/deploy/jest.config.mjs
import { fileURLToPath } from 'node:url';

const rootDir = fileURLToPath(new URL('.', import.meta.url));

/** @type {import('jest').Config} */
export default {
  displayName: 'deploy',
  rootDir,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } },
    ],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};
