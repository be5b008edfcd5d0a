import type { TaskActorRole } from '@onboard/domain';

/** Who fires an event on a task: a person of a role, or the platform (SYSTEM). */
export type TaskEventActor = { role: TaskActorRole; userId: string | null; name: string | null };
