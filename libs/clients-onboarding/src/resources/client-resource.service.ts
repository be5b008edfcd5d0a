import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ENROLLMENT_RESOURCES_TASK_ID,
  fieldError,
  isStaff,
  keyedMessage,
  type ClientResourceDto,
  type RequestContext,
  type clientResourceCreateSchema,
  type clientResourcesQuerySchema,
  type clientResourceUpdateSchema,
} from '@onboard/contracts';
import { clientScopeOf, DomainError, requireAccess } from '@onboard/server-kit';
import type { z } from 'zod';
import { type Client, ClientService, iso } from '@onboard/clients-record';
import { TaskEventsService } from '../tasks/task-events.service.js';
import { insertResourceSeen } from './client-resource.queries.js';
import { ClientResource, ClientResourceSeen } from './client-resource.entity.js';

export function toClientResourceDto(
  resource: ClientResource,
  seen: ClientResourceSeen | undefined,
): ClientResourceDto {
  return {
    id: resource.id,
    clientId: resource.client.id,
    productTaskId: resource.productTaskId ?? null,
    kind: resource.kind,
    title: resource.title,
    titleEs: resource.titleEs ?? null,
    url: resource.kind === 'link' ? (resource.url ?? null) : null,
    documentId: resource.kind === 'document' ? (resource.documentId ?? null) : null,
    audience: resource.audience,
    createdAt: resource.createdAt.toISOString(),
    createdBy: resource.createdBy ?? null,
    seen: seen !== undefined,
    seenAt: iso(seen?.seenAt),
  };
}

/** The task a resource belongs to: its product task, or enrollment-resources for a general one. */
export const taskOfResource = (resource: Pick<ClientResource, 'productTaskId'>): string =>
  resource.productTaskId ?? ENROLLMENT_RESOURCES_TASK_ID;

const resourceNotFound = () =>
  new DomainError('NOT_FOUND', keyedMessage('resourceNotFound'), [
    fieldError('params.resourceId', 'resourceNotFound'),
  ]);

/**
 * Enrollment resources (issue 12 item 4, decision 127). Everyone of the client (its ben admins and brokers,
 * and staff) lists them and marks them seen; only staff attach, change and remove them. The gateway checked the
 * route's permission; the service checks it again (it trusts no caller on the bus).
 */
