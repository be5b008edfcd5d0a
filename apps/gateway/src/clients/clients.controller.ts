import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  planConfigurationSchema,
  baseClientSchema,
  clientSetupSchema,
  planSchema,
  putPlansSchema,
  welcomeFlowAnswersSchema,
  welcomeFlowSchema,
  type ClientSetup,
  type WelcomeFlow,
  clientListQuerySchema,
  clientPageSchema,
  clientSchema,
  createClientSchema,
  SUBJECTS,
  text,
  updateClientSchema,
  userSchema,
  type ClientDto,
  type ClientListQuery,
  type ClientPage,
} from '@onboard/contracts';
import { z } from 'zod';
import type { AuthedRequest } from '../access/access.guard.js';
import { Permission } from '../access/permission.decorator.js';
import { BusClient } from '../bus/bus.client.js';
import { contextOf } from '../bus/request-context.js';
import { ZodPipe } from '../bus/zod.pipe.js';

const clientIdParam = z.object({ clientId: z.string().uuid('Not a valid client id') });

/** Clients (spec §7): the lists of every home, the client, and its core fields. */
@ApiTags('clients')
@Controller('clients')
export class ClientsController {
  constructor(private readonly bus: BusClient) {}

  /**
   * Every home's list. Ben admins and brokers get only their clients (the service narrows again); the
   * `userId` filter lists the clients assigned to a user, whose ids live with the identity service.
   */
  @Permission('read', 'client')
  @Get()
  async list(
    @Req() r: AuthedRequest,
    @Query(new ZodPipe(clientListQuerySchema, 'query')) query: ClientListQuery,
  ): Promise<ClientPage> {
    let restrictTo: string[] | undefined;
    if (query.userId) {
      const user = userSchema.parse(
        await this.bus.request(SUBJECTS.identity.userGet, contextOf(r), { kind: null, userId: query.userId }),
      );
      restrictTo = user.clientIds;
    }
    return clientPageSchema.parse(
      await this.bus.request(SUBJECTS.clients.list, contextOf(r), { query: rawQuery(r), restrictTo }),
    );
  }

  @Permission('create', 'client')
  @Post()
  async create(
    @Req() r: AuthedRequest,
    @Body(new ZodPipe(createClientSchema)) body: z.infer<typeof createClientSchema>,
  ): Promise<ClientDto> {
    return clientSchema.parse(await this.bus.request(SUBJECTS.clients.create, contextOf(r), body));
  }

  @Permission('read', 'client', { clientParam: 'clientId' })
  @Get(':clientId')
  async get(
    @Req() r: AuthedRequest,
    @Param(new ZodPipe(clientIdParam, 'params')) p: { clientId: string },
  ): Promise<ClientDto> {
    return clientSchema.parse(await this.bus.request(SUBJECTS.clients.get, contextOf(r), p));
  }

  @Permission('update', 'client', { clientParam: 'clientId' })
  @Put(':clientId')
  async update(
    @Req() r: AuthedRequest,
    @Param(new ZodPipe(clientIdParam, 'params')) p: { clientId: string },
    @Body(new ZodPipe(updateClientSchema)) changes: z.infer<typeof updateClientSchema>,
  ): Promise<ClientDto> {
    return clientSchema.parse(
      await this.bus.request(SUBJECTS.clients.update, contextOf(r), { ...p, changes }),
    );
  }

  /**
   * Autosave of a form in progress: the same partial body and rules as PUT, for saves the user did not ask
   * for explicitly (see docs/decisions/019).
   */
  @Permission('update', 'client', { clientParam: 'clientId' })
  @Patch(':clientId/draft')
  async draft(
    @Req() r: AuthedRequest,
    @Param(new ZodPipe(clientIdParam, 'params')) p: { clientId: string },
    @Body(new ZodPipe(updateClientSchema)) changes: z.infer<typeof updateClientSchema>,
  ): Promise<ClientDto> {
    return clientSchema.parse(
      await this.bus.request(SUBJECTS.clients.update, contextOf(r), { ...p, changes }),
    );
  }

  /** Archives the client (spec: an archived client is not found). */
  @Permission('delete', 'client', { clientParam: 'clientId' })
  @Delete(':clientId')
  async archive(
    @Req() r: AuthedRequest,
    @Param(new ZodPipe(clientIdParam, 'params')) p: { clientId: string },
  ): Promise<{ ok: true }> {
    return z
      .object({ ok: z.literal(true) })
      .parse(await this.bus.request(SUBJECTS.clients.archive, contextOf(r), p));
  }
}

const stepParams = clientIdParam.extend({ stepId: text().min(1).max(50) });
const plansSchema = z.array(planSchema);

/** A client's setup (staff), welcome flow, plan list, Jira sync, base client and activation e-mails. */
@ApiTags('clients')
@Controller('clients/:clientId')
export class ClientSetupController {
  constructor(private readonly bus: BusClient) {}

