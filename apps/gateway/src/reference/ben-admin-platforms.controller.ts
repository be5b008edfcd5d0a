import { Controller, Get, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { benAdminPlatformListSchema, SUBJECTS, type BenAdminPlatform } from '@onboard/contracts';
import type { FastifyRequest } from 'fastify';
import { Public } from '../access/public.decorator.js';
import { BusClient } from '../bus/bus.client.js';
import { contextOf } from '../bus/request-context.js';

@ApiTags('reference data')
@Controller('ben-admin-platforms')
export class BenAdminPlatformsController {
  constructor(private readonly bus: BusClient) {}

  /** Benefit-administration platforms a policy can name (spec §7). See docs/decisions/003. */
  @Public()
  @Get()
  @ApiOkResponse({ description: 'Platforms, by name' })
  async list(@Req() request: FastifyRequest): Promise<BenAdminPlatform[]> {
    const answer = await this.bus.request(SUBJECTS.clients.benAdminPlatformList, contextOf(request), {});
    return benAdminPlatformListSchema.parse(answer);
  }
}
