import { randomUUID } from 'node:crypto';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { BENEFIT_TYPES, type BenefitType } from '@onboard/contracts';
import { ClientScoped, Tracked } from '@onboard/server-kit';
import { Client } from '../clients/client.entity.js';

/** Changes are recorded (decision 040), with the client they belong to for the EIF's review. */
@Tracked({ metadata: (p: Plan) => ({ clientId: p.client.id }) })
@ClientScoped('client')
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
