/**
 * What the fake gateway found wrong during a test: requests the real gateway would refuse and answers it could
 * never send (decided by the route table's schemas, see fakeGateway.ts). Kept on `globalThis`, not in a module,
 * so one store serves every copy of the modules (a spec that resets its modules) and the hook of
 * gatewayShapesAfterEach.ts, which imports nothing heavy.
 */
type Store = { pending: Set<Promise<void>>; mismatches: string[]; later: Array<() => string[]> };

const KEY = Symbol.for('onboard.web-tests.fake-gateway-checks');

const store = (): Store => {
  const holder = globalThis as unknown as Record<symbol, Store | undefined>;
  holder[KEY] ??= { pending: new Set(), mismatches: [], later: [] };
  return holder[KEY];
};

/** Runs a check beside the fake's answer; the test's end waits for it. */
export function track(check: Promise<void>): void {
  const { pending } = store();
  const settled = check.catch((error: unknown) => {
    store().mismatches.push(`the fake gateway's check itself failed: ${String(error)}`);
  });
  pending.add(settled);
  void settled.finally(() => pending.delete(settled));
}

export function reportMismatch(message: string): void {
  store().mismatches.push(message);
}

/** Mismatches known only once the checks under way have ended (a request's, unless its answer refused it). */
export function reportLater(found: () => string[]): void {
  store().later.push(found);
}

/** The mismatches found so far (once the checks under way have ended), and forgets them. */
export async function takeGatewayMismatches(): Promise<string[]> {
  const { pending } = store();
  while (pending.size > 0) await Promise.all([...pending]);
  const { mismatches, later } = store();
  return [
    ...mismatches.splice(0, mismatches.length),
    ...later.splice(0, later.length).flatMap((found) => found()),
  ];
}

/** Fails (throws) when the fake gateway found a mismatch: the hook every web test runs after it. */
export async function failOnGatewayMismatches(): Promise<void> {
  const found = await takeGatewayMismatches();
  if (found.length === 0) return;
  throw new Error(
    `The fake gateway received ${found.length} call(s) the real gateway would not serve this way ` +
      `(the route table's schemas decide; fix the test's fixture, or the app if it sends what the gateway refuses):\n\n` +
      found.join('\n\n'),
  );
}
