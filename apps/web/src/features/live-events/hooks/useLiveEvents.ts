import type { LiveEvent } from '@onboard/contracts';
import { useEffect, useEffectEvent, useState } from 'react';
import {
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
};

const defaultCreateSocket = (url: string): LiveSocket => new WebSocket(url);

/**
 * Opens the gateway's live-event websocket while mounted, hands each valid event to `onEvent` and
 * reconnects with backoff (at most MAX_RECONNECT_ATTEMPTS times in a row) when the connection drops.
 */
export function useLiveEvents(
  onEvent?: (event: LiveEvent) => void,
  { url, createSocket = defaultCreateSocket }: UseLiveEventsOptions = {},
): LiveConnectionStatus {
  const [status, setStatus] = useState<LiveConnectionStatus>('connecting');
  const handleEvent = useEffectEvent((event: LiveEvent) => onEvent?.(event));
  const target = url ?? liveEventsUrl(window.location);

  useEffect(() => {
    let socket: LiveSocket | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let disposed = false;

    const connect = () => {
      const current = createSocket(target);
      socket = current;
      current.onopen = () => {
        failures = 0;
        setStatus('open');
      };
      current.onmessage = (message) => {
        const event = parseLiveEvent(message.data);
        if (event) handleEvent(event);
      };
      current.onclose = () => {
        if (disposed) return;
        failures += 1;
        if (failures > MAX_RECONNECT_ATTEMPTS) {
          setStatus('closed');
          return;
        }
        setStatus('reconnecting');
        timer = setTimeout(connect, reconnectDelayMs(failures));
      };
      // An error is always followed by close, which decides about reconnecting.
      current.onerror = null;
    };

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
  }, [target, createSocket]);

  return status;
}
