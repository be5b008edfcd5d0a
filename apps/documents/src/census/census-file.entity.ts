import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import {
  CENSUS_SOURCES,
  CENSUS_STATUSES,
  type CensusSource,
  type CensusStatus,
  type Role,
} from '@onboard/contracts';
import { ClientScoped, TimestampedEntity } from '@onboard/server-kit';
import { Document } from '../documents/document.entity.js';

type Summary = {
  rows: number;
  employees: number;
  dependents: number;
  rowsWithErrors: number;
  counts: { error: number; warning: number };
  truncated: boolean;
};
type DomainValidation = { code: string; severity: 'error' | 'warning'; message: string };

/**
 * A census file of a policy (decision 120): the uploaded document, its column mapping, its validation (a job:
 * status, progress, the report's summary; the issues are rows of CensusIssue) and whether it was submitted.
 * One current census per policy (the last submitted); earlier ones are kept.
 */
@ClientScoped('clientId')
@Entity({ tableName: 'census_file' })
@Index({ properties: ['clientId', 'policyId', 'createdAt'] })
export class CensusFile extends TimestampedEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Document, { deleteRule: 'cascade', unique: true })
  document!: Document;

  @Property({ type: 'uuid' })
  clientId!: string;

  @Property({ type: 'uuid' })
  policyId!: string;

  @Enum({ items: () => CENSUS_STATUSES })
  status!: CensusStatus;

  @Enum({ items: () => CENSUS_SOURCES, nullable: true })
  source?: CensusSource | null;

  /** csv or xlsx, from the inspection of the upload. */
  @Property({ length: 10 })
  kind!: 'csv' | 'xlsx';

  @Property({ type: 'json' })
  headers: string[] & Opt = [];

  @Property({ type: 'json' })
  mapping: Record<string, string | null> & Opt = {};

  @Property({ type: 'json' })
  confidence: Record<string, number> & Opt = {};

  /** What the rows were checked against when validation was asked (the client's classes, the coverages). */
  @Property({ type: 'json', nullable: true })
  context?: { employeeClasses: string[]; coverages: string[] } | null;

  /** Bumped whenever the file must be validated again: the job key carries it. */
  @Property()
  version: number & Opt = 0;

  /** Submit it once it has validated without errors (validate-submit asked). */
  @Property()
  autoSubmit: boolean & Opt = false;

  /** Who asked for the automatic submit: the submit runs as them once the file validated. */
  @Property({ type: 'json', nullable: true })
  autoSubmitBy?: { id: string; role: Role; clientIds: string[] } | null;

  @Property()
  rowsDone: number & Opt = 0;

  @Property({ type: 'json', nullable: true })
  summary?: Summary | null;

  @Property({ type: 'json' })
  domainValidations: DomainValidation[] & Opt = [];

  @Property({ type: 'datetime', nullable: true })
  validatedAt?: Date | null;

  /** The report's issues as CSV, in the file storage. */
  @Property({ length: 300, nullable: true })
  reportKey?: string | null;

  @Property({ type: 'datetime', nullable: true })
  submittedAt?: Date | null;

  @Property({ type: 'uuid', nullable: true })
  submittedBy?: string | null;

  @Property()
  current: boolean & Opt = false;
}
