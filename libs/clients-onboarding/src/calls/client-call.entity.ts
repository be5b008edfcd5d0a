import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import {
  CALL_TYPES,
  KICKOFF_CALL_STATUSES,
  type CallInviteeDto,
  type CallOptionDto,
  type CallType,
  type KickoffCallStatus,
} from '@onboard/contracts';
import { ClientScoped, Tracked } from '@onboard/server-kit';
import { Client } from '@onboard/clients-record';

/**
 * A client's kickoff or ongoing service call (spec §3 "kickoff and install call selection, schedule, status,
 * topics and people"; decision 124): what staff offer, what the client chose, the status and outcome. One row
 * per client and call type, made on the first save. Every change is a change record (decision 040).
 */
@Tracked({ metadata: (c: ClientCall) => ({ clientId: c.client.id }) })
@ClientScoped('client')
@Entity({ tableName: 'client_call' })
@Unique({ properties: ['client', 'callType'] })
export class ClientCall {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { deleteRule: 'cascade', index: true })
  client!: Client;

  @Enum({ items: () => CALL_TYPES })
  callType!: CallType;

  /** The times offered by the implementation consultant (1 to 10 once offered). */
  @Property({ type: 'json', defaultRaw: `'[]'` })
  options: CallOptionDto[] & Opt = [];

  /** A meeting link or dial-in text. */
  @Property({ length: 1000, nullable: true })
  meetingDetails?: string | null;

  /** The topics offered: DEFAULT_CALL_TOPICS keys and staff's own texts. */
  @Property({ type: 'json', defaultRaw: `'[]'` })
  topics: string[] & Opt = [];

  /** When the client last chose; null while nothing is chosen (or after No Response cleared it). */
  @Property({ type: 'datetime', nullable: true })
  selectedAt?: Date | null;

  @Property({ length: 64, nullable: true })
  selectedBy?: string | null;

  /** The offered time chosen (an id of `options`). */
  @Property({ type: 'uuid', nullable: true })
  selectedOptionId?: string | null;

  /** Another time the client asked for, in its words. */
  @Property({ length: 200, nullable: true })
  requestedTime?: string | null;

  @Property({ type: 'json', defaultRaw: `'[]'` })
  chosenTopics: string[] & Opt = [];

  /** Ids of the client's contacts to invite (checked against its contacts when chosen). */
  @Property({ type: 'json', defaultRaw: `'[]'` })
  contactIds: string[] & Opt = [];

  @Property({ type: 'json', defaultRaw: `'[]'` })
  extraInvitees: CallInviteeDto[] & Opt = [];

  /** The chosen option's start. */
  @Property({ type: 'datetime', nullable: true })
  scheduledAt?: Date | null;

  @Enum({ items: () => KICKOFF_CALL_STATUSES, default: 'Pending' })
  status: KickoffCallStatus & Opt = 'Pending';

  @Property({ type: 'text', nullable: true })
  outcomeNotes?: string | null;

  @Property({ length: 500, nullable: true })
  recordingLink?: string | null;

  @Property({ length: 64, nullable: true })
  updatedBy?: string | null;

  @Property({ type: 'datetime' })
  updatedAt: Date & Opt = new Date();
}
