import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type BenAdminPlatform } from '@onboard/contracts';
import { parseRpc } from '@onboard/server-kit';
import { z } from 'zod';
import { BenAdminPlatformService } from './ben-admin-platform.service.js';

@Controller()
export class BenAdminPlatformHandler {
  constructor(private readonly platforms: BenAdminPlatformService) {}

  @MessagePattern(SUBJECTS.clients.benAdminPlatformList)
  list(@Payload() message: unknown): Promise<BenAdminPlatform[]> {
    parseRpc(message, z.object({}).strict());
    return this.platforms.list();
  }
}
