import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  isStaff,
  INTERNAL,
  type EmbeddedViewEvent,
  type OnboardingFormDto,
  type OnboardingRecipientDto,
  type OnboardingTemplateDto,
  type RequestContext,
  type StoredFileRef,
  type ClientUser,
} from '@onboard/contracts';
import {
  DomainError,
  ENV,
  LOGGER,
  RpcCallError,
  RpcClient,
  systemFork,
  type Logger,
  requireAccess,
} from '@onboard/server-kit';
import { FILE_STORAGE, type FileStorage } from '@onboard/server-kit/storage';
import { contentKeyOf } from '../documents/document.dto.js';
import { Document } from '../documents/document.entity.js';
import { connectHmacKeys, loadESignConfig } from '../esign/esign.config.js';
import {
  ESIGN_PROVIDER,
  type ESignProvider,
  type ProviderEnvelope,
  type ProviderTemplate,
} from '../esign/esign-provider.js';
import {
  carriesEnvelopeState,
  parseConnectEvent,
  verifyConnectSignature,
  type ConnectEvent,
} from '../esign/connect-webhook.js';
import { applySnapshot, formStatusOf, readyToSign, type EnvelopeSnapshot } from './envelope-state.js';
import { OnboardingForm, type StoredRecipient } from './onboarding-form.entity.js';

const TASK_ID = 'onboarding-forms';
const formNotFound = () => DomainError.notFound('Onboarding form');
const SIGNER_ROLES = new Set(['BEN_ADMIN', 'BROKER']);

export function toRecipientDto(r: StoredRecipient): OnboardingRecipientDto {
  return {
    recipientId: r.recipientId,
    roleName: r.roleName,
    name: r.name,
    email: r.email,
    userId: r.userId,
    routingOrder: r.routingOrder,
    status: r.status,
    deliveredDateTime: r.deliveredDateTime,
    signedDateTime: r.signedDateTime,
    declinedDateTime: r.declinedDateTime,
    declinedReason: r.declinedReason,
    lastEditDateTime: r.lastEditDateTime,
    lastActionDateTime: r.lastActionDateTime,
  };
}

export function toFormDto(f: OnboardingForm): OnboardingFormDto {
  return {
    id: f.id,
    clientId: f.clientId,
    templateId: f.templateId,
    name: f.name,
    envelopeId: f.envelopeId ?? null,
    status: f.status,
    waitingForWebhook: f.waitingForWebhook,
    lockStatus: f.locked ? 'LOCKED' : 'UNLOCKED',
    declinedDateTime: f.declinedDateTime ?? null,
    voidedDateTime: f.voidedDateTime ?? null,
    signedDocumentId: f.signedDocumentId ?? null,
    createdBy: f.createdBy ?? null,
    createdAt: f.createdAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
    recipients: [...f.recipients].sort((a, b) => a.routingOrder - b.routingOrder).map(toRecipientDto),
    documents: f.documents,
  };
}

function toTemplateDto(t: ProviderTemplate): OnboardingTemplateDto {
  return {
    templateId: t.templateId,
    name: t.name,
    description: t.description,
    documents: t.documents,
    roles: t.roles,
  };
}

function snapshotOf(envelope: ProviderEnvelope, at: string): EnvelopeSnapshot {
  return {
    at,
    envelopeStatus: envelope.status,
    declinedDateTime: envelope.declinedDateTime,
    voidedDateTime: envelope.voidedDateTime,
    recipients: envelope.recipients,
  };
}

/**
 * Onboarding forms (spec §3, §7; decision 134): envelopes created from the provider's templates for the
 * client's ben admins and brokers, signed in the provider's embedded view, followed by its webhooks (applied in
 * the provider's order, idempotently), the signed PDF kept with the client's documents, and the client's
 * onboarding-forms task following the forms.
 */
@Injectable()
export class OnboardingFormService {
  private readonly connectKeys: string[];
  /** The web app's origin: the embedded view returns only there (no redirect elsewhere through the provider). */
  private readonly webOrigin: string;

  constructor(
    private readonly em: EntityManager,
    @Inject(ESIGN_PROVIDER) private readonly esign: ESignProvider,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly rpc: RpcClient,
    @Inject(ENV) env: Record<string, string | undefined>,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.connectKeys = connectHmacKeys(loadESignConfig(env));
    this.webOrigin = new URL(env.WEB_BASE_URL ?? 'http://localhost:3000').origin;
  }

