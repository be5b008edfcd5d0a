import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { EVENTS, JOB_KINDS, type JobPayload, type LiveEvent, type RequestContext } from '@onboard/contracts';
import { issuesToCsv, type CensusReport } from '@onboard/domain';
import {
  ENV,
  JobHandler,
  NATS,
  publishEvent,
  scopeToSystem,
  type JobCallContext,
  type JobFailureContext,
  type JobSteps,
  type JobTxContext,
  type NatsConnection,
} from '@onboard/server-kit';
import { FILE_STORAGE, type FileStorage } from '@onboard/server-kit/storage';
import { loadDocumentsConfig } from '../documents.config.js';
import { CensusFile } from './census-file.entity.js';
import { CensusIssue } from './census-issue.entity.js';
import { CensusService, submittable } from './census.service.js';
import { validateCensusStream, type CensusFileKind } from './parse/index.js';

type Work = {
  censusId: string;
  version: number;
  clientId: string;
  policyId: string;
  documentId: string;
  storageKey: string;
  kind: CensusFileKind;
  mapping: Record<string, string | null>;
  context: { employeeClasses: string[]; coverages: string[] };
};
type Result = { report: CensusReport; reportKey: string };

/** How often progress is written and announced while a file is read. */
const PROGRESS_EVERY_MS = 500;
/** Issues written per INSERT in the record step. */
const ISSUE_CHUNK = 2000;

/**
 * `census.validate` (decision 120), in the three steps of server-kit's jobs (decision 035):
 * 1. claim: the file at this version → VALIDATING (a stale version, or one already settled, is nothing to do);
 * 2. call: the file streamed from storage through the parser and the rules, with the progress written to the
 *    row and published as `evt.documents.census-progress` every half second; the report's CSV is written to
 *    storage (same key on a redelivery, so rewriting is harmless). A worker killed here leaves the job to be
 *    delivered again, and the file is read again from the start;
 * 3. record: the summary, file rules and issues (replacing any earlier ones) in one transaction with the
 *    ledger's done, so a file's report is written once. A file asked to be submitted automatically is
 *    submitted after that commit when it has no errors.
 */
@JobHandler(JOB_KINDS.censusValidate)
@Injectable()
export class CensusValidateJob implements JobSteps<
  JobPayload<typeof JOB_KINDS.censusValidate>,
  Work,
  Result
