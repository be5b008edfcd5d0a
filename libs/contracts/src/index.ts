export * from './subjects.js';
export * from './errors.js';
export * from './enums.js';
export * from './context.js';
export * from './health.js';
export * from './events.js';
export * from './clients.js';
export * from './demo.js';
