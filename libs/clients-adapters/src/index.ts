export * from './client-sync/client-sync.handler.js';
export * from './client-sync/client-sync.service.js';
export * from './explorer/explorer-site-client.handler.js';
export * from './jira/jira.module.js';
export * from './qps/client-qps.handler.js';
export * from './qps/client-qps.service.js';
export * from './status/status.module.js';
