// File storage (decision 109), a subpath of its own (`@onboard/server-kit/storage`): only the processes that
// move file contents (the gateway, the documents service) load the AWS SDK.
export * from './file-storage.js';
export { DiskStorage } from './disk.storage.js';
export { S3Storage } from './s3.storage.js';
export { loadStorageConfig, storageEnv, type StorageConfig } from './storage.config.js';
export { createFileStorage, fileStorageProvider } from './storage.provider.js';
