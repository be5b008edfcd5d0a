import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import type { LiveEvent } from '@onboard/contracts';
import { act, cleanup, renderHook } from '@testing-library/react';
import { LIVE_CLOSE_CODES } from '@onboard/contracts';
import { fakeSockets, type FakeSocket } from '../fakeSocket.js';
import {
  MAX_REAUTH_RETRIES,
  MAX_RECONNECT_ATTEMPTS,
  liveEventsUrl,
  parseLiveEvent,
  reconnectDelayMs,
} from '../liveEvents.js';
import { useLiveEvents } from './useLiveEvents.js';

let sockets: FakeSocket[] = [];
let createSocket: (url: string) => FakeSocket;
let last: () => FakeSocket;

beforeEach(() => {
  ({ sockets, createSocket, last } = fakeSockets());
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

  test('not enabled: no socket, status closed', () => {
    const { result } = renderHook(() =>
      useLiveEvents(undefined, { url: 'ws://test', createSocket, enabled: false }),
    );
    expect(result.current).toBe('closed');
    expect(sockets).toHaveLength(0);
  });

  test(`Unauthorized re-authenticates and reconnects at once, ${String(MAX_REAUTH_RETRIES)} times in a row, then stops`, async () => {
    const reauthenticate = jest.fn(() => Promise.resolve(true));
    const { result } = renderHook(() =>
      useLiveEvents(undefined, { url: 'ws://test', createSocket, reauthenticate }),
    );
    for (let retry = 1; retry <= MAX_REAUTH_RETRIES; retry += 1) {
      await act(async () => {
        last().drop(LIVE_CLOSE_CODES.unauthorized, 'unauthorized');
        await Promise.resolve();
      });
      expect(reauthenticate).toHaveBeenCalledTimes(retry);
      // No backoff wait: the new socket comes right after the refresh.
      expect(sockets).toHaveLength(retry + 1);
      expect(result.current).toBe('reconnecting');
    }
    await act(async () => {
      last().drop(LIVE_CLOSE_CODES.unauthorized, 'unauthorized');
      await Promise.resolve();
    });
    expect(reauthenticate).toHaveBeenCalledTimes(MAX_REAUTH_RETRIES);
    expect(result.current).toBe('closed');
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    expect(sockets).toHaveLength(MAX_REAUTH_RETRIES + 1);
  });

  test('an opened socket resets the re-authentication count', async () => {
    const reauthenticate = jest.fn(() => Promise.resolve(true));
    renderHook(() => useLiveEvents(undefined, { url: 'ws://test', createSocket, reauthenticate }));
    for (let round = 0; round < MAX_REAUTH_RETRIES + 2; round += 1) {
      await act(async () => {
        last().drop(LIVE_CLOSE_CODES.unauthorized);
        await Promise.resolve();
      });
      act(() => {
        last().open();
      });
    }
    expect(reauthenticate).toHaveBeenCalledTimes(MAX_REAUTH_RETRIES + 2);
  });

  test('a session that cannot be renewed ends the connection', async () => {
    const reauthenticate = jest.fn(() => Promise.resolve(false));
    const { result } = renderHook(() =>
      useLiveEvents(undefined, { url: 'ws://test', createSocket, reauthenticate }),
    );
    await act(async () => {
      last().drop(LIVE_CLOSE_CODES.unauthorized);
      await Promise.resolve();
    });
    expect(result.current).toBe('closed');
    expect(sockets).toHaveLength(1);
  });

  test('Forbidden ends the connection without reconnecting', () => {
    const { result } = renderHook(() => useLiveEvents(undefined, { url: 'ws://test', createSocket }));
    act(() => {
      last().drop(LIVE_CLOSE_CODES.forbidden, 'forbidden');
    });
    expect(result.current).toBe('closed');
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    expect(sockets).toHaveLength(1);
  });

  test('onReconnected is called when a socket opens after an earlier one was open, not on the first', () => {
    const onReconnected = jest.fn();
    renderHook(() => useLiveEvents(undefined, { url: 'ws://test', createSocket, onReconnected }));
    act(() => {
      last().open();
    });
    expect(onReconnected).not.toHaveBeenCalled();
    act(() => {
      last().drop();
    });
    act(() => {
      jest.advanceTimersByTime(reconnectDelayMs(1));
    });
    act(() => {
      last().open();
    });
    expect(onReconnected).toHaveBeenCalledTimes(1);
  });
});
