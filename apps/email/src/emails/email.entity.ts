import { randomUUID } from 'node:crypto';
import { Collection, type Opt } from '@mikro-orm/core';
import {
  Entity,
  Enum,
  Index,
  ManyToOne,
  OneToMany,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/decorators/legacy';
import {
  EMAIL_EVENTS,
  EMAIL_STATUSES,
  EMAIL_TEMPLATES,
  type EmailEvent,
  type EmailStatus,
  type EmailTemplate,
} from '@onboard/contracts';
import { ClientScoped, CreatedAtEntity, SoftDeletableEntity } from '@onboard/server-kit';

/** One addressee as the caller gave it; `userId` ties a failure back to a user (spec: Email.errorUsers). */
export type EmailRecipient = { email: string; userId: string | null };

/**
 * An e-mail of the outbox (spec §3 Email). Stored when queued, sent by the `email.send` job; the row is the
 * truth about what happened to it, the job ledger only about the job.
 */
@ClientScoped('clientId')
@Entity({ tableName: 'email' })
// The recovery sweep looks for rows long in QUEUED.
@Index({ properties: ['status', 'updatedAt'] })
export class Email extends SoftDeletableEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Enum({ items: () => EMAIL_TEMPLATES })
  template!: EmailTemplate;

  @Property({ length: 255 })
  subject!: string;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'text', nullable: true })
  html?: string | null;

  @Property({ type: 'json' })
  recipients!: EmailRecipient[];

  /** The client the e-mail is about, if any: staff and the system see e-mails of no client (decision 228). */
  @Property({ type: 'uuid', nullable: true, index: true })
  clientId?: string | null;

  /** The caller's idempotency key: the same key answers with the same e-mail instead of a second one. */
  @Property({ length: 200, nullable: true, unique: true })
  dedupeKey?: string | null;

  @Enum({ items: () => EMAIL_STATUSES })
  status: EmailStatus & Opt = 'QUEUED';

  /** The Message-ID the relay accepted, `<id@domain>` (SMTP_MESSAGE_ID_DOMAIN, decision 223). */
  @Property({ length: 255, nullable: true })
  messageId?: string | null;

  /** SMTP conversations started, including one a worker died in. */
  @Property()
  attempts: number & Opt = 0;

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;

  /** The e-mail this one resends (POST /api/emails/{id}/resend); the original keeps its own history. */
  @Property({ type: 'uuid', nullable: true, index: true })
  resentFromId?: string | null;

  @OneToMany(() => EmailStatusEvent, (event) => event.email)
  statusHistory = new Collection<EmailStatusEvent>(this);

  @OneToMany(() => EmailErrorUser, (errorUser) => errorUser.email)
  errorUsers = new Collection<EmailErrorUser>(this);
}

/** One step of an e-mail's life (spec: Email.statusHistory). */
@ClientScoped('clientId')
@Entity({ tableName: 'email_status_event' })
export class EmailStatusEvent extends SoftDeletableEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Email, { deleteRule: 'cascade', index: true })
  email!: Email;

  /** Its e-mail's client, taken from it when the event is written (decision 228). */
  @Property({
    type: 'uuid',
    nullable: true,
    index: true,
    onCreate: (e: EmailStatusEvent) => e.email.clientId ?? null,
  })
  clientId?: string | null;

  /** The status entered, or RESENT (a copy was queued: the e-mail's own status stays). */
  @Enum({ items: () => EMAIL_EVENTS })
  status!: EmailEvent;

  /**
   * Set by the database clock, not `now()`: the job writes SENT in a transaction that began before the
   * SENDING row was committed, and `now()` (transaction start) would put SENT first.
   */
  @Property({ type: 'datetime', defaultRaw: 'clock_timestamp()' })
  eventAt?: Date & Opt;

  /** Why: the attempt number, the relay's answer on failure (English, for the logs and old entries). */
  @Property({ type: 'text', nullable: true })
  detail?: string | null;

  /** The attempt the entry is about; the web words the entry from these parts in the user's language. */
  @Property({ type: 'integer', nullable: true })
  attempt?: number | null;

  /** The relay's answer when an attempt failed. */
  @Property({ type: 'text', nullable: true })
  reason?: string | null;

  /** RESENT: the copy queued. */
  @Property({ type: 'uuid', nullable: true })
  resentAsId?: string | null;
}

/**
 * A user the e-mail did not reach (spec: Email.errorUsers). The user lives in the identity service, so only
 * its id is kept here; the gateway joins the name when it shows the list.
 */
@ClientScoped('clientId')
@Entity({ tableName: 'email_error_user' })
@Unique({ properties: ['email', 'userId'] })
export class EmailErrorUser extends CreatedAtEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Email, { deleteRule: 'cascade' })
  email!: Email;

  /** Its e-mail's client, taken from it when the row is written (decision 228). */
  @Property({
    type: 'uuid',
    nullable: true,
    index: true,
    onCreate: (e: EmailErrorUser) => e.email.clientId ?? null,
  })
  clientId?: string | null;

  @Property({ type: 'uuid' })
  userId!: string;

  /** The relay's answer for this recipient (e.g. `550 … mailbox unavailable`). */
  @Property({ type: 'text' })
  reason!: string;
}

export const EMAIL_ENTITIES = [Email, EmailStatusEvent, EmailErrorUser];
