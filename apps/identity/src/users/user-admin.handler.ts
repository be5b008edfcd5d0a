import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  bulkEmailUpdateSchema,
  createUserSchema,
  SUBJECTS,
  updateUserSchema,
  userListQuerySchema,
  USER_KINDS,
  type User,
  type UserPage,
} from '@onboard/contracts';
import { parseRpc } from '@onboard/server-kit';
import { z } from 'zod';
import { UserAdminService } from './user-admin.service.js';

const kind = z.enum(USER_KINDS).nullable().default(null);
const userId = z.string().uuid();

/** User administration over NATS: thin, each handler parses and calls one service method. */
@Controller()
export class UserAdminHandler {
  constructor(private readonly admin: UserAdminService) {}

  @MessagePattern(SUBJECTS.identity.userList)
  list(@Payload() message: unknown): Promise<UserPage> {
    const { context, payload } = parseRpc(message, userListQuerySchema.extend({ kind }), 'query');
    return this.admin.list(context, payload.kind, payload);
  }

  @MessagePattern(SUBJECTS.identity.userGet)
  get(@Payload() message: unknown): Promise<User> {
    const { context, payload } = parseRpc(message, z.object({ kind, userId }), 'params');
    return this.admin.get(context, payload.kind, payload.userId);
  }

  @MessagePattern(SUBJECTS.identity.userCreate)
  create(@Payload() message: unknown): Promise<User> {
    const { context, payload } = parseRpc(
      message,
      z.object({ kind: z.enum(USER_KINDS), user: createUserSchema }),
    );
    return this.admin.create(context, payload.kind, payload.user);
  }

  @MessagePattern(SUBJECTS.identity.userUpdate)
  update(@Payload() message: unknown): Promise<User> {
    const { context, payload } = parseRpc(message, z.object({ kind, userId, changes: updateUserSchema }));
    return this.admin.update(context, payload.kind, payload.userId, payload.changes);
  }

  @MessagePattern(SUBJECTS.identity.userDelete)
  async remove(@Payload() message: unknown): Promise<{ ok: true }> {
    const { context, payload } = parseRpc(message, z.object({ kind, userId }));
    await this.admin.remove(context, payload.kind, payload.userId);
    return { ok: true };
  }

  @MessagePattern(SUBJECTS.identity.userAssignClient)
  assign(@Payload() message: unknown): Promise<User> {
    const { context, payload } = parseRpc(
      message,
      z.object({
        kind: z.enum(['broker', 'ben-admin']),
        userId,
        clientId: z.string().uuid(),
        assign: z.boolean(),
      }),
    );
    return this.admin.assignClient(context, payload.kind, payload.userId, payload.clientId, payload.assign);
  }

  @MessagePattern(SUBJECTS.identity.userChangeToBroker)
  changeToBroker(@Payload() message: unknown): Promise<User> {
    const { context, payload } = parseRpc(message, z.object({ userId }));
    return this.admin.changeToBroker(context, payload.userId);
  }

  @MessagePattern(SUBJECTS.identity.userSendActivation)
  sendActivation(@Payload() message: unknown): Promise<{ emailId: string }> {
    const { context, payload } = parseRpc(
      message,
      z.object({
        kind,
        userId: userId.optional(),
        email: z.string().trim().toLowerCase().max(191).optional(),
      }),
    );
    return this.admin.sendActivation(context, payload, payload.kind);
  }

  @MessagePattern(SUBJECTS.identity.userActivationLink)
  activationLink(@Payload() message: unknown): Promise<{ url: string; expiresAt: string }> {
    const { context, payload } = parseRpc(message, z.object({ userId }));
    return this.admin.activationLink(context, payload.userId);
  }

  @MessagePattern(SUBJECTS.identity.userResetMfa)
  resetMfa(@Payload() message: unknown): Promise<{ ok: true }> {
    const { context, payload } = parseRpc(message, z.object({ email: z.string().trim().max(191) }), 'params');
    return this.admin.resetMfa(context, payload.email);
  }

  @MessagePattern(SUBJECTS.identity.userResetPassword)
  resetPassword(@Payload() message: unknown): Promise<{ emailId: string }> {
    const { context, payload } = parseRpc(message, z.object({ userId }), 'params');
    return this.admin.resetPassword(context, payload.userId);
  }

  @MessagePattern(SUBJECTS.identity.userCheckExisting)
  checkExisting(@Payload() message: unknown): Promise<{ exists: boolean }> {
    const { context, payload } = parseRpc(message, z.object({ value: z.string().max(191) }), 'params');
    return this.admin.checkExisting(context, payload.value);
  }

  @MessagePattern(SUBJECTS.identity.userBulkEmailUpdate)
  bulkEmailUpdate(@Payload() message: unknown): Promise<{ updated: User[] }> {
    const { context, payload } = parseRpc(message, bulkEmailUpdateSchema);
    return this.admin.bulkEmailUpdate(context, payload.users);
  }
}
