import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '@onboard/contracts';
import type { Task, TaskEventActor } from '@onboard/clients-record';

/**
 * What the EIF's signature does to the client's EIF task: done by its own work (decision 123), recorded as
 * completed by the signer. The onboarding module's TaskEventsService implements it and the app binds the one
 * to the other, so the EIF does not depend on onboarding (decision 233).
 */
export abstract class EifTaskWork {
  /** The signed-in caller as a task actor (role, id, own name). */
  abstract actorOf(context: RequestContext): Promise<TaskEventActor>;
  /** Marks the task done by its work inside the caller's transaction; a task already Done stays as it is. */
  abstract doneByWork(tx: EntityManager, task: Task, actor: TaskEventActor, now: Date): void;
}
