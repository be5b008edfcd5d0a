import type { FactoryProvider } from '@nestjs/common';
import { ENV } from '../service.js';
import { DiskStorage } from './disk.storage.js';
import { FILE_STORAGE, type FileStorage } from './file-storage.js';
import { S3Storage } from './s3.storage.js';
import { loadStorageConfig, type StorageConfig } from './storage.config.js';

/** The driver STORAGE_DRIVER names, configured from the validated variables. */
export function createFileStorage(config: StorageConfig): FileStorage {
  switch (config.STORAGE_DRIVER) {
    case 'disk':
      return new DiskStorage(config.STORAGE_DIR);
    case 's3':
      return new S3Storage({
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        credentials:
          config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
            : undefined,
      });
  }
}

/** FILE_STORAGE for the documents module; its connections close with the application. */
export const fileStorageProvider: FactoryProvider<FileStorage> = {
  provide: FILE_STORAGE,
  inject: [ENV],
  useFactory: (env: Record<string, string | undefined>) => {
    const storage = createFileStorage(loadStorageConfig(env));
    return Object.assign(storage, { onApplicationShutdown: () => storage.close() });
  },
};
