import { describe, expect, test } from '@jest/globals';
import { ConfigError } from '../config.js';
import { DiskStorage } from './disk.storage.js';
import { assertValidKey, InvalidFileKeyError } from './file-storage.js';
import { S3Storage } from './s3.storage.js';
import { loadStorageConfig } from './storage.config.js';
import { createFileStorage } from './storage.provider.js';

describe('file storage configuration', () => {
  test('defaults to the disk driver under the data folder of npm start', () => {
    expect(loadStorageConfig({})).toEqual({
      STORAGE_DRIVER: 'disk',
      STORAGE_DIR: '.data/files',
      S3_REGION: 'us-east-1',
      S3_BUCKET: 'onboard-documents',
      S3_FORCE_PATH_STYLE: false,
    });
    expect(createFileStorage(loadStorageConfig({}))).toBeInstanceOf(DiskStorage);
  });

  test('STORAGE_DRIVER=s3 builds the S3 driver from the S3_* variables', async () => {
    const config = loadStorageConfig({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:4100/s3',
      S3_BUCKET: 'files.example',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config).toMatchObject({
      STORAGE_DRIVER: 's3',
      S3_FORCE_PATH_STYLE: true,
      S3_BUCKET: 'files.example',
    });
    const storage = createFileStorage(config);
    expect(storage).toBeInstanceOf(S3Storage);
    await storage.close();
  });

  test.each([
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER'],
    [{ STORAGE_DRIVER: 'S3' }, 'STORAGE_DRIVER'],
    [{ S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'Has_Capitals' }, 'S3_BUCKET'],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
    [{ S3_ACCESS_KEY_ID: 'id-without-secret' }, 'S3_ACCESS_KEY_ID'],
  ])('refuses %j at boot, naming the variable', (env, variable) => {
    expect(() => loadStorageConfig(env)).toThrow(ConfigError);
    expect(() => loadStorageConfig(env)).toThrow(variable);
  });
});

describe('file keys', () => {
  test.each(['a', 'clients/42/census/2026-11.csv', 'x/y_z-1.2/Report.PDF'])('accepts %j', (key) => {
    expect(() => assertValidKey(key)).not.toThrow();
  });

  test.each(['..', '../a', 'a/..', 'a/../b', '/a', 'a/', 'a//b', '.env', 'a/.b', 'a\\b', 'a b', 'é', 'a:b'])(
    'refuses %j',
    (key) => {
      expect(() => assertValidKey(key)).toThrow(InvalidFileKeyError);
    },
  );
});
