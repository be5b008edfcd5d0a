import { randomUUID } from 'node:crypto';
import { Collection, type Opt } from '@mikro-orm/core';
import {
  Entity,
  Enum,
  Index,
  ManyToOne,
  OneToMany,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/decorators/legacy';
import {
  API_JOB_OUTPUT_LEVELS,
  API_JOB_STATUSES,
  type ApiJobOutputLevel,
  type ApiJobStatus,
} from '@onboard/contracts';
import { ClientScoped, CreatedAtEntity, TimestampedEntity } from '@onboard/server-kit';

/**
 * One push of a client's plan design to QPS (spec §3 API job). The row is the truth about the push; the job
 * ledger only about the `qps.push` job that follows it (decision 146).
 */
@ClientScoped('clientId')
@Entity({ tableName: 'api_job' })
// The latest job of each client (GET /api-jobs).
@Index({ properties: ['clientId', 'createdAt'] })
// A caller's key is unique per client: two clients' pages may pick the same key (decision 146).
@Unique({ properties: ['clientId', 'idempotencyKey'] })
export class ApiJob extends TimestampedEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  clientId!: string;

  @Property({ length: 50 })
  caseId!: string;

  @Enum({ items: () => API_JOB_STATUSES })
  status: ApiJobStatus & Opt = 'IN_PROGRESS';

  /** The caller's key: the same key (for the same client) answers the same job instead of a second push. */
  @Property({ length: 100 })
  idempotencyKey!: string;

  /** QPS's id of the push, once QPS accepted it. */
  @Property({ length: 100, nullable: true })
  qpsPushId?: string | null;

  /** Deliveries of its job that started calling QPS (a worker killed mid-push counts). */
  @Property()
  attempts: number & Opt = 0;

  @Property({ type: 'datetime', nullable: true })
  finishedAt?: Date | null;

  @OneToMany(() => ApiJobOutput, (output) => output.apiJob)
  apiJobOutputs = new Collection<ApiJobOutput>(this);
}

/** A message QPS gave about a push (spec §3 apiJobOutputs): its warnings and errors. */
@ClientScoped('clientId')
@Entity({ tableName: 'api_job_output' })
export class ApiJobOutput extends CreatedAtEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => ApiJob, { deleteRule: 'cascade', index: true })
  apiJob!: ApiJob;

  /** The job's client, on the row itself so the client scope reaches it (decision 228). */
  @Property({ type: 'uuid', index: true })
  clientId!: string;

  @Enum({ items: () => API_JOB_OUTPUT_LEVELS })
  level!: ApiJobOutputLevel;

  @Property({ length: 100 })
  code!: string;

  @Property({ type: 'text' })
  message!: string;

  /** Its place in QPS's list (outputs are shown in QPS's order). */
  @Property()
  position: number & Opt = 0;
}

export const QPS_ENTITIES = [ApiJob, ApiJobOutput];
