import { describe, expect, test } from '@jest/globals';
import { RevokedSessions } from './revoked-sessions.js';

const sid = '6f1c1a3e-2b1e-4c59-9a53-0f6f4f1d8b11';
const other = '0b8e7c55-8f3b-4d0a-a1e4-7e0d2c3b9a22';

describe('RevokedSessions', () => {
  test('an ended session is refused until its tokens can no longer be unexpired, then forgotten', () => {
    const revoked = new RevokedSessions();
    revoked.add({ sessions: [{ sid, until: 2_000 }] }, 1_000);
    expect(revoked.has(sid, 1_500)).toBe(true);
    expect(revoked.has(other, 1_500)).toBe(false);
    expect(revoked.has(sid, 2_000)).toBe(false);
  });

  test('a later "until" wins; an earlier one or one already past changes nothing', () => {
    const revoked = new RevokedSessions();
    revoked.add({ sessions: [{ sid, until: 5_000 }] }, 1_000);
    revoked.add({ sessions: [{ sid, until: 3_000 }] }, 1_000);
    expect(revoked.has(sid, 4_000)).toBe(true);
    revoked.add({ sessions: [{ sid: other, until: 900 }] }, 1_000);
    expect(revoked.size).toBe(1);
  });

  test('listeners hear of a session once, when it ends', () => {
    const revoked = new RevokedSessions();
    const heard: string[][] = [];
    revoked.onEnded((sids) => heard.push([...sids]));
    revoked.add({ sessions: [{ sid, until: 5_000 }] }, 1_000);
    revoked.add(
      {
        sessions: [
          { sid, until: 6_000 },
          { sid: other, until: 6_000 },
        ],
      },
      1_000,
    );
    revoked.add({ sessions: [{ sid: other, until: 500 }] }, 1_000);
    expect(heard).toEqual([[sid], [other]]);
  });

  test('caughtUp resolves only after a round trip begun after the call, so an event sent before it is applied', async () => {
    const revoked = new RevokedSessions();
    const pings: (() => void)[] = [];
    revoked.useRoundTrip(() => new Promise<void>((resolve) => pings.push(resolve)));
    const first = revoked.caughtUp(60_000);
    // Another replica's call ends the session while the first PING is out; a request judged now must wait
    // for a PING sent after it arrived, whose PONG comes behind the event.
    const second = revoked.caughtUp(60_000);
    const third = revoked.caughtUp(60_000);
    expect(pings).toHaveLength(1);
    pings[0]?.();
    await first;
    expect(pings).toHaveLength(2);
    revoked.add({ sessions: [{ sid, until: Date.now() + 60_000 }] });
    pings[1]?.();
    await Promise.all([second, third]);
    expect(revoked.has(sid)).toBe(true);
    // Ten callers at once: the first sends a PING, the nine after it share the one queued behind it.
    const many = Array.from({ length: 10 }, () => revoked.caughtUp(60_000));
    expect(pings).toHaveLength(3);
    pings[2]?.();
    await many[0];
    expect(pings).toHaveLength(4);
    pings[3]?.();
    await Promise.all(many);
    expect(pings).toHaveLength(4);
  });

  test('caughtUp does not hang when NATS does not answer, nor fail when the round trip fails', async () => {
    const revoked = new RevokedSessions();
    revoked.useRoundTrip(() => new Promise<void>(() => undefined));
    await expect(revoked.caughtUp(20)).resolves.toBeUndefined();
    revoked.useRoundTrip(() => Promise.reject(new Error('disconnected')));
    await expect(revoked.caughtUp(20)).resolves.toBeUndefined();
  });
});
