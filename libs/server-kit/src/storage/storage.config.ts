import { loadConfig } from '../config.js';
import { z } from 'zod';

/** S3 bucket names: 3–63 lowercase letters, digits, dots and hyphens. */
const bucketName = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * Where the documents service keeps files (decision 109). `disk` (the default, what `npm start` uses, under
 * its data folder) or `s3`: any S3-compatible store, configured by the S3_* variables.
 */
export const storageEnv = z
  .object({
    STORAGE_DRIVER: z.enum(['disk', 's3']).default('disk'),
    /** The disk driver's folder; relative paths are taken from the working directory. */
    STORAGE_DIR: z.string().min(1).default('.data/files'),
    /** Unset for AWS S3 itself; the address of another S3-compatible store (MinIO, R2, the stand-ins' /s3). */
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_BUCKET: z.string().regex(bucketName, 'must be an S3 bucket name').default('onboard-documents'),
    /** Both or neither; neither = the SDK's default chain (IAM role, web identity in k8s). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** `true` for most S3-compatible stores and the stand-in (http://host/bucket/key rather than bucket.host). */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  })
  .refine((c) => (c.S3_ACCESS_KEY_ID === undefined) === (c.S3_SECRET_ACCESS_KEY === undefined), {
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
    path: ['S3_ACCESS_KEY_ID'],
  });
export type StorageConfig = z.infer<typeof storageEnv>;

/** Read once at boot; throws ConfigError naming every bad variable. */
export const loadStorageConfig = (env: Record<string, string | undefined>): StorageConfig =>
  loadConfig(storageEnv, env);
