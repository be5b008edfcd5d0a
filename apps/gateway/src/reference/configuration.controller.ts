import { Controller, Get, Header, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { configurationSchema, SUBJECTS, type Configuration } from '@onboard/contracts';
import type { FastifyRequest } from 'fastify';
import { Public } from '../access/public.decorator.js';
import { BusClient } from '../bus/bus.client.js';
import { contextOf } from '../bus/request-context.js';

@ApiTags('reference data')
@Controller('configuration')
export class ConfigurationController {
  constructor(private readonly bus: BusClient) {}

  /** The web's runtime configuration (spec §7), read before sign-in: nothing user-specific in it. */
  @Public()
  @Get()
  @Header('cache-control', 'public, max-age=300')
  @ApiOkResponse({ description: 'Support contacts, environment, provider name, page size, features' })
  async get(@Req() request: FastifyRequest): Promise<Configuration> {
    const answer = await this.bus.request(SUBJECTS.clients.configuration, contextOf(request), {});
    return configurationSchema.parse(answer);
  }
}