  private async owned(
    clientId: string,
    formId: string,
    em: EntityManager = this.em,
  ): Promise<OnboardingForm> {
    const form = await em.findOne(OnboardingForm, { id: formId, clientId, deletedAt: null });
    if (!form) throw formNotFound();
    return form;
  }

  async list(context: RequestContext, clientId: string): Promise<OnboardingFormDto[]> {
    requireAccess(context, 'read', 'onboarding-form', { clientId, named: true });
    const forms = await this.em.find(
      OnboardingForm,
      { clientId, deletedAt: null },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    return forms.map(toFormDto);
  }

  async get(context: RequestContext, clientId: string, formId: string): Promise<OnboardingFormDto> {
    requireAccess(context, 'read', 'onboarding-form', { clientId, named: true });
    return toFormDto(await this.owned(clientId, formId));
  }

  async templates(context: RequestContext, clientId: string): Promise<OnboardingTemplateDto[]> {
    requireAccess(context, 'read', 'onboarding-form', { clientId, named: true });
    return (await this.esign.listTemplates()).map(toTemplateDto);
  }

  async template(
    context: RequestContext,
    clientId: string,
    templateId: string,
  ): Promise<OnboardingTemplateDto> {
    requireAccess(context, 'read', 'onboarding-form', { clientId, named: true });
    const template = await this.esign.getTemplate(templateId);
    if (!template) throw DomainError.notFound('Template');
    return toTemplateDto(template);
  }

  /** A user of the client who may sign: a ben admin or broker assigned to it (asked of identity for the caller). */
  private async signerOf(
    context: RequestContext,
    clientId: string,
    userId: string,
    path: string,
  ): Promise<ClientUser> {
    const refused = () =>
      DomainError.validation([{ path, message: 'This user is not a ben admin or broker of the client' }]);
    let user: ClientUser;
    try {
      user = await this.rpc.call(INTERNAL.identity.clientUser, context, { clientId, userId });
    } catch (error) {
      if (error instanceof RpcCallError && error.envelope.statusCode === 404) throw refused();
      throw error;
    }
    if (!SIGNER_ROLES.has(user.role)) throw refused();
    return user;
  }

  async create(
    context: RequestContext,
    clientId: string,
    body: { templateId: string; recipients: { roleName: string; userId: string }[] },
  ): Promise<OnboardingFormDto> {
    const caller = requireAccess(context, 'create', 'onboarding-form', { clientId, named: true });
    const template = await this.esign.getTemplate(body.templateId);
    if (!template) throw DomainError.validation([{ path: 'body.templateId', message: 'Template not found' }]);
    const roles = new Set(template.roles.map((r) => r.roleName));
    const given = new Set<string>();
    const errors: { path: string; message: string }[] = [];
    body.recipients.forEach((r, i) => {
      if (!roles.has(r.roleName))
        errors.push({ path: `body.recipients.${i}.roleName`, message: 'Not a role of the template' });
      else if (given.has(r.roleName))
        errors.push({ path: `body.recipients.${i}.roleName`, message: 'This role is given twice' });
      given.add(r.roleName);
    });
    for (const role of roles) {
      if (!given.has(role))
        errors.push({ path: 'body.recipients', message: `The role ${role} has no recipient` });
    }
    if (errors.length) throw DomainError.validation(errors);
    const signers = await Promise.all(
      body.recipients.map(async (r, i) => ({
        roleName: r.roleName,
        user: await this.signerOf(context, clientId, r.userId, `body.recipients.${i}.userId`),
      })),
    );
    const envelope = await this.esign.createEnvelope({
      templateId: template.templateId,
      emailSubject: template.name,
      recipients: signers.map((s) => ({
        roleName: s.roleName,
        name: `${s.user.firstName} ${s.user.lastName}`.trim() || s.user.email,
        email: s.user.email,
        clientUserId: s.user.id,
      })),
    });
    // The provider's own clock orders its events: the envelope's state is as of its last status change.
    const at = envelope.statusChangedDateTime ?? envelope.sentDateTime ?? new Date().toISOString();
    const form = await this.em.transactional(async (tx) => {
      const created = tx.create(OnboardingForm, {
        clientId,
        templateId: template.templateId,
        name: template.name,
        envelopeId: envelope.envelopeId,
        status: formStatusOf(envelope.status, 'sent'),
        createdBy: caller.id,
        documents: template.documents,
        lastEventAt: null,
        recipients: envelope.recipients.map((r) => ({
          recipientId: r.recipientId,
          roleName: r.roleName,
          name: r.name,
          email: r.email,
          userId: r.clientUserId,
          routingOrder: r.routingOrder,
          status: 'created',
          deliveredDateTime: null,
          signedDateTime: null,
          declinedDateTime: null,
          declinedReason: null,
          lastEditDateTime: at,
          lastActionDateTime: null,
          lastEventAt: null,
        })),
      });
      const { state } = applySnapshot(stateOf(created), snapshotOf(envelope, at));
      Object.assign(created, state);
      created.waitingForWebhook = false;
      await tx.flush();
      return created;
    });
    await this.fireTask(context, clientId, 'started');
    return toFormDto(form);
  }

  async readyToSign(
    context: RequestContext,
    clientId: string,
    formId: string,
  ): Promise<OnboardingRecipientDto[]> {
    requireAccess(context, 'read', 'onboarding-form', { clientId, named: true });
    return readyToSign((await this.owned(clientId, formId)).recipients).map(toRecipientDto);
  }

  async recipient(context: RequestContext, clientId: string, formId: string) {
    const user = requireAccess(context, 'read', 'onboarding-form', { clientId, named: true });
    const form = await this.owned(clientId, formId);
    const own = form.recipients.find((r) => r.userId === user.id);
    return { recipient: own ? toRecipientDto(own) : null };
  }

  async lockStatus(context: RequestContext, clientId: string, formId: string) {
    requireAccess(context, 'read', 'onboarding-form', { clientId, named: true });
    return {
      lockStatus: (await this.owned(clientId, formId)).locked ? ('LOCKED' as const) : ('UNLOCKED' as const),
    };
  }

  /** The signing URL, for the signed-in recipient whose turn it is only (anyone else: 403). */
  async embeddedView(
    context: RequestContext,
    clientId: string,
    formId: string,
    body: { recipientId: string; returnUrl: string },
  ): Promise<{ url: string }> {
    const user = requireAccess(context, 'update', 'onboarding-form', { clientId, named: true });
    if (new URL(body.returnUrl).origin !== this.webOrigin) {
      throw DomainError.validation([{ path: 'body.returnUrl', message: 'Not an address of Onboard' }]);
    }
    const form = await this.owned(clientId, formId);
    const recipient = readyToSign(form.recipients).find((r) => r.recipientId === body.recipientId);
    if (!recipient || recipient.userId !== user.id || !form.envelopeId || form.locked) {
      throw DomainError.forbidden('Only the recipient whose turn it is can sign this form');
    }
    return this.esign.recipientView({
      envelopeId: form.envelopeId,
      recipientId: recipient.recipientId,
      name: recipient.name,
      email: recipient.email,
      clientUserId: user.id,
      returnUrl: body.returnUrl,
    });
  }

  /** What the return URL carried: after signing or declining, the form waits for the provider's webhook. */
  async embeddedViewAction(
    context: RequestContext,
    clientId: string,
    formId: string,
    body: { recipientId: string; event: EmbeddedViewEvent },
  ): Promise<OnboardingFormDto> {
    const user = requireAccess(context, 'update', 'onboarding-form', { clientId, named: true });
    // Under the form's row lock, like the webhook's update (applyEnvelope): a webhook landing between this
    // read and its write would otherwise be overwritten (its recipients and waitingForWebhook).
    const form = await this.em.transactional(async (tx) => {
      const locked = await tx.findOne(
        OnboardingForm,
        { id: formId, clientId, deletedAt: null },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!locked) throw formNotFound();
      const recipient = locked.recipients.find((r) => r.recipientId === body.recipientId);
      if (!recipient || recipient.userId !== user.id)
        throw DomainError.forbidden('This is not your recipient');
      const done = recipient.status === 'completed' || recipient.status === 'declined';
      if ((body.event === 'signing_complete' || body.event === 'decline') && !done) {
        locked.waitingForWebhook = true;
        recipient.lastEditDateTime = new Date().toISOString();
        locked.recipients = [...locked.recipients];
      }
      return locked;
    });
    return toFormDto(form);
  }

  /** Sets the form's lock for a change in flight; a form already locked is a conflict. */
  private async lock(clientId: string, formId: string): Promise<OnboardingForm> {
    return this.em.transactional(async (tx) => {
      const form = await this.owned(clientId, formId, tx);
      const taken = await tx.nativeUpdate(OnboardingForm, { id: form.id, locked: false }, { locked: true });
      if (taken !== 1) throw DomainError.conflict('Another change of this form is in progress');
      return form;
    });
  }

  private async unlock(formId: string): Promise<void> {
    await this.em.fork().nativeUpdate(OnboardingForm, { id: formId }, { locked: false });
  }

  /** Pulls the envelope from the provider: the fallback for a late or lost webhook. */
  async sync(context: RequestContext, clientId: string, formId: string): Promise<OnboardingFormDto> {
    requireAccess(context, 'update', 'onboarding-form', { clientId, named: true });
    const form = await this.lock(clientId, formId);
    try {
      if (form.envelopeId) {
        const envelope = await this.esign.getEnvelope(form.envelopeId);
        if (envelope) await this.applyState(context, form.id, snapshotOf(envelope, new Date().toISOString()));
      }
    } finally {
      await this.unlock(form.id);
    }
    return toFormDto(await this.owned(clientId, formId, this.em.fork()));
  }

  /** Staff: another ben admin or broker of the client signs in the recipient's place; the envelope is resent. */
  async reassign(
    context: RequestContext,
    clientId: string,
    formId: string,
    body: { recipientId: string; userId: string },
  ): Promise<OnboardingFormDto> {
    requireAccess(context, 'update', 'onboarding-form-reassign', { clientId, named: true });
    const form = await this.lock(clientId, formId);
    try {
      const recipient = form.recipients.find((r) => r.recipientId === body.recipientId);
      if (!recipient)
        throw DomainError.validation([{ path: 'body.recipientId', message: 'Not a recipient of this form' }]);
      if (recipient.status === 'completed' || recipient.status === 'declined' || !form.envelopeId) {
        throw DomainError.conflict('This recipient has already acted');
      }
      if (form.status !== 'sent' && form.status !== 'delivered')
        throw DomainError.conflict('This form is no longer open');
      const user = await this.signerOf(context, clientId, body.userId, 'body.userId');
      const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
      await this.esign.updateRecipient({
        envelopeId: form.envelopeId,
        recipientId: recipient.recipientId,
        name,
        email: user.email,
        clientUserId: user.id,
        resend: true,
      });
      await this.em.transactional(async (tx) => {
        const fresh = await this.owned(clientId, formId, tx);
        fresh.recipients = fresh.recipients.map((r) =>
          r.recipientId === recipient.recipientId
            ? { ...r, name, email: user.email, userId: user.id, lastEditDateTime: new Date().toISOString() }
            : r,
        );
      });
    } finally {
      await this.unlock(form.id);
    }
    return toFormDto(await this.owned(clientId, formId, this.em.fork()));
  }

  /** Voids the envelope (when still open) and removes the form: staff, or the user who created it. */
  async remove(context: RequestContext, clientId: string, formId: string) {
    const user = requireAccess(context, 'update', 'onboarding-form', { clientId, named: true });
    const form = await this.owned(clientId, formId);
    if (!isStaff(user.role) && form.createdBy !== user.id) {
      throw DomainError.forbidden('Only staff or the user who created the form can delete it');
    }
    if (form.envelopeId && ['draft', 'sent', 'delivered'].includes(form.status)) {
      await this.esign.voidEnvelope(form.envelopeId, 'Deleted in Onboard');
    }
    form.deletedAt = new Date();
    await this.em.flush();
    return { id: form.id, deleted: true as const };
  }

  async download(
    context: RequestContext,
    clientId: string,
    formId: string,
    documentId?: string,
  ): Promise<StoredFileRef> {
    requireAccess(context, 'read', 'onboarding-form', { clientId, named: true });
    const form = await this.owned(clientId, formId);
    if (!documentId && form.signedDocumentId) {
      const kept = await this.em.findOne(Document, { id: form.signedDocumentId, deletedAt: null });
      if (kept)
        return {
          key: kept.storageKey,
          fileName: kept.fileName,
          contentType: kept.contentType,
          size: Number(kept.size),
        };
    }
    if (!form.envelopeId) throw DomainError.notFound('File');
    const document = documentId ? form.documents.find((d) => d.documentId === documentId) : undefined;
    if (documentId && !document) throw DomainError.notFound('Document');
    const body = documentId
      ? await this.esign.downloadDocument(form.envelopeId, documentId)
      : await this.esign.downloadCombined(form.envelopeId);
    // Kept under one key per form and document (the next download replaces it), which the gateway streams.
    const key = `onboarding-forms/${form.id}/${documentId ?? 'combined'}.pdf`;
    const stored = await this.storage.put(key, body, 'application/pdf');
    const base = (document?.name ?? form.name).replace(/\.pdf$/i, '');
    return { key, fileName: `${base}.pdf`, contentType: 'application/pdf', size: stored.size };
  }

  /**
   * A Connect call as the gateway received it: checked by its HMAC signature (refused and logged when unsigned or
   * wrongly signed), then applied (decision 135).
   */
  async connectEvent(
    context: RequestContext,
    payload: { body: string; headers: Record<string, string> },
  ): Promise<{ applied: boolean }> {
    const raw = Buffer.from(payload.body, 'base64');
    if (!verifyConnectSignature(raw, payload.headers, this.connectKeys)) {
      this.logger.warn(
        { requestId: context.requestId, bytes: raw.length },
        'e-signature webhook refused: bad or missing signature',
      );
      throw new DomainError('UNAUTHENTICATED', 'Bad or missing signature');
    }
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      throw DomainError.validation([{ path: 'body', message: 'Not JSON' }]);
    }
    const parsed = parseConnectEvent(json);
    if ('error' in parsed)
      throw DomainError.validation([{ path: 'body', message: parsed.error.slice(0, 500) }]);
    const event = parsed.event;
    // The provider calls for no user: the envelope's form is found as the system.
    const form = await systemFork(this.em).findOne(OnboardingForm, {
      envelopeId: event.envelopeId,
      deletedAt: null,
    });
    if (!form) {
      this.logger.info(
        { envelopeId: event.envelopeId, event: event.event },
        'e-signature webhook for an unknown envelope',
      );
      return { applied: false };
    }
    const snapshot = await this.connectSnapshot(event);
    if (!snapshot) return { applied: false };
    const applied = await this.applyState(context, form.id, snapshot);
    return { applied };
  }

