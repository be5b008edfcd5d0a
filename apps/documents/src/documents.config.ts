import { loadConfig } from '@onboard/server-kit';
import { z } from 'zod';

/** The documents service's own settings (storage and the video host have theirs: decisions 109, 115). */
export const documentsEnv = z.object({
  /** How long making a zip of a client's documents may take before FILE_ZIPPING_TIMEOUT (spec §8). */
  FILE_ZIPPING_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /**
   * How long a census validation may go without a sign of life before another worker takes it over (its
   * worker signals every third of it while it reads; a killed worker's job resumes after it).
   */
  CENSUS_JOB_ACK_WAIT_MS: z.coerce.number().int().min(1000).default(30_000),
});
export type DocumentsConfig = z.infer<typeof documentsEnv>;

export const loadDocumentsConfig = (env: Record<string, string | undefined>): DocumentsConfig =>
  loadConfig(documentsEnv, env);
