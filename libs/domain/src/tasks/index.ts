export * from './task-kinds.js';
export * from './task-transitions.js';
export * from './task-history.js';
export * from './pfml-task.js';
export * from './task-documents.js';
