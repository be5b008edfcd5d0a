import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  EIF_CLIENT_FIELDS,
  EIF_PLAN_FIELDS,
  EIF_POLICY_FIELDS,
  EVENTS,
  fieldError,
  isStaff,
  keyedMessage,
  type EifAnswers,
  type EifAnswersPatch,
  type EifAnswersSaved,
  type EifConflict,
  type EifFieldVersion,
  type EifSettings,
  type FieldError,
  type RequestContext,
} from '@onboard/contracts';
import {
  clientScopeOf,
  DomainError,
  NATS,
  publishEvent,
  type NatsConnection,
  requireAccess,
} from '@onboard/server-kit';
import { isDeepStrictEqual } from 'node:util';
import { EIF_TASK_ID, eifApplicability, subStepStatus } from '@onboard/domain';
import {
  Client,
  ClientService,
  FeatureTogglesService,
  Plan,
  Policy,
  Task,
  type TaskEventActor,
} from '@onboard/clients-record';
import { ensureFieldVersions, lockFieldVersions } from './eif-answers.queries.js';
import { EifFieldVersion as VersionRow } from './eif-field-version.entity.js';
import { EifTaskWork } from './eif-task.js';
import { assertAuthorizedSigner } from './signer.js';

/** The answer paths a save names (`<field>`, `policies.<id>.<field>`, `plans.<id>.<field>`). */
function pathsOf(body: EifAnswersPatch): string[] {
  const { policies = {}, plans = {}, baseVersions: _versions, ...answers } = body;
  const nested = (group: string, records: Record<string, object>) =>
    Object.entries(records).flatMap(([id, fields]) => Object.keys(fields).map((f) => `${group}.${id}.${f}`));
  return [...Object.keys(answers), ...nested('policies', policies), ...nested('plans', plans)];
}

/** One answer a save writes: where it lives in the form, the record holding it, the field and the value. */
type Change = { path: string; record: object; field: string; value: unknown };

const fieldsOf = (fields: object): string[] => Object.keys(fields);
const CLIENT_FIELDS = fieldsOf(EIF_CLIENT_FIELDS);
const POLICY_FIELDS = fieldsOf(EIF_POLICY_FIELDS);
const PLAN_FIELDS = fieldsOf(EIF_PLAN_FIELDS);

const pick = (record: object, fields: string[]): Record<string, unknown> =>
  Object.fromEntries(fields.map((f) => [f, (record as Record<string, unknown>)[f] ?? null]));

