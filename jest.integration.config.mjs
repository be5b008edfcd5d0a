// Integration tests: real PostgreSQL and real NATS (JetStream). `npm test` starts both and passes
// DATABASE_URL / NATS_URL; each test file makes its own database, so files can run side by side.
import { nodePreset } from './jest.preset.mjs';

/** @type {import('jest').Config} */
export default {
  ...nodePreset,
  displayName: 'integration',
  testMatch: [
    '<rootDir>/libs/*/src/**/*.integration-spec.ts',
    '<rootDir>/apps/*/src/**/*.integration-spec.ts',
    '<rootDir>/tests/**/*.integration-spec.ts',
  ],
  testTimeout: 60_000,
};
