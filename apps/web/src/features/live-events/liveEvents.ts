import { liveEventSchema, type LiveEvent } from '@onboard/contracts';

/** Spec section 9: the live connection makes up to 5 reconnection attempts. */
export const MAX_RECONNECT_ATTEMPTS = 5;
/** Spec section 9: up to 4 re-authentication retries when the gateway closes the socket as Unauthorized. */
export const MAX_REAUTH_RETRIES = 4;
const BASE_RECONNECT_DELAY_MS = 1_000;
const MAX_RECONNECT_DELAY_MS = 16_000;

export type LiveConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** ws://host/api/events on http, wss:// on https: the gateway (or the dev proxy) serves both. */
export function liveEventsUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/api/events`;
}

/** Delay before reconnection attempt `attempt` (1-based): 1 s, 2 s, 4 s … capped at 16 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(BASE_RECONNECT_DELAY_MS * 2 ** Math.max(0, attempt - 1), MAX_RECONNECT_DELAY_MS);
}

/** A websocket message as a live event, or null when it is not JSON or not an event we know. */
export function parseLiveEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const result = liveEventSchema.safeParse(json);
  return result.success ? result.data : null;
}
