import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import type { LiveEvent } from '@onboard/contracts';
import { act, cleanup, renderHook } from '@testing-library/react';
import { MAX_RECONNECT_ATTEMPTS, liveEventsUrl, parseLiveEvent, reconnectDelayMs } from '../liveEvents.js';
import { useLiveEvents, type LiveSocket } from './useLiveEvents.js';

class FakeSocket implements LiveSocket {
  onopen: LiveSocket['onopen'] = null;
  onmessage: LiveSocket['onmessage'] = null;
  onclose: LiveSocket['onclose'] = null;
  onerror: LiveSocket['onerror'] = null;
  readyState: LiveSocket['readyState'] = WebSocket.CONNECTING;
  closed = false;
  constructor(readonly url: string) {}
  close() {
    this.closed = true;
    this.readyState = WebSocket.CLOSED;
  }
  open() {
    this.readyState = WebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }
  send(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  drop() {
    this.onclose?.(new CloseEvent('close'));
  }
}

let sockets: FakeSocket[] = [];
const createSocket = (url: string) => {
  const socket = new FakeSocket(url);
  sockets.push(socket);
  return socket;
};
const last = () => {
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket opened');
  return socket;
};

beforeEach(() => {
  sockets = [];
  jest.useFakeTimers();
});
afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

const emailSent: LiveEvent = { type: 'EMAIL_SENT', emailId: 'e1', subject: 'Welcome' };

describe('live event helpers', () => {
  test('the socket address follows the page scheme', () => {
    expect(liveEventsUrl({ protocol: 'https:', host: 'onboard.example:8443' })).toBe(
      'wss://onboard.example:8443/api/events',
    );
    expect(liveEventsUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/api/events',
    );
  });

  test('only known, well-formed events are accepted', () => {
    expect(parseLiveEvent(JSON.stringify(emailSent))).toEqual(emailSent);
    expect(parseLiveEvent('{"type":"EMAIL_SENT"}')).toBeNull();
    expect(parseLiveEvent('{"type":"SOMETHING_ELSE"}')).toBeNull();
    expect(parseLiveEvent('not json')).toBeNull();
    expect(parseLiveEvent(new ArrayBuffer(2))).toBeNull();
  });

  test('reconnect delays grow and are capped', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(reconnectDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 16000, 16000,
    ]);
  });
});

describe('useLiveEvents', () => {
  test('hands valid events to the callback and ignores the rest', () => {
    const received: LiveEvent[] = [];
    const { result } = renderHook(() =>
      useLiveEvents((event) => received.push(event), { url: 'ws://test/api/events', createSocket }),
    );
    expect(result.current).toBe('connecting');
    expect(last().url).toBe('ws://test/api/events');

    act(() => {
      last().open();
    });
    expect(result.current).toBe('open');

    act(() => {
      last().send(JSON.stringify(emailSent));
      last().send('garbage');
      last().send(JSON.stringify({ type: 'QPS_PUSH_STATUS', clientId: 'c1', apiJobStatus: 'NOT_A_STATUS' }));
    });
    expect(received).toEqual([emailSent]);
  });

  test(`reconnects with backoff, gives up after ${String(MAX_RECONNECT_ATTEMPTS)} attempts in a row`, () => {
    const { result } = renderHook(() => useLiveEvents(undefined, { url: 'ws://test', createSocket }));
    act(() => {
      last().open();
    });

    for (let attempt = 1; attempt <= MAX_RECONNECT_ATTEMPTS; attempt += 1) {
      act(() => {
        last().drop();
      });
      expect(result.current).toBe('reconnecting');
      expect(sockets).toHaveLength(attempt);
      act(() => {
        jest.advanceTimersByTime(reconnectDelayMs(attempt) - 1);
      });
      expect(sockets).toHaveLength(attempt);
      act(() => {
        jest.advanceTimersByTime(1);
      });
      expect(sockets).toHaveLength(attempt + 1);
    }

    act(() => {
      last().drop();
    });
    expect(result.current).toBe('closed');
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    expect(sockets).toHaveLength(MAX_RECONNECT_ATTEMPTS + 1);
  });

  test('a successful reconnection resets the attempt count', () => {
    const { result } = renderHook(() => useLiveEvents(undefined, { url: 'ws://test', createSocket }));
    act(() => {
      last().drop();
    });
    act(() => {
      jest.advanceTimersByTime(reconnectDelayMs(1));
    });
    act(() => {
      last().open();
    });
    expect(result.current).toBe('open');

    act(() => {
      last().drop();
    });
    // Back to the first delay, not the second.
    act(() => {
      jest.advanceTimersByTime(reconnectDelayMs(1));
    });
    expect(sockets).toHaveLength(3);
  });

  test('unmounting closes the socket and stops reconnecting', () => {
    const { unmount } = renderHook(() => useLiveEvents(undefined, { url: 'ws://test', createSocket }));
    const socket = last();
    act(() => {
      socket.open();
    });
    unmount();
    expect(socket.closed).toBe(true);
    act(() => {
      socket.drop();
    });
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    expect(sockets).toHaveLength(1);
  });

  test('a socket still connecting at unmount is closed as soon as it opens', () => {
    const { unmount } = renderHook(() => useLiveEvents(undefined, { url: 'ws://test', createSocket }));
    const socket = last();
    unmount();
    expect(socket.closed).toBe(false);
    socket.open();
    expect(socket.closed).toBe(true);
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    expect(sockets).toHaveLength(1);
  });
});
