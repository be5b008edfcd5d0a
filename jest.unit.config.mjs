// Unit tests: pure rules, components, static checks. No database, no bus.
import { nodePreset } from './jest.preset.mjs';

/** @type {import('jest').Config} */
export default {
  projects: [
    {
      ...nodePreset,
      displayName: 'unit',
      testMatch: ['<rootDir>/libs/*/src/**/*.spec.ts', '<rootDir>/apps/!(web)/src/**/*.spec.ts'],
    },
    '<rootDir>/apps/web/jest.config.mjs',
    '<rootDir>/infra/deploy/jest.config.mjs',
  ],
};
