export * from './tables.js';
export * from './comparison.js';
export * from './documents.js';
export * from './site-issues.js';
