import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  activationLinkSchema,
  bulkEmailUpdateSchema,
  checkExistingSchema,
  clientSummarySchema,
  createUserSchema,
  listQuerySchema,
  pageOf,
  pageWindow,
  ROLES,
  SUBJECTS,
  text,
  updateUserSchema,
  userListQuerySchema,
  userPageSchema,
  userSchema,
  type ClientSummary,
  type User,
  type UserKind,
  type UserPage,
} from '@onboard/contracts';
import { z } from 'zod';
import type { AuthedRequest } from '../access/access.guard.js';
import { Permission } from '../access/permission.decorator.js';
import { BusClient } from '../bus/bus.client.js';
import { contextOf } from '../bus/request-context.js';
import { ZodPipe } from '../bus/zod.pipe.js';

const userIdParam = z.object({ userId: z.string().uuid('Not a valid user id') });
const assignParams = userIdParam.extend({ clientId: z.string().uuid('Not a valid client id') });
const emailParam = z.object({ email: text({ trim: true }).min(3).max(191) });
const valueParam = z.object({ value: text({ trim: true }).min(1).max(191) });
const roleParam = z.object({ role: z.enum(ROLES) });
type ListQuery = z.infer<typeof userListQuerySchema>;
type Create = z.infer<typeof createUserSchema>;
type Update = z.infer<typeof updateUserSchema>;

const emailResult = z.object({ emailId: z.string() });
const okResult = z.object({ ok: z.literal(true) });

/**
 * User administration (spec §7 Users): internal users, brokers and benefit administrators. Each route
 * declares its permission from the role table; the identity service checks the record again.
 */
