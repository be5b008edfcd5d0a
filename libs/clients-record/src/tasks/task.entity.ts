import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { TASK_STATUSES, type TaskStatus } from '@onboard/contracts';
import { ClientScoped, Tracked } from '@onboard/server-kit';
import { Client } from '../clients/client.entity.js';
import { Policy } from '../policies-plans/policy.entity.js';

/**
 * A client task or a policy task (spec §3 Task, §4 task ids). Its status moves by the events of decision 122
 * (TaskEventsService), each kept in `task_event`; every change is also a change record (the audit trail).
 */
@Tracked({ metadata: (t: Task) => ({ clientId: t.client.id }) })
@ClientScoped('client')
@Entity({ tableName: 'task' })
export class Task {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { deleteRule: 'cascade', index: true })
  client!: Client;

  @ManyToOne(() => Policy, { nullable: true, deleteRule: 'cascade', index: true })
  policy?: Policy | null;

  /** The spec's task id (e.g. eif-submit-company-information). */
  @Property({ length: 100 })
  taskId!: string;

  @Enum({ items: () => TASK_STATUSES })
  status!: TaskStatus;

  @Property({ type: 'date', nullable: true })
  dueDate?: string | null;

  @Property({ type: 'datetime', nullable: true })
  statusUpdatedAt?: Date | null;

  /** What the client must fix while the task is NIGO (spec §3 Client "NIGO reasons"); empty otherwise. */
  @Property({ type: 'json', defaultRaw: `'[]'` })
  nigoReasons: string[] & Opt = [];
}
