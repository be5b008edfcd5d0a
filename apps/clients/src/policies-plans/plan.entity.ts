import { randomUUID } from 'node:crypto';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { BENEFIT_TYPES, type BenefitType } from '@onboard/contracts';
import { Client } from '../clients/client.entity.js';

@Entity({ tableName: 'plan' })
export class Plan {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { deleteRule: 'cascade', index: true })
  client!: Client;

  @Enum({ items: () => BENEFIT_TYPES })
  benefitType!: BenefitType;

  @Property({ length: 50, nullable: true })
  planType?: string | null;

  @Property({ length: 100, nullable: true })
  carrierName?: string | null;
}
