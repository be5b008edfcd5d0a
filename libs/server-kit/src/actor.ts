import { AsyncLocalStorage } from 'node:async_hooks';
import { requestContextSchema } from '@onboard/contracts';

/**
 * Who is acting in the current async flow, for what the ORM layer writes on its own (change records): the
 * signed-in user of the request a handler serves, or nobody (seeds, jobs, migrations).
 */
export type Actor = {
  userId: string | null;
  role: string | null;
  requestId: string | null;
  /** The NATS subject being served, when the flow is a request. */
  subject: string | null;
  /**
   * Someone without an account acting through a link (the outside signer): the audit trail names them by
   * name and e-mail instead of "System" (issue 28 item 4).
   */
  outsideSigner?: { name: string; email: string };
};

/** Runs `fn` as the current actor acting for an outside signer (their name and e-mail on its change records). */
export function runAsOutsideSigner<T>(signer: { name: string; email: string }, fn: () => T): T {
  const current = currentActor();
  return runWithActor(
    {
      userId: current?.userId ?? null,
      role: current?.role ?? null,
      requestId: current?.requestId ?? null,
      subject: current?.subject ?? null,
      outsideSigner: signer,
    },
    fn,
  );
}

const storage = new AsyncLocalStorage<() => Actor>();

/** Runs `fn` with `actor` as the current actor; a function is called (once) only when someone asks. */
export function runWithActor<T>(actor: Actor | (() => Actor), fn: () => T): T {
  if (typeof actor !== 'function') return storage.run(() => actor, fn);
  let resolved: Actor | undefined;
  return storage.run(() => (resolved ??= actor()), fn);
}

/** The current actor, or undefined outside any request (seeds, jobs, migrations). */
export function currentActor(): Actor | undefined {
  return storage.getStore()?.();
}

/**
 * The actor of a request-reply message `{context, payload}`, read from its caller context only when asked:
 * most requests write nothing tracked, so the hot path pays nothing. The handler validates the same envelope
 * before its service can write, so a malformed context never reaches a flush; here it reads as nobody.
 */
export function actorOfMessage(message: unknown, subject: string | undefined): () => Actor {
  return () => {
    const raw = (message as { context?: unknown } | null)?.context;
    const parsed = requestContextSchema.safeParse(raw);
    const context = parsed.success ? parsed.data : undefined;
    return {
      userId: context?.user?.id ?? null,
      role: context?.user?.role ?? null,
      requestId: context?.requestId ?? null,
      subject: subject ?? null,
    };
  };
}