@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(private readonly bus: BusClient) {}

  private list(kind: UserKind | null, request: AuthedRequest, query: ListQuery): Promise<UserPage> {
    return this.bus.ask(userPageSchema, SUBJECTS.identity.userList, request, { ...query, kind });
  }
  private get(kind: UserKind | null, request: AuthedRequest, userId: string): Promise<User> {
    return this.bus.ask(userSchema, SUBJECTS.identity.userGet, request, { kind, userId });
  }
  private create(kind: UserKind, request: AuthedRequest, user: Create): Promise<User> {
    return this.bus.ask(userSchema, SUBJECTS.identity.userCreate, request, { kind, user });
  }
  private update(kind: UserKind, request: AuthedRequest, userId: string, changes: Update): Promise<User> {
    return this.bus.ask(userSchema, SUBJECTS.identity.userUpdate, request, { kind, userId, changes });
  }
  private remove(kind: UserKind, request: AuthedRequest, userId: string): Promise<z.infer<typeof okResult>> {
    return this.bus.ask(okResult, SUBJECTS.identity.userDelete, request, { kind, userId });
  }
  private assign(
    kind: 'broker' | 'ben-admin',
    request: AuthedRequest,
    p: z.infer<typeof assignParams>,
    assign: boolean,
  ): Promise<User> {
    return this.bus.ask(userSchema, SUBJECTS.identity.userAssignClient, request, { kind, ...p, assign });
  }
  private activation(kind: UserKind | null, request: AuthedRequest, by: { userId?: string; email?: string }) {
    return this.bus.ask(emailResult, SUBJECTS.identity.userSendActivation, request, { kind, ...by });
  }

  // ── internal users (owners manage them; admins read) ──
  @Permission('read', 'admin')
  @Get('internal')
  internalList(@Req() r: AuthedRequest, @Query(new ZodPipe(userListQuerySchema, 'query')) q: ListQuery) {
    return this.list('internal', r, q);
  }
  @Permission('create', 'admin')
  @Post('internal')
  internalCreate(@Req() r: AuthedRequest, @Body(new ZodPipe(createUserSchema)) b: Create) {
    return this.create('internal', r, b);
  }
  @Permission('update', 'admin')
  @Put('internal/:userId')
  internalUpdate(
    @Req() r: AuthedRequest,
    @Param(new ZodPipe(userIdParam, 'params')) p: { userId: string },
    @Body(new ZodPipe(updateUserSchema)) b: Update,
  ) {
    return this.update('internal', r, p.userId, b);
  }
  @Permission('delete', 'admin')
  @Delete('internal/:userId')
  internalDelete(@Req() r: AuthedRequest, @Param(new ZodPipe(userIdParam, 'params')) p: { userId: string }) {
    return this.remove('internal', r, p.userId);
  }
  @Permission('create', 'activation-link')
  @Post('internal/:userId/activation-email')
  @HttpCode(200)
  internalActivation(
    @Req() r: AuthedRequest,
    @Param(new ZodPipe(userIdParam, 'params')) p: { userId: string },
  ) {
    return this.activation('internal', r, p);
  }

  // ── benefit administrators ──
  @Permission('read', 'ben-admin')
  @Get('ben-admin')
  benAdminList(@Req() r: AuthedRequest, @Query(new ZodPipe(userListQuerySchema, 'query')) q: ListQuery) {
    return this.list('ben-admin', r, q);
  }
  @Permission('create', 'ben-admin')
  @Post('ben-admin')
  benAdminCreate(@Req() r: AuthedRequest, @Body(new ZodPipe(createUserSchema)) b: Create) {
    return this.create('ben-admin', r, b);
  }
  @Permission('read', 'ben-admin')
  @Get('ben-admin/:userId')
  benAdminGet(@Req() r: AuthedRequest, @Param(new ZodPipe(userIdParam, 'params')) p: { userId: string }) {
    return this.get('ben-admin', r, p.userId);
  }
  @Permission('update', 'ben-admin')
  @Put('ben-admin/:userId')
  benAdminUpdate(
    @Req() r: AuthedRequest,
    @Param(new ZodPipe(userIdParam, 'params')) p: { userId: string },
    @Body(new ZodPipe(updateUserSchema)) b: Update,
  ) {
    return this.update('ben-admin', r, p.userId, b);
  }
  @Permission('delete', 'ben-admin')
  @Delete('ben-admin/:userId')
  benAdminDelete(@Req() r: AuthedRequest, @Param(new ZodPipe(userIdParam, 'params')) p: { userId: string }) {
    return this.remove('ben-admin', r, p.userId);
  }
  @Permission('update', 'user-client-assignment')
  @Put('ben-admin/:userId/assign/:clientId')
  benAdminAssign(
    @Req() r: AuthedRequest,
    @Param(new ZodPipe(assignParams, 'params')) p: z.infer<typeof assignParams>,
  ) {
    return this.assign('ben-admin', r, p, true);
  }
  @Permission('update', 'user-client-assignment')
  @Put('ben-admin/:userId/unassign/:clientId')
  benAdminUnassign(
    @Req() r: AuthedRequest,
    @Param(new ZodPipe(assignParams, 'params')) p: z.infer<typeof assignParams>,
  ) {
    return this.assign('ben-admin', r, p, false);
  }
  @Permission('update', 'ben-admin')
  @Post('ben-admin/:userId/change-to-broker')
  @HttpCode(200)
  benAdminToBroker(
    @Req() r: AuthedRequest,
    @Param(new ZodPipe(userIdParam, 'params')) p: { userId: string },
  ) {
    return this.bus.ask(userSchema, SUBJECTS.identity.userChangeToBroker, r, p);
  }
  @Permission('create', 'activation-link')
  @Post('ben-admin/:userId/activation-email')
  @HttpCode(200)
  benAdminActivation(
    @Req() r: AuthedRequest,
    @Param(new ZodPipe(userIdParam, 'params')) p: { userId: string },
  ) {
    return this.activation('ben-admin', r, p);
  }

  // ── brokers ──
  @Permission('read', 'broker')
  @Get('broker')
  brokerList(@Req() r: AuthedRequest, @Query(new ZodPipe(userListQuerySchema, 'query')) q: ListQuery) {
    return this.list('broker', r, q);
  }
  @Permission('create', 'broker')
  @Post('broker')
  brokerCreate(@Req() r: AuthedRequest, @Body(new ZodPipe(createUserSchema)) b: Create) {
    return this.create('broker', r, b);
  }
  @Permission('read', 'broker')
  @Get('broker/:userId')
  brokerGet(@Req() r: AuthedRequest, @Param(new ZodPipe(userIdParam, 'params')) p: { userId: string }) {
    return this.get('broker', r, p.userId);
  }
  /** Staff, or a broker on their own record (not its client ids). */
  @Permission('update', 'broker', { userParam: 'userId' })
  @Put('broker/:userId')
  brokerUpdate(
    @Req() r: AuthedRequest,
    @Param(new ZodPipe(userIdParam, 'params')) p: { userId: string },
    @Body(new ZodPipe(updateUserSchema)) b: Update,
  ) {
    return this.update('broker', r, p.userId, b);
  }
  @Permission('delete', 'broker')
  @Delete('broker/:userId')
  brokerDelete(@Req() r: AuthedRequest, @Param(new ZodPipe(userIdParam, 'params')) p: { userId: string }) {
    return this.remove('broker', r, p.userId);
  }
  @Permission('update', 'user-client-assignment')
  @Put('broker/:userId/assign/:clientId')
  brokerAssign(
    @Req() r: AuthedRequest,
    @Param(new ZodPipe(assignParams, 'params')) p: z.infer<typeof assignParams>,
  ) {
    return this.assign('broker', r, p, true);
  }
  @Permission('update', 'user-client-assignment')
  @Put('broker/:userId/unassign/:clientId')
  brokerUnassign(
    @Req() r: AuthedRequest,
    @Param(new ZodPipe(assignParams, 'params')) p: z.infer<typeof assignParams>,
  ) {
    return this.assign('broker', r, p, false);
  }
  @Permission('create', 'activation-link')
  @Post('broker/:userId/activation-email')
  @HttpCode(200)
  brokerActivation(
    @Req() r: AuthedRequest,
    @Param(new ZodPipe(userIdParam, 'params')) p: { userId: string },
  ) {
    return this.activation('broker', r, p);
  }

  // ── across kinds ──
  @Permission('create', 'activation-link')
  @Post('reset-password/userId/:userId')
  @HttpCode(200)
  resetPasswordFor(
    @Req() r: AuthedRequest,
    @Param(new ZodPipe(userIdParam, 'params')) p: { userId: string },
  ) {
    return this.bus.ask(emailResult, SUBJECTS.identity.userResetPassword, r, p);
  }
  @Permission('create', 'mfa-reset')
  @Post('reset-mfa/:email')
  @HttpCode(200)
  resetMfa(@Req() r: AuthedRequest, @Param(new ZodPipe(emailParam, 'params')) p: { email: string }) {
    return this.bus.ask(okResult, SUBJECTS.identity.userResetMfa, r, p);
  }
  @Permission('create', 'activation-link')
  @Post('activation-email/:email')
  @HttpCode(200)
  activationByEmail(@Req() r: AuthedRequest, @Param(new ZodPipe(emailParam, 'params')) p: { email: string }) {
    return this.activation(null, r, p);
  }
  @Permission('create', 'activation-link')
  @Post(':userId/activation-link')
  @HttpCode(200)
  activationLink(@Req() r: AuthedRequest, @Param(new ZodPipe(userIdParam, 'params')) p: { userId: string }) {
    return this.bus.ask(activationLinkSchema, SUBJECTS.identity.userActivationLink, r, p);
  }
  @Permission('read', 'user-directory')
  @Get('check-existing/:value')
  checkExisting(@Req() r: AuthedRequest, @Param(new ZodPipe(valueParam, 'params')) p: { value: string }) {
    return this.bus.ask(checkExistingSchema, SUBJECTS.identity.userCheckExisting, r, p);
  }
  @Permission('update', 'bulk-email-update')
  @Post('update-email-and-send-activation-email')
  @HttpCode(200)
  bulkEmailUpdate(
    @Req() r: AuthedRequest,
    @Body(new ZodPipe(bulkEmailUpdateSchema)) b: z.infer<typeof bulkEmailUpdateSchema>,
  ) {
    return this.bus.ask(
      z.object({ updated: z.array(userSchema) }),
      SUBJECTS.identity.userBulkEmailUpdate,
      r,
      b,
    );
  }
  @Permission('read', 'user-directory')
  @Get('role/:role')
  byRole(
    @Req() r: AuthedRequest,
    @Param(new ZodPipe(roleParam, 'params')) p: z.infer<typeof roleParam>,
    @Query(new ZodPipe(listQuerySchema, 'query')) q: z.infer<typeof listQuerySchema>,
  ) {
    return this.list(null, r, { ...q, role: p.role });
  }
  /** The provider's staff (owners and admins). */
  @Permission('read', 'user-directory')
  @Get('slfs')
  slfs(
    @Req() r: AuthedRequest,
    @Query(new ZodPipe(listQuerySchema, 'query')) q: z.infer<typeof listQuerySchema>,
  ) {
    return this.list('internal', r, q);
  }
  @Permission('read', 'user-directory')
  @Get()
  all(@Req() r: AuthedRequest, @Query(new ZodPipe(userListQuerySchema, 'query')) q: ListQuery) {
    return this.list(null, r, q);
  }

  /**
   * After a user's e-mail changed, their pending onboarding-form recipients follow (spec §7: 60 s timeout,
   * no retry). The body carries the old address; the new one is the user's current e-mail.
   */
  @Permission('update', 'onboarding-form-reassign')
  @Put(':userId/onboarding-form-email')
  async onboardingFormEmail(
    @Req() r: AuthedRequest,
    @Param(new ZodPipe(userIdParam, 'params')) p: { userId: string },
    @Body(new ZodPipe(z.object({ oldEmail: text({ trim: true }).min(3).max(191) }))) b: { oldEmail: string },
  ): Promise<{ updatedRecipients: number }> {
    const user = await this.get(null, r, p.userId);
    const answer = await this.bus.request(
      SUBJECTS.documents.onboardingFormRecipientEmail,
      contextOf(r),
      { userId: user.id, oldEmail: b.oldEmail, newEmail: user.email },
      60_000,
    );
    return z.object({ updatedRecipients: z.number().int() }).parse(answer);
  }

  /** A user's clients: staff for anyone, everyone else for themselves. */
  @Permission('read', 'user-clients', { userParam: 'userId' })
  @Get(':userId/clients')
  async clientsOf(
    @Req() r: AuthedRequest,
    @Param(new ZodPipe(userIdParam, 'params')) p: { userId: string },
    @Query(new ZodPipe(listQuerySchema, 'query')) q: z.infer<typeof listQuerySchema>,
  ): Promise<{ items: ClientSummary[]; total: number; limit: number; offset: number }> {
    const user = await this.get(null, r, p.userId);
    const all = await this.bus.ask(z.array(clientSummarySchema), SUBJECTS.clients.summaries, r, {
      ids: user.clientIds,
    });
    const search = q.search?.toLowerCase();
    const matching = search ? all.filter((c) => c.name.toLowerCase().includes(search)) : all;
    const { limit, offset } = pageWindow(q);
    return pageOf(clientSummarySchema).parse({
      items: matching.slice(offset, offset + limit),
      total: matching.length,
      limit,
      offset,
    });
  }
}
