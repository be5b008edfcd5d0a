import { LIVE_CLOSE_CODES, type LiveEvent } from '@onboard/contracts';
import { useEffect, useEffectEvent, useState } from 'react';
import {
  MAX_REAUTH_RETRIES,
  MAX_RECONNECT_ATTEMPTS,
  liveEventsUrl,
  parseLiveEvent,
  reconnectDelayMs,
  type LiveConnectionStatus,
} from '../liveEvents.js';

/** The part of WebSocket the hook uses, so tests can pass a fake. */
export type LiveSocket = Pick<WebSocket, 'close' | 'readyState'> & {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export type UseLiveEventsOptions = {
  /** Defaults to /api/events on the page's host. */
  url?: string;
  createSocket?: (url: string) => LiveSocket;
  /** False: no socket at all (status 'closed'). Defaults to true. */
  enabled?: boolean;
  /**
   * Called when the gateway closes the socket as Unauthorized (4401): refresh the session, answer whether it
   * is valid again. Unset, Unauthorized ends the connection.
   */
  reauthenticate?: () => Promise<boolean>;
  /** A socket opened again after an earlier one had been open (events may have been missed meanwhile). */
  onReconnected?: () => void;
};

const defaultCreateSocket = (url: string): LiveSocket => new WebSocket(url);

/**
 * Opens the gateway's live-event websocket while mounted and enabled, hands each valid event to `onEvent`
 * and, when the connection drops, reconnects with backoff (at most MAX_RECONNECT_ATTEMPTS times in a row).
 * A close as Unauthorized (4401) re-authenticates and reconnects at once, at most MAX_REAUTH_RETRIES times in
 * a row; a close as Forbidden (4403) or a session that cannot be renewed ends it (status 'closed').
 */
export function useLiveEvents(
  onEvent?: (event: LiveEvent) => void,
  {
    url,
    createSocket = defaultCreateSocket,
    enabled = true,
    reauthenticate,
    onReconnected,
  }: UseLiveEventsOptions = {},
): LiveConnectionStatus {
  const [status, setStatus] = useState<LiveConnectionStatus>('connecting');
  const handleEvent = useEffectEvent((event: LiveEvent) => onEvent?.(event));
  const renew = useEffectEvent(async () => (reauthenticate ? reauthenticate() : false));
  const canRenew = reauthenticate !== undefined;
  const reconnected = useEffectEvent(() => onReconnected?.());
  const target = url ?? liveEventsUrl(window.location);

  useEffect(() => {
    if (!enabled) return undefined;
    let socket: LiveSocket | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let reauths = 0;
    let everOpen = false;
    let disposed = false;

    const reconnectLater = () => {
      failures += 1;
      if (failures > MAX_RECONNECT_ATTEMPTS) {
        setStatus('closed');
        return;
      }
      setStatus('reconnecting');
      timer = setTimeout(connect, reconnectDelayMs(failures));
    };

    const reauthenticateThenConnect = () => {
      reauths += 1;
      if (!canRenew || reauths > MAX_REAUTH_RETRIES) {
        setStatus('closed');
        return;
      }
      setStatus('reconnecting');
      renew().then(
        (valid) => {
          if (disposed) return;
          if (valid) connect();
          else setStatus('closed');
        },
        // The refresh itself failed (network): try again later like a dropped connection.
        () => {
          if (!disposed) reconnectLater();
        },
      );
    };

    function connect() {
      setStatus((current) => (current === 'open' || current === 'closed' ? 'connecting' : current));
      const current = createSocket(target);
      socket = current;
      current.onopen = () => {
        failures = 0;
        reauths = 0;
        setStatus('open');
        if (everOpen) reconnected();
        everOpen = true;
      };
      current.onmessage = (message) => {
        const event = parseLiveEvent(message.data);
        if (event) handleEvent(event);
      };
      current.onclose = (event) => {
        if (disposed) return;
        if (event.code === LIVE_CLOSE_CODES.unauthorized) reauthenticateThenConnect();
        else if (event.code === LIVE_CLOSE_CODES.forbidden) setStatus('closed');
        else reconnectLater();
      };
      // An error is always followed by close, which decides about reconnecting.
      current.onerror = null;
    }

    connect();
    return () => {
      disposed = true;
      clearTimeout(timer);
      if (socket) {
        const last = socket;
        last.onclose = null;
        last.onmessage = null;
        // Closing a socket that is still connecting makes browsers warn (and dev proxies log errors) on every
        // StrictMode remount: let it finish connecting, then close it.
        if (last.readyState === WebSocket.CONNECTING) {
          last.onopen = () => {
            last.close();
          };
        } else {
          last.close();
        }
      }
    };
  }, [target, createSocket, enabled, canRenew]);

  return enabled ? status : 'closed';
}
