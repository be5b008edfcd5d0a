import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  CENSUS_EDITABLE_ROWS,
  JOB_KINDS,
  pageWindow,
  INTERNAL,
  type CensusContextDto,
  type CensusFileDto,
  type CensusIssueDto,
  type RequestContext,
  type StoredFileRef,
  type censusMappingPutSchema,
  type censusReportQuerySchema,
  type censusRowsPutSchema,
} from '@onboard/contracts';
import { CENSUS_FIELDS, censusFieldById, suggestMapping } from '@onboard/domain';
import { DomainError, JobQueue, requireUser, RpcClient, requireAccess } from '@onboard/server-kit';
import { FILE_STORAGE, type FileStorage } from '@onboard/server-kit/storage';
import type { z } from 'zod';
import { Document } from '../documents/document.entity.js';
import { contentKeyOf, toDocumentDto } from '../documents/document.dto.js';
import { parseCensus, parseCensusFile, type CensusFileKind } from './parse/index.js';
import { CensusFile } from './census-file.entity.js';
import { CensusIssue } from './census-issue.entity.js';
import { CensusMapping } from './census-mapping.entity.js';

export const NO_ERRORS_TO_SUBMIT = 'Fix the errors of this census before submitting it';
const TOO_MANY_ROWS = `Only files of up to ${CENSUS_EDITABLE_ROWS.toLocaleString('en-US')} rows can be fixed here; fix larger files in your spreadsheet and upload them again`;

export function toCensusDto(file: CensusFile): CensusFileDto {
  const mappingNeeded =
    file.status === 'MAPPING'
      ? [
          {
            code: 'mappingNeeded',
            severity: 'error' as const,
            message: 'Confirm how the columns match the census template',
          },
        ]
      : [];
  return {
    document: toDocumentDto(file.document),
    submitted: !!file.submittedAt,
    domainValidations: [...mappingNeeded, ...file.domainValidations],
    policyId: file.policyId,
    status: file.status,
    source: file.source ?? null,
    headers: file.headers,
    mapping: file.mapping,
    confidence: file.confidence,
    rowsDone: file.rowsDone,
    summary: file.summary ?? null,
    current: file.current,
    submittedAt: file.submittedAt?.toISOString() ?? null,
    submittedBy: file.submittedBy ?? null,
    validatedAt: file.validatedAt?.toISOString() ?? null,
  };
}

/** Whether a validated file may be submitted: no error in its rows or in the file as a whole. */
export const submittable = (file: CensusFile): boolean =>
  file.status === 'VALIDATED' &&
  (file.summary?.counts.error ?? 1) === 0 &&
  !file.domainValidations.some((v) => v.severity === 'error');

/** The header row of a census file on disk (the parse stops there; an XLSX is read in place). */
export async function readHeaders(path: string, kind: CensusFileKind): Promise<string[]> {
  const stop = new AbortController();
  let headers: string[] = [];
  await parseCensusFile(path, kind, () => undefined, {
    signal: stop.signal,
    onHeaders: (found) => {
      headers = found;
      stop.abort();
    },
  }).catch(() => undefined);
  return headers;
}

/**
 * The census of a policy (spec §2 census routes, §7 Census; issue 11 item 3; decision 120): files are
 * uploaded as documents of the `census` category with their policy; the columns are matched to the template
 * (suggested, then confirmed with the source); validation runs as a JetStream job (CensusValidateJob) whose
 * report is paged from CensusIssue rows; submitting makes a file the policy's current census and completes the
 * policy's enrollment-elections task in the clients service.
 */
@Injectable()
export class CensusService {
  constructor(
    private readonly em: EntityManager,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly rpc: RpcClient,
    private readonly queue: JobQueue,
  ) {}

  /** What the policy's census is checked against, asked of the clients service as the caller. */
  async contextOf(context: RequestContext, clientId: string, policyId: string): Promise<CensusContextDto> {
    return this.rpc.call(INTERNAL.clients.censusContext, context, { clientId, policyId });
  }

