import { Module } from '@nestjs/common';
import { BenAdminPlatformHandler } from './clients/ben-admin-platform.handler.js';
import { BenAdminPlatformService } from './clients/ben-admin-platform.service.js';
import { ClientSummaryHandler } from './clients/client-summary.handler.js';

@Module({
  controllers: [BenAdminPlatformHandler, ClientSummaryHandler],
  providers: [BenAdminPlatformService],
})
export class ClientsModule {}
