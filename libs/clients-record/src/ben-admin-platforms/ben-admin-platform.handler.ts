import { Controller } from '@nestjs/common';
import { type BenAdminPlatform, CLIENTS_ROUTES as R } from '@onboard/contracts';
import { Handles } from '@onboard/server-kit';
import { BenAdminPlatformService } from './ben-admin-platform.service.js';

@Controller()
export class BenAdminPlatformHandler {
  constructor(private readonly platforms: BenAdminPlatformService) {}

  @Handles(R.benAdminPlatforms)
  list(): Promise<BenAdminPlatform[]> {
    return this.platforms.list();
  }
}