  /**
   * The envelope's state a Connect message stands for. Connect sends only the event and the ids unless the
   * account includes envelope data (decision 219): what the message lacks (the status, the signers) is read from
   * the provider now, and all of it applied at the message's generatedDateTime, so the ordering and duplicate
   * rules hold as for a full message. The provider down throws ESIGN_UNAVAILABLE (503): Connect retries later.
   */
  private async connectSnapshot(event: ConnectEvent): Promise<EnvelopeSnapshot | undefined> {
    const fromMessage = {
      at: event.generatedDateTime,
      envelopeStatus: event.envelopeStatus,
      declinedDateTime: event.declinedDateTime,
      voidedDateTime: event.voidedDateTime,
    };
    if (carriesEnvelopeState(event)) {
      return { ...fromMessage, envelopeStatus: event.envelopeStatus, recipients: event.recipients };
    }
    const envelope = await this.esign.getEnvelope(event.envelopeId);
    if (!envelope) {
      this.logger.warn(
        { envelopeId: event.envelopeId, event: event.event },
        'e-signature webhook for an envelope the provider does not have',
      );
      return fromMessage.envelopeStatus === null
        ? undefined
        : { ...fromMessage, envelopeStatus: fromMessage.envelopeStatus, recipients: [] };
    }
    const fetched = snapshotOf(envelope, event.generatedDateTime);
    return fromMessage.envelopeStatus === null
      ? fetched
      : { ...fromMessage, envelopeStatus: fromMessage.envelopeStatus, recipients: fetched.recipients };
  }

