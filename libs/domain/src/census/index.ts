export * from './fields.js';
export * from './formats.js';
export * from './hash-set.js';
export * from './mapping.js';
export * from './messages.js';
export * from './report-csv.js';
export * from './validator.js';