@Injectable()
export class ClientResourceService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientService,
    private readonly tasks: TaskEventsService,
  ) {}

  async list(
    context: RequestContext,
    clientId: string,
    query: z.output<typeof clientResourcesQuerySchema>,
  ): Promise<ClientResourceDto[]> {
    const user = requireAccess(context, 'read', 'client', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    const productTaskId =
      query.productTaskId === undefined
        ? undefined
        : query.productTaskId === ENROLLMENT_RESOURCES_TASK_ID
          ? null
          : query.productTaskId;
    const resources = await this.em.find(
      ClientResource,
      { client, ...(productTaskId !== undefined ? { productTaskId } : {}) },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    const seen = resources.length
      ? await this.em.find(ClientResourceSeen, {
          resource: { $in: resources.map((r) => r.id) },
          userId: user.id,
        })
      : [];
    return resources.map((r) =>
      toClientResourceDto(
        r,
        seen.find((s) => s.resource.id === r.id),
      ),
    );
  }

  async create(
    context: RequestContext,
    clientId: string,
    input: z.output<typeof clientResourceCreateSchema>,
  ): Promise<ClientResourceDto> {
    const user = requireAccess(
      context,
      'create',
      'client-setup',
      { clientId, named: true },
      { forbidden: keyedMessage('staffOnly') },
    );
    const client = await this.clients.owned(context, clientId);
    const resource = this.em.create(ClientResource, {
      client,
      kind: input.kind,
      title: input.title,
      titleEs: input.titleEs ?? null,
      url: input.kind === 'link' ? input.url : null,
      documentId: input.kind === 'document' ? input.documentId : null,
      audience: input.audience,
      productTaskId: input.productTaskId,
      createdBy: user.id,
    });
    await this.em.flush();
    return toClientResourceDto(resource, undefined);
  }

  async update(
    context: RequestContext,
    clientId: string,
    resourceId: string,
    input: z.output<typeof clientResourceUpdateSchema>,
  ): Promise<ClientResourceDto> {
    const user = requireAccess(
      context,
      'update',
      'client-setup',
      { clientId, named: true },
      { forbidden: keyedMessage('staffOnly') },
    );
    const client = await this.clients.owned(context, clientId);
    const resource = await this.find(client, resourceId);
    if (input.url !== undefined && resource.kind !== 'link') {
      throw DomainError.validation([fieldError('body.url', 'urlOnlyForLinks')]);
    }
    this.em.assign(resource, input);
    await this.em.flush();
    const seen = await this.em.findOne(ClientResourceSeen, { resource, userId: user.id });
    return toClientResourceDto(resource, seen ?? undefined);
  }

  async remove(context: RequestContext, clientId: string, resourceId: string): Promise<{ ok: true }> {
    requireAccess(
      context,
      'delete',
      'client-setup',
      { clientId, named: true },
      { forbidden: keyedMessage('staffOnly') },
    );
    const client = await this.clients.owned(context, clientId);
    const resource = await this.find(client, resourceId);
    // Its seen marks go with it (ON DELETE CASCADE); removed through the ORM so the removal is recorded.
    this.em.remove(resource);
    await this.em.flush();
    return { ok: true };
  }

  /**
   * The caller opened a resource: the first time is kept, later calls change nothing. Staff may mark too (their
   * own mark); only the client's users move the task.
   */
  async markSeen(context: RequestContext, clientId: string, resourceId: string): Promise<ClientResourceDto> {
    const user = requireAccess(context, 'update', 'client', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    const resource = await this.find(client, resourceId);
    const existing = await this.em.findOne(ClientResourceSeen, { resource, userId: user.id });
    if (existing) return toClientResourceDto(resource, existing);

    const byClientUser = !isStaff(user.role);
    const taskResources = await this.em.find(ClientResource, {
      client,
      productTaskId: resource.productTaskId ?? null,
    });
    const seenBefore = byClientUser ? await this.seenByClientUsers(client, taskResources) : 0;

    // One row per resource and user: a second request racing this one finds the row there, does nothing and
    // leaves the task alone.
    const inserted = await insertResourceSeen(this.em, clientScopeOf(user), {
      clientId: client.id,
      resourceId: resource.id,
      userId: user.id,
      byClientUser,
    });
    const seen = await this.em.findOneOrFail(
      ClientResourceSeen,
      { resource, userId: user.id },
      { refresh: true },
    );

    if (byClientUser && inserted) {
      const taskId = taskOfResource(resource);
      if (seenBefore === 0) {
        // A client user opened the task's first resource: the task is started (decision 123).
        await this.taskEvent(context, client, taskId, 'started');
      }
      const mine = await this.em.count(ClientResourceSeen, {
        resource: { $in: taskResources.map((r) => r.id) },
        userId: user.id,
      });
      if (mine === taskResources.length) {
        // This client user has opened every resource of the task: it is completed (decision 123).
        await this.taskEvent(context, client, taskId, 'completed');
      }
    }
    return toClientResourceDto(resource, seen);
  }

  /** Fires the event on the client's task when the rules allow it (decision 123); the seen mark stands either way. */
  private async taskEvent(
    context: RequestContext,
    client: Client,
    taskId: string,
    type: 'started' | 'completed',
  ): Promise<void> {
    const actor = await this.tasks.actorOf(context);
    await this.em.transactional(async (tx) => {
      await this.tasks.fireIfAllowed(tx, client, taskId, null, { type }, actor);
      await tx.flush();
    });
  }

  /** How many seen marks the client's own users (not staff) have left on these resources. */
  private async seenByClientUsers(client: Client, resources: ClientResource[]): Promise<number> {
    if (resources.length === 0) return 0;
    return this.em.count(ClientResourceSeen, {
      client,
      resource: { $in: resources.map((r) => r.id) },
      byClientUser: true,
    });
  }

  private async find(client: Client, resourceId: string): Promise<ClientResource> {
    const resource = await this.em.findOne(ClientResource, { id: resourceId, client });
    if (!resource) throw resourceNotFound();
    return resource;
  }
}
