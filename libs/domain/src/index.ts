export * from './qps-status.js';
export * from './task-status.js';
export * from './due-badge.js';
export * from './onboarding-progress.js';
