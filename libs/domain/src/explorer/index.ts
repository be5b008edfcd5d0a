export * from './tables.js';
export * from './comparison.js';
export * from './documents.js';
export * from './site-issues.js';
export * from './plan-details.js';
export * from './branding.js';
export * from './texts-en.js';
export * from './texts-es.js';
