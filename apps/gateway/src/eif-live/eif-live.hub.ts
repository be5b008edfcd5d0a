import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import {
  EVENTS,
  INTERNAL,
  eifAnswersChangedSchema,
  eifLiveClientMessageSchema,
  eifPresenceEventSchema,
  type AccessClaims,
  type EifLiveMember,
  type EifLiveServerMessage,
} from '@onboard/contracts';
import { connectNats, drainWithin, LOGGER, type Logger, type NatsConnection } from '@onboard/server-kit';
import type { WebSocket } from 'ws';
import { BusClient } from '../bus/bus.client.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { SESSION_ENDED_CLOSE_CODE } from '../events/events.hub.js';
import { parseEventPayload } from '../events/event-payload.js';
import { RevokedSessions } from '../session/revoked-sessions.js';

type Member = EifLiveMember & { sid: string };
/** Another replica's members of a room, and until when they count without news from it. */
type Remote = { members: EifLiveMember[]; until: number };

const REPUBLISH_MS = 20_000;
const REMOTE_TTL_MS = 60_000;

/**
 * Live co-editing of one client's EIF (issue 9 item 5; decision 093): a room per client. Each socket is one
 * editor (name looked up once, never taken from the browser) on one sub-step. The room hears who else is there
 * and the answers others saved (the clients service's `evt.clients.eif-answers-changed`). Presence crosses
 * gateway replicas through `evt.eif.presence` (each replica's members of a room, republished every 20 s and
 * dropped after 60 s without news).
 */
@Injectable()
export class EifLiveHub implements OnModuleInit, OnApplicationShutdown {
  private nc: NatsConnection | undefined;
  private readonly replica = randomUUID();
  private readonly rooms = new Map<string, Map<WebSocket, Member>>();
  private readonly remote = new Map<string, Map<string, Remote>>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly bus: BusClient,
    revoked: RevokedSessions,
  ) {
    revoked.onEnded((sids) => {
      for (const room of this.rooms.values())
        for (const [socket, member] of room)
          if (sids.has(member.sid)) socket.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
    });
  }

  async onModuleInit(): Promise<void> {
    this.nc = await connectNats(this.config.NATS_URL, 'gateway-eif-live', this.logger);
    const answers = this.nc.subscribe(EVENTS.eifAnswersChanged);
    void (async () => {
      for await (const message of answers) {
        const parsed = parseEventPayload(eifAnswersChangedSchema, message.string());
        if (!parsed.success) continue;
        const { clientId, by, saved } = parsed.data;
        this.send(clientId, { type: 'ANSWERS', by, saved });
      }
    })();
    const presence = this.nc.subscribe(EVENTS.eifPresence);
    void (async () => {
      for await (const message of presence) {
        const parsed = parseEventPayload(eifPresenceEventSchema, message.string());
        if (!parsed.success || parsed.data.replica === this.replica) continue;
        const { clientId, replica, members } = parsed.data;
        const rooms = this.remote.get(clientId) ?? new Map<string, Remote>();
        if (members.length) rooms.set(replica, { members, until: Date.now() + REMOTE_TTL_MS });
        else rooms.delete(replica);
        this.remote.set(clientId, rooms);
        this.sendPresence(clientId);
      }
    })();
    this.timer = setInterval(() => {
      for (const clientId of this.rooms.keys()) this.publish(clientId);
      for (const socket of [...this.rooms.values()].flatMap((room) => [...room.keys()])) socket.ping();
    }, REPUBLISH_MS);
  }

  /**
   * A socket joins its client's room at once (its messages are listened to from the first one on), then gets
   * the name identity gives its user.
   */
  async join(socket: WebSocket, clientId: string, claims: AccessClaims): Promise<void> {
    const member: Member = {
      id: randomUUID(),
      userId: claims.sub,
      name: '',
      role: claims.role,
      subStep: null,
      sid: claims.sid,
    };
    const room = this.rooms.get(clientId) ?? new Map<WebSocket, Member>();
    room.set(socket, member);
    this.rooms.set(clientId, room);
    const leave = () => {
      if (!room.delete(socket)) return;
      if (room.size === 0) this.rooms.delete(clientId);
      this.changed(clientId);
    };
    socket.on('close', leave);
    socket.on('error', leave);
    socket.on('message', (data: Buffer) => {
      if (data.length > 1024) return;
      const parsed = eifLiveClientMessageSchema.safeParse(safeJson(data.toString('utf8')));
      if (!parsed.success) return;
      member.subStep = parsed.data.subStep;
      this.changed(clientId);
    });
    socket.send(JSON.stringify({ type: 'HELLO', you: member.id } satisfies EifLiveServerMessage));
    this.changed(clientId);

    const context = {
      requestId: randomUUID(),
      user: { id: claims.sub, role: claims.role, clientIds: claims.clientIds },
    };
    try {
      const me = await this.bus.call(INTERNAL.identity.userMe, context, {});
      member.name = `${me.firstName} ${me.lastName}`.trim();
      if (room.has(socket)) this.changed(clientId);
    } catch (error) {
      this.logger.warn({ err: error }, 'EIF live: no name for the editor');
    }
  }

  /** Everyone in the room, here and on other replicas. */
  members(clientId: string): EifLiveMember[] {
    const local = [...(this.rooms.get(clientId)?.values() ?? [])].map(({ sid: _sid, ...m }) => m);
    const now = Date.now();
    const remote = [...(this.remote.get(clientId)?.values() ?? [])]
      .filter((r) => r.until > now)
      .flatMap((r) => r.members);
    return [...local, ...remote];
  }

  private changed(clientId: string): void {
    this.publish(clientId);
    this.sendPresence(clientId);
  }

  private publish(clientId: string): void {
    const members = [...(this.rooms.get(clientId)?.values() ?? [])].map(({ sid: _sid, ...m }) => m);
    this.nc?.publish(EVENTS.eifPresence, JSON.stringify({ clientId, replica: this.replica, members }));
  }

  private sendPresence(clientId: string): void {
    this.send(clientId, { type: 'PRESENCE', members: this.members(clientId) });
  }

  private send(clientId: string, message: EifLiveServerMessage): void {
    const data = JSON.stringify(message);
    for (const socket of this.rooms.get(clientId)?.keys() ?? []) {
      if (socket.readyState === socket.OPEN) socket.send(data);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    for (const room of this.rooms.values())
      for (const socket of room.keys()) socket.close(1001, 'server shutting down');
    if (this.nc) await drainWithin(this.nc);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
