// The system the integration test files of one Jest worker share (decision 212): `npm test` starts one per
// worker beside the tests (`startSharedSystem`) and writes where it is to SHARED_SYSTEMS_DIR; a file takes its
// worker's (`TestSystem.shared` in harness.ts) and works in a tenant of its own. Outside `npm test` a file
// starts a system of its own with the same settings.

/**
 * The settings every file on a shared system gets: what each file used to set on its own system, where files
 * differ only in a figure nobody else minds (limits far above what a file uses, short waits). Files that test
 * a limit or a timeout itself, or stop processes, keep a system of their own.
 */
export const SHARED_SYSTEM_ENV = {
  LOG_LEVEL: 'warn',
  SHUTDOWN_GRACE_MS: '0',
  COOKIE_SECURE: 'false',
  // A job worker that stops receiving binds again within seconds, inside the tests' waits.
  JOB_WATCHDOG_MS: '2000',
  // Every file signs its people in from 127.0.0.1: the limits themselves are tested on systems of their own.
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '100000',
  // Redelivery of an unacknowledged job within the tests' waits (census, QPS).
  CENSUS_JOB_ACK_WAIT_MS: '2000',
  QPS_JOB_ACK_WAIT_MS: '2000',
  QPS_POLL_INTERVAL_MS: '100',
  QPS_PUSH_TIMEOUT_MS: '12000',
  // The service-status (Jira) answers are cached briefly, so a test sees a change within its wait.
  SERVICE_STATUS_CACHE_MS: '200',
  SERVICE_STATUS_RETRY_MS: '200',
};

/** The file a shared system's address is written to once it is ready (`<n>.failed` when it could not start). */
export const sharedSystemFile = (dir, n) => `${dir}/${n}.json`;
