export * from './qps-status.js';
export * from './task-status.js';
