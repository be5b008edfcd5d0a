import { randomUUID } from 'node:crypto';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { TASK_STATUSES, type TaskStatus } from '@onboard/contracts';
import { Client } from '../clients/client.entity.js';
import { Policy } from '../policies-plans/policy.entity.js';
import { ClientScoped } from '@onboard/server-kit';

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
}
