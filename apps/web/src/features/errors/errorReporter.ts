import { detectEnvironment, traceSampleRate, type ErrorEnvironment } from './environment.js';

/** Where the gateway takes error reports (spec §7, decision 153). */
export const SENTRY_TUNNEL_URL = '/api/sentry';
/** At most this many reports per page load: an error in a loop must not flood the tunnel. */
export const MAX_REPORTS_PER_PAGE = 10;
/** The web app's release as error reports name it (apps/web/package.json version). */
export const RELEASE = 'onboard-web@0.1.0';
const MAX_FRAMES = 50;
const MAX_TEXT = 1_000;

/** A stack frame as Sentry's event format has it. */
export type StackFrame = {
  function?: string;
  filename: string;
  lineno?: number;
  colno?: number;
  in_app: boolean;
};

/** The Sentry event our reporter sends: the minimum Sentry needs for an error, nothing about the user. */
export type SentryErrorEvent = {
  event_id: string;
  timestamp: number;
  platform: 'javascript';
  level: 'error';
  environment: ErrorEnvironment;
  release: string;
  request: { url: string };
  exception: { values: Array<{ type: string; value: string; stacktrace?: { frames: StackFrame[] } }> };
  /** The page's trace, sampled by spec §9's rate for the environment (decision 154). */
  contexts: { trace: { trace_id: string; span_id: string; sampled: boolean } };
  tags?: Record<string, string>;
};

// Chrome, Edge: "    at fn (https://host/a.js:10:5)" or "    at https://host/a.js:10:5".
const V8_FRAME = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?\s*$/;
// Firefox, Safari: "fn@https://host/a.js:10:5".
const GECKO_FRAME = /^\s*(.*?)@(.+?):(\d+):(\d+)\s*$/;

/** A stack's frames, oldest call first (Sentry's order); lines it cannot read are skipped. */
export function stackFrames(stack: string | undefined, origin?: string): StackFrame[] {
  if (!stack) return [];
  const frames: StackFrame[] = [];
  for (const line of stack.split('\n')) {
    const match = V8_FRAME.exec(line) ?? GECKO_FRAME.exec(line);
    if (!match) continue;
    const [, fn, filename = '', lineno, colno] = match;
    frames.push({
      ...(fn ? { function: fn.slice(0, 200) } : {}),
      filename: filename.slice(0, 500),
      lineno: Number(lineno),
      colno: Number(colno),
      in_app: origin ? filename.startsWith(origin) : true,
    });
    if (frames.length >= MAX_FRAMES) break;
  }
  return frames.reverse();
}

/** What was thrown, as an exception's type and text (anything can be thrown). */
function describeThrown(thrown: unknown): { type: string; value: string; stack?: string } {
  if (thrown instanceof Error)
    return {
      type: (thrown.name || 'Error').slice(0, 100),
      value: thrown.message.slice(0, MAX_TEXT),
      ...(thrown.stack ? { stack: thrown.stack } : {}),
    };
  let value: string;
  try {
    value = typeof thrown === 'string' ? thrown : JSON.stringify(thrown);
  } catch {
    value = String(thrown);
  }
  return { type: 'Error', value: (value ?? String(thrown)).slice(0, MAX_TEXT) };
}

/** The envelope of one event (develop.sentry.dev "Envelopes"): header line, item header line, payload. */
export function envelopeOf(event: SentryErrorEvent, sampleRate: number): string {
  const payload = JSON.stringify(event);
  const { trace_id, sampled } = event.contexts.trace;
  return [
    JSON.stringify({
      event_id: event.event_id,
      sent_at: new Date(event.timestamp * 1000).toISOString(),
      // The dynamic sampling context: the trace's sampling decision and the rate it was made with.
      trace: {
        trace_id,
        environment: event.environment,
        release: event.release,
        sample_rate: String(sampleRate),
        sampled: String(sampled),
      },
    }),
    JSON.stringify({ type: 'event', content_type: 'application/json' }),
    payload,
  ].join('\n');
}

export type ErrorReporterOptions = {
  environment: ErrorEnvironment | null;
  /** Share of the page's traces sampled; defaults to the environment's rate of spec §9 (decision 154). */
  sampleRate?: number;
  release?: string;
  maxReports?: number;
  /** Posts an envelope; never expected to throw (failures are ignored). */
  send?: (envelope: string) => Promise<unknown>;
  random?: () => number;
  now?: () => number;
  url?: () => string;
  origin?: string;
  newId?: () => string;
};

export type ErrorReporter = {
  /** Reports what was thrown when sampled and under the page's limit; answers whether it was sent. */
  report: (thrown: unknown, tags?: Record<string, string>) => boolean;
};

const postToTunnel = (envelope: string) =>
  fetch(SENTRY_TUNNEL_URL, {
    method: 'POST',
    body: envelope,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    credentials: 'omit',
    // The page may be going away (an error during unload).
    keepalive: envelope.length < 60_000,
  });

const randomId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID().replace(/-/g, '')
    : Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');

/**
 * A small stand-in for a Sentry SDK (none is installed): errors become Sentry events in an envelope posted to
 * the gateway's tunnel, every one from a known environment (none from an unknown host), at most `maxReports`
 * per page load. The page's trace is sampled once, by the environment's rate of spec §9, and each event
 * carries that decision. It never throws: reporting an error must not cause another.
 */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const {
    environment,
    sampleRate = traceSampleRate(environment),
    release = RELEASE,
    maxReports = MAX_REPORTS_PER_PAGE,
    send = postToTunnel,
    random = Math.random,
    now = Date.now,
    url = () => window.location.href,
    origin,
    newId = randomId,
  } = options;
  let sent = 0;
  let trace: SentryErrorEvent['contexts']['trace'] | undefined;
  return {
    report(thrown, tags) {
      try {
        if (environment === null || sent >= maxReports) return false;
        sent += 1;
        trace ??= { trace_id: newId(), span_id: newId().slice(0, 16), sampled: random() < sampleRate };
        const { type, value, stack } = describeThrown(thrown);
        const frames = stackFrames(stack, origin);
        const event: SentryErrorEvent = {
          event_id: newId(),
          timestamp: now() / 1000,
          platform: 'javascript',
          level: 'error',
          environment,
          release,
          request: { url: url().slice(0, 2_000) },
          exception: { values: [{ type, value, ...(frames.length ? { stacktrace: { frames } } : {}) }] },
          contexts: { trace },
          ...(tags ? { tags } : {}),
        };
        void send(envelopeOf(event, sampleRate)).catch(() => undefined);
        return true;
      } catch {
        return false;
      }
    },
  };
}

let pageReporter: ErrorReporter | undefined;

/** The page's reporter (environment from its host name); made on first use. */
export function errorReporter(): ErrorReporter {
  pageReporter ??= createErrorReporter({
    environment: detectEnvironment(window.location.hostname),
    origin: window.location.origin,
  });
  return pageReporter;
}
