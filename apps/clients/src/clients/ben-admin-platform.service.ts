import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { BenAdminPlatform as BenAdminPlatformDto } from '@onboard/contracts';
import { BenAdminPlatform } from './client.entity.js';

@Injectable()
export class BenAdminPlatformService {
  constructor(private readonly em: EntityManager) {}

  async list(): Promise<BenAdminPlatformDto[]> {
    const rows = await this.em.find(BenAdminPlatform, {});
    // Alphabetical as people read it ("bswift" between "ADP" and "Paycom"), whatever the database collation.
    return rows
      .map((row) => ({ id: row.id, name: row.name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  }
}
