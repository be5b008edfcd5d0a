export * from './qps-status.js';
export * from './task-status.js';
export * from './due-badge.js';
export * from './onboarding-progress.js';
export * from './eif/coverages.js';
export * from './eif/applicability.js';
export * from './eif/layout.js';
export * from './eif/status.js';