const versionOf = (row: VersionRow): EifFieldVersion => ({
  version: row.version,
  updatedBy: row.updatedBy ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The EIF's answers (issue 9): read them all, and save the ones an editor changed, each checked against the
 * version that editor last saw, so two people editing one EIF never silently overwrite each other (decision
 * 093). Ben admins and brokers answer their own clients' EIF; staff any client's (decision 092).
 */
@Injectable()
export class EifAnswersService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientService,
    private readonly toggles: FeatureTogglesService,
    @Inject(NATS) private readonly nc: NatsConnection,
    private readonly tasks: EifTaskWork,
  ) {}

  async answers(context: RequestContext, clientId: string): Promise<EifAnswers> {
    requireAccess(context, 'read', 'client', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    const [policies, plans, versions] = await Promise.all([
      this.em.find(Policy, { client }, { orderBy: { id: 'asc' } }),
      this.em.find(Plan, { client }, { orderBy: { id: 'asc' } }),
      this.em.find(VersionRow, { client }),
    ]);
    return {
      answers: {
        ...(pick(client, CLIENT_FIELDS) as EifAnswers['answers']),
        policies: Object.fromEntries(
          policies.map((p) => [p.id, pick(p, POLICY_FIELDS)]),
        ) as EifAnswers['answers']['policies'],
        plans: Object.fromEntries(
          plans.map((p) => [p.id, pick(p, PLAN_FIELDS)]),
        ) as EifAnswers['answers']['plans'],
      },
      versions: Object.fromEntries(versions.map((v) => [v.path, versionOf(v)])),
      settings: {
        healthcareProfessionalsSegment: client.healthcareProfessionalsSegment,
        ageRules: client.ageRules,
        brokerAsAuthorizedSigner: client.brokerAsAuthorizedSigner,
        eifSignedAt: client.eifSignedAt?.toISOString() ?? null,
        eifSignedBy: client.eifSignedBy ?? null,
      },
    };
  }

  /**
   * The authorized signer signs (issue 9 item 3; decision 094): the client's ben admin, or its broker when the
   * broker signs (spec §6, brokerAsAuthorizedSigner); staff do not sign for the employer. Every sub-step that
   * applies must be done; then eifSignedAt/eifSignedBy are set and the EIF task is Done, in one transaction.
   */
  async sign(context: RequestContext, clientId: string, confirm: boolean | undefined): Promise<EifSettings> {
    const caller = requireAccess(context, 'update', 'client', { clientId, named: true });
    // Staff hear "only the signer" before anything about the client.
    if (isStaff(caller.role)) throw DomainError.forbidden(keyedMessage('notAuthorizedSigner'));
    const owned = await this.clients.owned(context, clientId);
    assertAuthorizedSigner(caller, owned);
    await this.signFor(context, owned, confirm, { signedBy: caller.id, outsideSignedBy: null });
    return (await this.answers(context, clientId)).settings;
  }

  /**
   * Signs once the caller is known to be the signer: the authorized signer (`signedBy`, a user id) or the
   * outside signer through the link (`outsideSignedBy`, their name and e-mail). Every sub-step that applies
   * must be Done; the EIF task is then Done, in one transaction.
   */
  async signFor(
    context: RequestContext,
    owned: Client,
    confirm: boolean | undefined,
    signer: { signedBy: string | null; outsideSignedBy: string | null },
  ): Promise<void> {
    if (owned.eifSignedAt) throw DomainError.conflict(keyedMessage('eifAlreadySigned'));
    if (confirm !== true) throw DomainError.validation([fieldError('body.confirm', 'eifConfirmRequired')]);

    const { loaded, detail, applicability } = await this.state(context, owned);
    const open = Object.entries(applicability.shown)
      .filter(([, shown]) => shown)
      .map(([subStep]) => subStep)
      .filter(
        (subStep) =>
          subStepStatus(subStep, {
            answers: loaded.answers,
            client: detail,
            policyIds: subStep === 'billing-preferences' ? applicability.billingPolicies : undefined,
          }) !== 'Done',
      );
    if (open.length > 0) {
      throw DomainError.validation(
        [fieldError('body', 'eifIncomplete', { subSteps: open.join(', ') })],
        keyedMessage('eifIncomplete', { subSteps: open.join(', ') }),
      );
    }

    // Who signed, for the task's history: the signed-in signer, or the outside signer by name (no account).
    const actor: TaskEventActor = signer.signedBy
      ? await this.tasks.actorOf(context)
      : { role: 'SYSTEM', userId: null, name: signer.outsideSignedBy };
    await this.em.transactional(async (tx) => {
      const client = await tx.findOneOrFail(Client, { id: owned.id }, { refresh: true });
      if (client.eifSignedAt) throw DomainError.conflict(keyedMessage('eifAlreadySigned'));
      const now = new Date();
      client.eifSignedAt = now;
      client.eifSignedBy = signer.signedBy;
      client.eifOutsideSignedBy = signer.outsideSignedBy;
      const task =
        (await tx.findOne(Task, { client, taskId: EIF_TASK_ID, policy: null })) ??
        tx.create(Task, { client, taskId: EIF_TASK_ID, status: 'Not Started' });
      this.tasks.doneByWork(tx, task, actor, now);
      await tx.flush();
    });
  }

  /**
   * The client's EIF as the rules read it: its answers, its detail (policies, plans) and which sub-steps
   * apply (spec §4), for signing and the summary.
   */
  async state(context: RequestContext, owned: Client) {
    const [loaded, detail, toggles] = await Promise.all([
      this.answers(context, owned.id),
      this.clients.detail(context, owned),
      this.toggles.featureToggles(context, owned.id),
    ]);
    const applicability = eifApplicability({
      removeEdiFromEif: toggles['ONBOARD_REMOVE_EDI_FROM_EIF'] === true,
      healthcareProfessionalsSegment: owned.healthcareProfessionalsSegment,
      ageRules: owned.ageRules,
      allBenefitsNonContributory: loaded.answers.allBenefitsNonContributory,
      policies: detail.policies.map((p) => ({
        ...p,
        eapIsBlendedWith: loaded.answers.policies[p.id]?.eapIsBlendedWith ?? null,
      })),
      plans: detail.plans.map((p) => ({
        ...p,
        salaryBased: loaded.answers.plans[p.id]?.salaryBased ?? null,
        pfmlOption: loaded.answers.plans[p.id]?.pfmlOption ?? null,
      })),
    });
    return { loaded, detail, applicability };
  }

  async save(context: RequestContext, clientId: string, body: EifAnswersPatch): Promise<EifAnswersSaved> {
    const caller = requireAccess(context, 'update', 'client', { clientId, named: true });
    const owned = await this.clients.owned(context, clientId);

    const result = await this.em.transactional(async (tx) => {
      const paths = pathsOf(body);
      if (paths.length === 0) return { saved: {}, conflicts: [], written: [] as string[] };
      // Every answer gets its version row first (a second first save waits here for the first one's commit),
      // then the rows are locked, so two saves of one answer are decided one after the other. The answers
      // are read only then (refreshed), so a save that waited sees what the first one wrote.
      const scope = clientScopeOf(context.user);
      await ensureFieldVersions(tx, scope, owned.id, paths);
      await lockFieldVersions(tx, scope, owned.id, paths);
      const rows = await tx.find(VersionRow, { client: owned.id, path: { $in: paths } }, { refresh: true });
      const client = await tx.findOneOrFail(Client, { id: owned.id }, { refresh: true });
      const changes = await this.changesOf(tx, client, body);
      const byPath = new Map(rows.map((r) => [r.path, r]));
      const now = new Date();
      const saved: EifAnswersSaved['saved'] = {};
      const conflicts: EifConflict[] = [];
      const written: string[] = [];
      for (const change of changes) {
        const row = byPath.get(change.path);
        if (!row) throw new Error(`no version row for ${change.path}`);
        const current = (change.record as Record<string, unknown>)[change.field] ?? null;
        const base = body.baseVersions?.[change.path];
        if (isDeepStrictEqual(current, change.value)) {
          // Already so (the editor's earlier save, or someone else gave the same answer): nothing to write.
          saved[change.path] = { ...versionOf(row), value: current };
        } else if (base !== undefined && base < row.version) {
          conflicts.push({ path: change.path, yours: change.value, theirs: current, ...versionOf(row) });
        } else {
          (change.record as Record<string, unknown>)[change.field] = change.value;
          row.version += 1;
          row.updatedBy = caller.id;
          row.updatedAt = now;
          saved[change.path] = { ...versionOf(row), value: change.value };
          written.push(change.path);
        }
      }
      await tx.flush();
      return { saved, conflicts, written };
    });

    const { saved, conflicts, written } = result;
    if (written.length > 0) {
      // After the commit: the other editors of this EIF see the new values (core NATS, at most once; an
      // editor who misses one still gets a conflict, never a silent overwrite).
      const changed = Object.fromEntries(written.map((path) => [path, saved[path]]));
      publishEvent(this.nc, EVENTS.eifAnswersChanged, { clientId, by: caller.id, saved: changed });
    }
    return { saved, conflicts };
  }

  /** The body's answers as changes to the client, its policies and its plans; another client's id is refused. */
  private async changesOf(tx: EntityManager, client: Client, body: EifAnswersPatch): Promise<Change[]> {
    const { policies = {}, plans = {}, baseVersions: _versions, ...answers } = body;
    const changes: Change[] = Object.entries(answers)
      .filter(([, value]) => value !== undefined)
      .map(([field, value]) => ({ path: field, record: client, field, value }));
    const errors: FieldError[] = [];
    const nested = async <T extends Policy | Plan>(
      entity: typeof Policy | typeof Plan,
      group: 'policies' | 'plans',
      input: Record<string, Record<string, unknown>>,
    ) => {
      const ids = Object.keys(input);
      if (ids.length === 0) return;
      const records = (await tx.find(
        entity as typeof Policy,
        { client, id: { $in: ids } },
        { refresh: true },
      )) as T[];
      const byId = new Map(records.map((r) => [r.id, r]));
      for (const [id, fields] of Object.entries(input)) {
        const record = byId.get(id);
        if (!record) {
          errors.push(
            fieldError(
              `body.${group}.${id}`,
              group === 'policies' ? 'policyNotTheClients' : 'planNotTheClients',
            ),
          );
          continue;
        }
        for (const [field, value] of Object.entries(fields)) {
          if (value !== undefined) changes.push({ path: `${group}.${id}.${field}`, record, field, value });
        }
      }
    };
    await nested<Policy>(Policy, 'policies', policies);
    await nested<Plan>(Plan, 'plans', plans);
    if (errors.length) throw DomainError.validation(errors);
    return changes;
  }
}
