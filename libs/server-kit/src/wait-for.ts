/** How waitFor polls. */
export type WaitForOptions = {
  /**
   * How long to keep asking before failing (default 90 s). Far above what any wait needs, so a busy machine
   * makes a test slower, never red; a test's own jest timeout may still end it first.
   */
  timeoutMs?: number;
  /** The pause between two probes (default 100 ms). */
  intervalMs?: number;
  /**
   * Whether a probe that throws counts as "not yet" (for a server that is restarting: a refused connection
   * is expected). The last error is named in the timeout's message. Default: a thrown error fails at once.
   */
  retryOnError?: boolean;
};

/**
 * Polls `probe` until it answers something other than undefined and answers that. The one polling helper of
 * the integration tests: no fixed sleeps racing real work, a generous deadline, and a message naming `what`
 * was awaited (and the last error seen) when it never comes.
 */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  { timeoutMs = 90_000, intervalMs = 100, retryOnError = false }: WaitForOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      if (!retryOnError) throw error;
      lastError = error;
    }
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  const last = lastError === undefined ? '' : `; last error: ${String(lastError)}`;
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${last}`);
}
