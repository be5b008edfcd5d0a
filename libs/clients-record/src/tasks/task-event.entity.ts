import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import {
  TASK_ACTOR_ROLES,
  TASK_EVENT_TYPES,
  TASK_STATUSES,
  type TaskEventType,
  type TaskStatus,
} from '@onboard/contracts';
import { ClientScoped } from '@onboard/server-kit';
import { Client } from '../clients/client.entity.js';
import { Task } from './task.entity.js';

/** One event that moved a task (decision 123): the history its page shows. Written once, never changed. */
@ClientScoped('client')
@Entity({ tableName: 'task_event' })
@Index({ properties: ['task', 'at'] })
export class TaskEventRecord {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Task, { deleteRule: 'cascade' })
  task!: Task;

  @ManyToOne(() => Client, { deleteRule: 'cascade', index: true })
  client!: Client;

  @Enum({ items: () => TASK_EVENT_TYPES })
  event!: TaskEventType;

  @Enum({ items: () => TASK_STATUSES })
  fromStatus!: TaskStatus;

  @Enum({ items: () => TASK_STATUSES })
  status!: TaskStatus;

  @Property({ type: 'datetime' })
  at!: Date;

  @Enum({ items: () => TASK_ACTOR_ROLES })
  byRole!: (typeof TASK_ACTOR_ROLES)[number];

  @Property({ type: 'uuid', nullable: true })
  byUserId?: string | null;

  /** The person's name when it was fired (users may be renamed or removed later). */
  @Property({ length: 200, nullable: true })
  byName?: string | null;

  @Property({ type: 'json', defaultRaw: `'[]'` })
  reasons: string[] & Opt = [];
}