> {
  readonly maxDeliver = 5;
  readonly ackWaitMs: number;
  readonly retryDelaysMs = [1_000, 5_000, 30_000];
  readonly concurrency = 1;

  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(NATS) private readonly nc: NatsConnection,
    private readonly orm: MikroORM,
    private readonly census: CensusService,
    @Inject(ENV) env: Record<string, string | undefined>,
  ) {
    this.ackWaitMs = loadDocumentsConfig(env).CENSUS_JOB_ACK_WAIT_MS;
  }

  async claim(
    { censusId, version }: { censusId: string; version: number },
    ctx: JobTxContext,
  ): Promise<Work | null> {
    scopeToSystem(ctx.em);
    const file = await ctx.em.findOne(CensusFile, censusId, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
      populate: ['document'],
    });
    if (!file || file.version !== version || file.document.deletedAt) {
      ctx.logger.info({ censusId, version }, 'census file gone or changed since: this validation is stale');
      return null;
    }
    if (file.status === 'VALIDATED' || file.status === 'FAILED') return null;
    file.status = 'VALIDATING';
    file.rowsDone = 0;
    return {
      censusId,
      version,
      clientId: file.clientId,
      policyId: file.policyId,
      documentId: file.document.id,
      storageKey: file.document.storageKey,
      kind: file.kind,
      mapping: file.mapping,
      context: file.context ?? { employeeClasses: [], coverages: [] },
    };
  }

  async call(work: Work, ctx: JobCallContext): Promise<Result> {
    const source = await this.storage.get(work.storageKey);
    let last = 0;
    const { report } = await validateCensusStream(
      source.body,
      work.kind,
      work.context,
      work.mapping,
      (rows) => {
        const now = Date.now();
        if (now - last < PROGRESS_EVERY_MS) return;
        last = now;
        this.progress(work, rows, 'VALIDATING');
      },
    );
    const reportKey = `census-reports/${work.censusId}-v${work.version}.csv`;
    const lines = issuesToCsv(report.issues);
    await this.storage.put(
      reportKey,
      Readable.from(lines.map((line) => `${line}\r\n`)),
      'text/csv; charset=utf-8',
    );
    ctx.logger.info(
      { censusId: work.censusId, rows: report.rows, errors: report.counts.error, attempt: ctx.attempt },
      'census file validated',
    );
    return { report, reportKey };
  }

  /** Progress: written to the row (what the pages poll) and announced (the live socket). Never fails the job. */
  private progress(work: Work, rowsDone: number, status: 'VALIDATING' | 'VALIDATED'): void {
    const em = this.orm.em.fork();
    scopeToSystem(em);
    em.nativeUpdate(CensusFile, { id: work.censusId, version: work.version }, { rowsDone }).catch(
      () => undefined,
    );
    const event: LiveEvent = {
      type: 'CENSUS_PROGRESS',
      clientId: work.clientId,
      policyId: work.policyId,
      documentId: work.documentId,
      status,
      rowsDone,
    };
    publishEvent(this.nc, EVENTS.censusProgress, event);
  }

  async record(work: Work, { report, reportKey }: Result, ctx: JobTxContext): Promise<void> {
    scopeToSystem(ctx.em);
    const file = await ctx.em.findOneOrFail(CensusFile, work.censusId, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
      populate: ['document'],
    });
    if (file.version !== work.version) return;
    await ctx.em.nativeDelete(CensusIssue, { censusId: file.id });
    for (let start = 0; start < report.issues.length; start += ISSUE_CHUNK) {
      const rows = report.issues.slice(start, start + ISSUE_CHUNK).map((issue, i) => ({
        censusId: file.id,
        clientId: file.clientId,
        seq: start + i,
        row: issue.row,
        column: issue.column,
        value: issue.value ?? null,
        severity: issue.severity,
        code: issue.code,
        message: issue.message,
      }));
      await ctx.em.insertMany(CensusIssue, rows);
    }
    file.status = 'VALIDATED';
    file.rowsDone = report.rows;
    file.summary = {
      rows: report.rows,
      employees: report.employees,
      dependents: report.dependents,
      rowsWithErrors: report.rowsWithErrors,
      counts: report.counts,
      truncated: report.truncated,
    };
    file.domainValidations = report.domainValidations;
    file.validatedAt = new Date();
    file.reportKey = reportKey;
    file.document.processStatus = 'PROCESSED';
    const by = file.autoSubmitBy;
    const submit = file.autoSubmit && by && submittable(file);
    ctx.afterCommit(() => {
      this.progress(work, report.rows, 'VALIDATED');
      if (submit) void this.autoSubmit(work, by, ctx);
    });
  }

  /** The automatic submit of validate-submit, as the user who asked; a failure leaves the file to submit by hand. */
  private async autoSubmit(work: Work, by: NonNullable<CensusFile['autoSubmitBy']>, ctx: JobCallContext) {
    const context: RequestContext = { requestId: randomUUID(), user: by };
    const em = this.orm.em.fork();
    scopeToSystem(em);
    try {
      const file = await em.findOneOrFail(CensusFile, work.censusId, { populate: ['document'] });
      await this.census.submitFile(context, file, em);
    } catch (error) {
      ctx.logger.warn({ err: error, censusId: work.censusId }, 'automatic census submit failed');
    }
  }

  async failed(work: Work, error: unknown, ctx: JobFailureContext): Promise<'retry' | 'settled'> {
    ctx.logger.warn({ err: error, censusId: work.censusId, final: ctx.final }, 'census validation failed');
    if (!ctx.final) return 'retry';
    scopeToSystem(ctx.em);
    const file = await ctx.em.findOne(CensusFile, work.censusId, { populate: ['document'] });
    if (file && file.version === work.version) {
      file.status = 'FAILED';
      file.document.processStatus = 'FAILED';
      file.domainValidations = [
        {
          code: 'unreadableFile',
          severity: 'error',
          message:
            'This file could not be read to the end. Upload it again, or save it as CSV UTF-8 and upload that.',
        },
      ];
    }
    return 'settled';
  }
}