  /**
   * Applies the provider's state to a form in one transaction (the row locked, so two events of one envelope
   * apply one after the other), then keeps the signed PDF and moves the task when the status changed.
   */
  private async applyState(
    context: RequestContext,
    formId: string,
    snapshot: EnvelopeSnapshot,
  ): Promise<boolean> {
    const em = systemFork(this.em);
    const result = await em.transactional(async (tx) => {
      const form = await tx.findOne(OnboardingForm, { id: formId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!form) return null;
      const before = form.status;
      const { state, changed } = applySnapshot(stateOf(form), snapshot);
      if (!changed) return null;
      Object.assign(form, state);
      await tx.flush();
      return { form, before };
    });
    if (!result) return false;
    const { form, before } = result;
    if (form.status !== before) {
      if (form.status === 'completed') await this.keepSigned(form.id);
      if (form.status === 'declined') await this.fireTask(context, form.clientId, 'declined');
      if (form.status === 'completed') {
        const open = await em.count(OnboardingForm, {
          clientId: form.clientId,
          deletedAt: null,
          status: { $nin: ['completed', 'voided'] },
        });
        if (open === 0) await this.fireTask(context, form.clientId, 'submitted');
      }
    }
    return true;
  }

  /** The completed envelope's combined PDF, kept as a client document (category onboarding-form). */
  private async keepSigned(formId: string): Promise<void> {
    const em = systemFork(this.em);
    const form = await em.findOne(OnboardingForm, { id: formId });
    if (!form || form.signedDocumentId || !form.envelopeId) return;
    try {
      const id = randomUUID();
      const storageKey = contentKeyOf(id);
      const stored = await this.storage.put(
        storageKey,
        await this.esign.downloadCombined(form.envelopeId),
        'application/pdf',
      );
      await em.transactional(async (tx) => {
        const fresh = await tx.findOneOrFail(
          OnboardingForm,
          { id: formId },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (fresh.signedDocumentId) return;
        tx.create(Document, {
          id,
          clientId: form.clientId,
          category: 'onboarding-form',
          fileName: `${form.name.replace(/[^\p{L}\p{N} ._-]/gu, '').slice(0, 150) || 'Onboarding form'} (signed).pdf`,
          contentType: 'application/pdf',
          size: stored.size,
          sha256: stored.sha256,
          storageKey,
          createdBy: form.createdBy ?? form.clientId,
          updatedBy: null,
          updatedByRole: null,
        });
        fresh.signedDocumentId = id;
      });
    } catch (error) {
      // The form stays completed; sync-envelope tries again.
      this.logger.error({ formId, err: error }, 'could not keep the signed onboarding form');
    }
  }

  /** The client's onboarding-forms task follows the forms (the clients service judges the transition). */
  private async fireTask(
    context: RequestContext,
    clientId: string,
    event: 'started' | 'submitted' | 'declined',
  ) {
    try {
      await this.rpc.call(INTERNAL.clients.taskFire, context, { clientId, taskId: TASK_ID, event });
    } catch (error) {
      this.logger.warn({ clientId, event, err: error }, 'could not move the onboarding-forms task');
    }
  }

  /** A user's e-mail changed: their recipients on open envelopes follow (spec §7 onboarding-form-email). */
  async recipientEmail(payload: {
    userId: string;
    oldEmail: string;
    newEmail: string;
  }): Promise<{ updatedRecipients: number }> {
    if (payload.oldEmail === payload.newEmail) return { updatedRecipients: 0 };
    const em = systemFork(this.em);
    const forms = await em.find(OnboardingForm, { deletedAt: null, status: { $in: ['sent', 'delivered'] } });
    let updated = 0;
    for (const form of forms) {
      for (const r of form.recipients) {
        if (r.userId !== payload.userId || r.email.toLowerCase() !== payload.oldEmail) continue;
        if (r.status === 'completed' || r.status === 'declined' || !form.envelopeId) continue;
        await this.esign.updateRecipient({
          envelopeId: form.envelopeId,
          recipientId: r.recipientId,
          name: r.name,
          email: payload.newEmail,
          clientUserId: payload.userId,
          resend: false,
        });
        form.recipients = form.recipients.map((x) =>
          x.recipientId === r.recipientId
            ? { ...x, email: payload.newEmail, lastEditDateTime: new Date().toISOString() }
            : x,
        );
        updated += 1;
      }
    }
    await em.flush();
    return { updatedRecipients: updated };
  }
}

function stateOf(form: OnboardingForm) {
  return {
    status: form.status,
    declinedDateTime: form.declinedDateTime ?? null,
    voidedDateTime: form.voidedDateTime ?? null,
    lastEventAt: form.lastEventAt ?? null,
    waitingForWebhook: form.waitingForWebhook,
    recipients: form.recipients,
  };
}
