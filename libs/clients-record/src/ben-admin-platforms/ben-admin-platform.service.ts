import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { BenAdminPlatform as BenAdminPlatformDto } from '@onboard/contracts';
import { BenAdminPlatform } from './ben-admin-platform.entity.js';
import { toBenAdminPlatformDto } from './ben-admin-platform.mapper.js';

@Injectable()
export class BenAdminPlatformService {
  constructor(private readonly em: EntityManager) {}

  async list(): Promise<BenAdminPlatformDto[]> {
    const rows = await this.em.find(BenAdminPlatform, {});
    // Alphabetical as people read it ("bswift" between "ADP" and "Paycom"), whatever the database collation.
    return rows
      .map(toBenAdminPlatformDto)
      .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  }
}