  @Permission('read', 'client-setup', { clientParam: 'clientId' })
  @Get('setup')
  setup(
    @Req() r: AuthedRequest,
    @Param(new ZodPipe(clientIdParam, 'params')) p: { clientId: string },
  ): Promise<ClientSetup> {
    return this.bus.ask(clientSetupSchema, SUBJECTS.clients.setupGet, r, p);
  }

  @Permission('update', 'client-setup', { clientParam: 'clientId' })
  @Post('setup-steps/:stepId')
  @HttpCode(200)
  completeStep(
    @Req() r: AuthedRequest,
    @Param(new ZodPipe(stepParams, 'params')) p: z.infer<typeof stepParams>,
  ): Promise<ClientSetup> {
    return this.bus.ask(clientSetupSchema, SUBJECTS.clients.setupCompleteStep, r, p);
  }

  @Permission('read', 'client', { clientParam: 'clientId' })
  @Get('welcome-flow')
  welcomeFlow(
    @Req() r: AuthedRequest,
    @Param(new ZodPipe(clientIdParam, 'params')) p: { clientId: string },
  ): Promise<WelcomeFlow> {
    return this.bus.ask(welcomeFlowSchema, SUBJECTS.clients.welcomeFlowGet, r, p);
  }

  @Permission('update', 'client', { clientParam: 'clientId' })
  @Post('welcome-flow')
  @HttpCode(200)
  saveWelcomeFlow(
    @Req() r: AuthedRequest,
    @Param(new ZodPipe(clientIdParam, 'params')) p: { clientId: string },
    @Body(new ZodPipe(welcomeFlowAnswersSchema)) b: z.infer<typeof welcomeFlowAnswersSchema>,
  ): Promise<WelcomeFlow> {
    return this.bus.ask(welcomeFlowSchema, SUBJECTS.clients.welcomeFlowSave, r, { ...p, ...b });
  }

  @Permission('update', 'client', { clientParam: 'clientId' })
  @Post('complete-welcome-flow')
  @HttpCode(200)
  completeWelcomeFlow(
    @Req() r: AuthedRequest,
    @Param(new ZodPipe(clientIdParam, 'params')) p: { clientId: string },
  ): Promise<WelcomeFlow> {
    return this.bus.ask(welcomeFlowSchema, SUBJECTS.clients.welcomeFlowComplete, r, p);
  }

  @Permission('read', 'client', { clientParam: 'clientId' })
  @Get('plans')
  plans(@Req() r: AuthedRequest, @Param(new ZodPipe(clientIdParam, 'params')) p: { clientId: string }) {
    return this.bus.ask(plansSchema, SUBJECTS.clients.plansGet, r, p);
  }

  @Permission('update', 'client-setup', { clientParam: 'clientId' })
  @Put('plans')
  putPlans(
    @Req() r: AuthedRequest,
    @Param(new ZodPipe(clientIdParam, 'params')) p: { clientId: string },
    @Body(new ZodPipe(putPlansSchema)) b: z.infer<typeof putPlansSchema>,
  ) {
    return this.bus.ask(plansSchema, SUBJECTS.clients.plansPut, r, { ...p, ...b });
  }

  /** The client's policies and plans in one go, as staff configure a new client. */
  @Permission('update', 'client-setup', { clientParam: 'clientId' })
  @Post('plan-configuration')
  @HttpCode(200)
  planConfiguration(
    @Req() r: AuthedRequest,
    @Param(new ZodPipe(clientIdParam, 'params')) p: { clientId: string },
    @Body(new ZodPipe(planConfigurationSchema)) configuration: z.infer<typeof planConfigurationSchema>,
  ): Promise<ClientDto> {
    return this.bus.ask(clientSchema, SUBJECTS.clients.planConfiguration, r, { ...p, configuration });
  }

  /** Pulls case id, employee count and consultant from the client's Jira ticket. */
  @Permission('update', 'client-setup', { clientParam: 'clientId' })
  @Put('sync')
  sync(
    @Req() r: AuthedRequest,
    @Param(new ZodPipe(clientIdParam, 'params')) p: { clientId: string },
  ): Promise<ClientDto> {
    return this.bus.ask(clientSchema, SUBJECTS.clients.sync, r, p);
  }

  @Permission('update', 'client-setup', { clientParam: 'clientId' })
  @Post('base-client')
  @HttpCode(200)
  baseClient(
    @Req() r: AuthedRequest,
    @Param(new ZodPipe(clientIdParam, 'params')) p: { clientId: string },
    @Body(new ZodPipe(baseClientSchema)) b: z.infer<typeof baseClientSchema>,
  ): Promise<ClientDto> {
    return this.bus.ask(clientSchema, SUBJECTS.clients.baseClient, r, { ...p, ...b });
  }
}

/** The service validates the raw query itself (with the same schema), so it is passed on as it came. */
function rawQuery(r: AuthedRequest): unknown {
  return r.query;
}
