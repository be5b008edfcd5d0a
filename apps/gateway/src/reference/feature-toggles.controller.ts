import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { featureTogglesSchema, SUBJECTS, type FeatureToggles } from '@onboard/contracts';
import { z } from 'zod';
import type { AuthedRequest } from '../access/access.guard.js';
import { SignedIn } from '../access/permission.decorator.js';
import { BusClient } from '../bus/bus.client.js';
import { contextOf } from '../bus/request-context.js';
import { ZodPipe } from '../bus/zod.pipe.js';

const query = z.object({ clientId: z.string().uuid('Not a valid client id').optional() });

/** GET /api/feature-toggles (spec §7): the global toggles, or with `clientId` that client's view of them. */
@ApiTags('reference data')
@Controller('feature-toggles')
export class FeatureTogglesController {
  constructor(private readonly bus: BusClient) {}

  /** Signed in; with a clientId the clients service checks the caller may see that client. */
  @SignedIn()
  @Get()
  async get(
    @Req() r: AuthedRequest,
    @Query(new ZodPipe(query, 'query')) q: z.infer<typeof query>,
  ): Promise<FeatureToggles> {
    return featureTogglesSchema.parse(
      await this.bus.request(SUBJECTS.clients.featureToggles, contextOf(r), q),
    );
  }
}
