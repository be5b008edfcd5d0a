import { z } from 'zod';

/** The Jira adapter's settings, validated once at boot from the clients service's environment. */
export const jiraEnv = z.object({
  /** Jira's base URL (REST paths are appended): the stand-ins locally, the real Jira in production. */
  JIRA_BASE_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4100/jira'),
  /** How long one call to Jira may take, connection and body included (ms). */
  JIRA_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
});
export type JiraConfig = z.infer<typeof jiraEnv>;
export const JIRA_CONFIG = Symbol('JIRA_CONFIG');
