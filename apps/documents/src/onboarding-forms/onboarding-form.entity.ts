import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import {
  ONBOARDING_FORM_STATUSES,
  type OnboardingFormStatus,
  type OnboardingRecipientStatus,
} from '@onboard/contracts';
import { ClientScoped, SoftDeletableEntity } from '@onboard/server-kit';

/** A recipient as kept on its form (JSON): the provider's state and when the provider last told us of it. */
export type StoredRecipient = {
  recipientId: string;
  roleName: string;
  name: string;
  email: string;
  userId: string | null;
  routingOrder: number;
  status: OnboardingRecipientStatus;
  deliveredDateTime: string | null;
  signedDateTime: string | null;
  declinedDateTime: string | null;
  declinedReason: string | null;
  lastEditDateTime: string | null;
  lastActionDateTime: string | null;
  /** generatedDateTime of the newest event (or sync) applied to this recipient: older ones never overwrite it. */
  lastEventAt: string | null;
};

/**
 * A client's onboarding form (spec §3 Onboarding form; decision 134): an envelope of the e-signature provider,
 * created from a template. The provider's state arrives by webhooks (or sync-envelope) and is applied in the
 * order the provider generated it (`lastEventAt`), whatever order it arrives in.
 */
@ClientScoped('clientId')
@Entity({ tableName: 'onboarding_form' })
@Index({ properties: ['clientId', 'createdAt'] })
export class OnboardingForm extends SoftDeletableEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  clientId!: string;

  @Property({ length: 100 })
  templateId!: string;

  @Property({ length: 300 })
  name!: string;

  @Property({ length: 100, nullable: true, unique: true })
  envelopeId?: string | null;

  @Enum({ items: () => ONBOARDING_FORM_STATUSES, default: 'draft' })
  status: OnboardingFormStatus & Opt = 'draft';

  @Property({ default: false })
  waitingForWebhook: boolean & Opt = false;

  /** A change (reassignment, sync) is in flight: set and cleared in their own transactions. */
  @Property({ default: false })
  locked: boolean & Opt = false;

  @Property({ length: 40, nullable: true })
  declinedDateTime?: string | null;

  @Property({ length: 40, nullable: true })
  voidedDateTime?: string | null;

  /** generatedDateTime of the newest envelope event (or sync) applied. */
  @Property({ length: 40, nullable: true })
  lastEventAt?: string | null;

  @Property({ type: 'json' })
  recipients: StoredRecipient[] & Opt = [];

  @Property({ type: 'json' })
  documents: { documentId: string; name: string }[] & Opt = [];

  /** The signed PDF kept as a client document (category onboarding-form). */
  @Property({ type: 'uuid', nullable: true })
  signedDocumentId?: string | null;

  @Property({ type: 'uuid', nullable: true })
  createdBy?: string | null;
}