  /**
   * A census upload's record (in the upload's flush): its headers, read from the kept local copy, and the
   * suggested mapping (the client's remembered one wins where headers match).
   */
  async register(
    document: Document,
    policyId: string,
    kind: CensusFileKind,
    localPath: string,
  ): Promise<CensusFile> {
    const headers = await readHeaders(localPath, kind);
    const remembered = await this.em.findOne(CensusMapping, { clientId: document.clientId });
    const { mapping, confidence } = suggestMapping(headers, remembered?.mapping);
    return this.em.create(CensusFile, {
      document,
      clientId: document.clientId,
      policyId,
      status: 'MAPPING',
      kind,
      headers,
      mapping,
      confidence,
    });
  }

  private async fileOf(clientId: string, policyId: string, documentId: string): Promise<CensusFile> {
    const file = await this.em.findOne(
      CensusFile,
      { document: { id: documentId, deletedAt: null }, clientId, policyId },
      { populate: ['document'] },
    );
    if (!file) throw DomainError.notFound('Census file');
    return file;
  }

  private async filesOf(clientId: string, policyId: string): Promise<CensusFile[]> {
    return this.em.find(
      CensusFile,
      { clientId, policyId, document: { deletedAt: null } },
      { populate: ['document'], orderBy: { createdAt: 'desc', id: 'asc' } },
    );
  }

  async list(context: RequestContext, clientId: string, policyId: string): Promise<CensusFileDto[]> {
    requireAccess(context, 'read', 'document', { clientId, named: true });
    return (await this.filesOf(clientId, policyId)).map(toCensusDto);
  }

  async file(context: RequestContext, clientId: string, policyId: string, documentId: string) {
    requireAccess(context, 'read', 'document', { clientId, named: true });
    return toCensusDto(await this.fileOf(clientId, policyId, documentId));
  }

  /** Confirms the mapping and source, remembers the mapping for the client, and queues validation. */
  async mappingPut(
    context: RequestContext,
    clientId: string,
    policyId: string,
    documentId: string,
    body: z.output<typeof censusMappingPutSchema>,
  ): Promise<CensusFileDto> {
    requireAccess(context, 'update', 'document', { clientId, named: true });
    const file = await this.fileOf(clientId, policyId, documentId);
    const errors = mappingErrors(file.headers, body.mapping);
    if (errors.length) throw DomainError.validation(errors);
    const censusContext = await this.contextOf(context, clientId, policyId);
    const mapping = Object.fromEntries(file.headers.map((h) => [h, body.mapping[h] ?? null]));
    file.mapping = mapping;
    file.source = body.source;
    file.context = censusContext;
    this.queueAgain(file);
    await this.em.upsert(CensusMapping, { clientId, mapping, updatedAt: new Date() });
    await this.em.flush();
    await this.enqueue(file);
    return toCensusDto(file);
  }

  private queueAgain(file: CensusFile): void {
    file.status = 'QUEUED';
    file.version += 1;
    file.rowsDone = 0;
    file.summary = null;
    file.domainValidations = [];
    file.validatedAt = null;
    file.document.processStatus = 'PROCESSING';
  }

  /** Asks for the file's validation (the same version twice is one job: JetStream's dedup and the ledger). */
  private async enqueue(file: CensusFile): Promise<void> {
    await this.queue.enqueue(JOB_KINDS.censusValidate, `${file.id}:${file.version}`, {
      censusId: file.id,
      version: file.version,
    });
  }

  /**
   * Run on opening the validate-submit step (spec §2, §4): files whose mapping is confirmed are (re)queued and
   * will be submitted once they validate without errors; a file already validated without errors, newer than
   * the current census, is submitted now.
   */
  async validateSubmit(
    context: RequestContext,
    clientId: string,
    policyId: string,
  ): Promise<CensusFileDto[]> {
    const user = requireAccess(context, 'update', 'document', { clientId, named: true });
    const files = await this.filesOf(clientId, policyId);
    const newest = files.find((f) => f.status !== 'MAPPING');
    if (newest && (newest.status === 'QUEUED' || newest.status === 'VALIDATING')) {
      newest.autoSubmit = true;
      newest.autoSubmitBy = { id: user.id, role: user.role, clientIds: [...user.clientIds] };
      await this.em.flush();
      await this.enqueue(newest);
    } else if (
      newest &&
      !newest.submittedAt &&
      submittable(newest) &&
      !files.some((f) => f.current && f.createdAt > newest.createdAt)
    ) {
      await this.submitFile(context, newest);
    }
    return (await this.filesOf(clientId, policyId)).map(toCensusDto);
  }

