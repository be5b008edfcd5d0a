import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  clientListQuerySchema,
  clientPageSchema,
  clientSchema,
  createClientSchema,
  SUBJECTS,
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

/** The service validates the raw query itself (with the same schema), so it is passed on as it came. */
function rawQuery(r: AuthedRequest): unknown {
  return r.query;
}
