import { Module } from '@nestjs/common';
import { BenAdminPlatformHandler } from './clients/ben-admin-platform.handler.js';
import { BenAdminPlatformService } from './clients/ben-admin-platform.service.js';

@Module({
  controllers: [BenAdminPlatformHandler],
  providers: [BenAdminPlatformService],
})
export class ClientsModule {}