  async submit(
    context: RequestContext,
    clientId: string,
    policyId: string,
    documentId: string,
  ): Promise<CensusFileDto> {
    requireAccess(context, 'update', 'document', { clientId, named: true });
    const file = await this.fileOf(clientId, policyId, documentId);
    if (!submittable(file)) throw DomainError.conflict(NO_ERRORS_TO_SUBMIT);
    await this.submitFile(context, file);
    return toCensusDto(file);
  }

  /**
   * Makes a file the policy's current census: the clients service first completes the enrollment-elections
   * task (as the caller), then the file is marked, the others of the policy no longer current.
   */
  async submitFile(context: RequestContext, file: CensusFile, em: EntityManager = this.em): Promise<void> {
    const user = requireUser(context);
    await this.rpc.call(INTERNAL.clients.censusSubmitted, context, {
      clientId: file.clientId,
      policyId: file.policyId,
    });
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(
        CensusFile,
        { policyId: file.policyId, clientId: file.clientId },
        { current: false },
      );
      const fresh = await tx.findOneOrFail(CensusFile, file.id);
      fresh.current = true;
      fresh.submittedAt ??= new Date();
      fresh.submittedBy ??= user.id;
      fresh.autoSubmit = false;
    });
    await em.refresh(file);
  }

  async report(
    context: RequestContext,
    clientId: string,
    policyId: string,
    documentId: string,
    query: z.output<typeof censusReportQuerySchema>,
  ): Promise<{ file: CensusFileDto; issues: CensusIssueDto[]; total: number }> {
    requireAccess(context, 'read', 'document', { clientId, named: true });
    const file = await this.fileOf(clientId, policyId, documentId);
    const { limit, offset } = pageWindow(query);
    const where = { censusId: file.id, ...(query.severity ? { severity: query.severity } : {}) };
    const [issues, total] = await this.em.findAndCount(CensusIssue, where, {
      orderBy: { seq: 'asc' },
      limit,
      offset,
    });
    return {
      file: toCensusDto(file),
      issues: issues.map((i) => ({
        row: i.row,
        column: i.column ?? null,
        ...(i.value != null ? { value: i.value } : {}),
        severity: i.severity,
        code: i.code,
        message: i.message,
      })),
      total,
    };
  }

  async reportCsv(
    context: RequestContext,
    clientId: string,
    policyId: string,
    documentId: string,
  ): Promise<StoredFileRef> {
    requireAccess(context, 'read', 'document', { clientId, named: true });
    const file = await this.fileOf(clientId, policyId, documentId);
    if (!file.reportKey) throw DomainError.notFound('Validation report');
    const stat = await this.storage.stat(file.reportKey);
    if (!stat) throw DomainError.notFound('Validation report');
    const stem = file.document.fileName.replace(/\.[^.]+$/, '');
    return {
      key: file.reportKey,
      fileName: `${stem}-errors.csv`,
      contentType: 'text/csv; charset=utf-8',
      size: stat.size,
    };
  }

  /** A small file's rows as read, for the fix table. */
  async rows(context: RequestContext, clientId: string, policyId: string, documentId: string) {
    requireAccess(context, 'read', 'document', { clientId, named: true });
    const file = await this.fileOf(clientId, policyId, documentId);
    return this.readRows(file);
  }

  private async readRows(file: CensusFile): Promise<{ headers: string[]; rows: Array<[number, string[]]> }> {
    if ((file.summary?.rows ?? 0) > CENSUS_EDITABLE_ROWS) throw DomainError.conflict(TOO_MANY_ROWS);
    const source = await this.storage.get(file.document.storageKey);
    const rows: Array<[number, string[]]> = [];
    const stop = new AbortController();
    let tooMany = false;
    const { headers } = await parseCensus(
      source.body,
      file.kind,
      (batch, first) => {
        batch.forEach((cells, i) => rows.push([first + i, cells]));
        if (rows.length > CENSUS_EDITABLE_ROWS) {
          tooMany = true;
          stop.abort();
        }
      },
      { signal: stop.signal },
    ).catch((error: unknown) => {
      if (tooMany) return { headers: [] };
      throw error;
    });
    if (tooMany) throw DomainError.conflict(TOO_MANY_ROWS);
    return { headers, rows };
  }

  /**
   * Fixes cells: the file's rows with the changes applied are written as a new CSV census file of the same
   * policy (the uploaded one is kept as it was), with the same mapping and source, and queued for validation.
   */
  async rowsPut(
    context: RequestContext,
    clientId: string,
    policyId: string,
    documentId: string,
    body: z.output<typeof censusRowsPutSchema>,
  ): Promise<CensusFileDto> {
    const user = requireAccess(context, 'update', 'document', { clientId, named: true });
    const file = await this.fileOf(clientId, policyId, documentId);
    if (file.status === 'MAPPING') throw DomainError.conflict('Confirm the column mapping first');
    const { headers, rows } = await this.readRows(file);
    const byRow = new Map(rows.map(([n, cells]) => [n, cells]));
    const errors = body.changes.flatMap((change, i) =>
      !byRow.has(change.row)
        ? [{ path: `body.changes.${i}.row`, message: 'No such row in this file' }]
        : change.column >= headers.length
          ? [{ path: `body.changes.${i}.column`, message: 'No such column in this file' }]
          : [],
    );
    if (errors.length) throw DomainError.validation(errors);
    for (const { row, column, value } of body.changes) {
      const cells = byRow.get(row) as string[];
      while (cells.length < headers.length) cells.push('');
      cells[column] = value;
    }
    const folder = await mkdtemp(join(tmpdir(), 'onboard-census-'));
    try {
      const local = join(folder, 'fixed.csv');
      const lines = [headers, ...rows.map(([, cells]) => cells)].map(
        (cells) => cells.map(csvCell).join(',') + '\r\n',
      );
      await pipeline(Readable.from(lines), createWriteStream(local));
      const stem = file.document.fileName.replace(/\.[^.]+$/, '').replace(/-corrected$/, '');
      const fileName = `${stem}-corrected.csv`;
      const document = this.em.create(Document, {
        clientId,
        policyId,
        category: 'census',
        fileName,
        contentType: 'text/csv; charset=utf-8',
        size: 0,
        sha256: '',
        storageKey: '',
        createdBy: user.id,
        updatedBy: user.id,
        updatedByRole: user.role,
        processStatus: 'PROCESSING',
      });
      document.storageKey = contentKeyOf(document.id);
      const stored = await this.storage.put(
        document.storageKey,
        createReadStream(local),
        document.contentType,
      );
      document.size = stored.size;
      document.sha256 = stored.sha256;
      const fixed = this.em.create(CensusFile, {
        document,
        clientId,
        policyId,
        status: 'QUEUED',
        kind: 'csv',
        headers,
        mapping: file.mapping,
        confidence: file.confidence,
        source: file.source ?? null,
        context: await this.contextOf(context, clientId, policyId),
        version: 1,
      });
      try {
        await this.em.flush();
      } catch (error) {
        await this.storage.delete(document.storageKey).catch(() => undefined);
        throw error;
      }
      await this.enqueue(fixed);
      return toCensusDto(fixed);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }
}

/** A cell of the corrected CSV: quoted when it must be (the data stays as the user typed it). */
function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Field errors of a mapping: only the file's headers, known fields, each field once, every required one. */
export function mappingErrors(
  headers: readonly string[],
  mapping: Record<string, string | null>,
): Array<{ path: string; message: string }> {
  const errors: Array<{ path: string; message: string }> = [];
  const used = new Map<string, string>();
  for (const [header, field] of Object.entries(mapping)) {
    if (!headers.includes(header)) {
      errors.push({ path: `body.mapping.${header}`, message: 'This file has no such column' });
    } else if (field !== null && !censusFieldById.has(field)) {
      errors.push({ path: `body.mapping.${header}`, message: 'Not a field of the census template' });
    } else if (field !== null && used.has(field)) {
      errors.push({
        path: `body.mapping.${header}`,
        message: `"${used.get(field)}" is already matched to ${censusFieldById.get(field)?.label}`,
      });
    } else if (field !== null) used.set(field, header);
  }
  for (const field of CENSUS_FIELDS) {
    if (field.required && !used.has(field.id)) {
      errors.push({ path: 'body.mapping', message: `Match a column to ${field.label}` });
    }
  }
  return errors;
}
