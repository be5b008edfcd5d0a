export * from './census-parser.js';
export * from './csv-exact.js';
export * from './validate-census-stream.js';
