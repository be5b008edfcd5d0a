import { afterEach, describe, expect, jest, test } from '@jest/globals';
import {
  createErrorReporter,
  envelopeOf,
  MAX_REPORTS_PER_PAGE,
  stackFrames,
  type ErrorReporter,
} from './errorReporter.js';
import { installErrorReporting } from './reportError.js';

const CHROME_STACK = `TypeError: x is undefined
    at render (https://onboard.example.com/assets/page-abc.js:10:5)
    at https://onboard.example.com/assets/index-def.js:200:17
    at callback (https://cdn.example.net/lib.js:1:2)`;
const FIREFOX_STACK = `render@https://onboard.example.com/assets/page-abc.js:10:5
@https://onboard.example.com/assets/index-def.js:200:17`;

const setup = (options: Partial<Parameters<typeof createErrorReporter>[0]> = {}) => {
  const sent: string[] = [];
  const reporter = createErrorReporter({
    environment: 'QA',
    send: async (envelope) => {
      sent.push(envelope);
    },
    random: () => 0.5,
    now: () => Date.UTC(2026, 0, 2, 3, 4, 5),
    url: () => 'https://qa.onboard.example.com/clients?x=1',
    origin: 'https://onboard.example.com',
    newId: () => 'f'.repeat(32),
    ...options,
  });
  const events = () =>
    sent.map((envelope) => {
      const [header, item, payload] = envelope.split('\n');
      return {
        header: JSON.parse(header ?? '') as unknown,
        item: JSON.parse(item ?? '') as unknown,
        event: JSON.parse(payload ?? '') as Record<string, unknown>,
      };
    });
  return { reporter, sent, events };
};

describe('stack frames', () => {
  test('Chrome and Firefox stacks, oldest call first, in_app by origin', () => {
    expect(stackFrames(CHROME_STACK, 'https://onboard.example.com')).toEqual([
      {
        function: 'callback',
        filename: 'https://cdn.example.net/lib.js',
        lineno: 1,
        colno: 2,
        in_app: false,
      },
      { filename: 'https://onboard.example.com/assets/index-def.js', lineno: 200, colno: 17, in_app: true },
      {
        function: 'render',
        filename: 'https://onboard.example.com/assets/page-abc.js',
        lineno: 10,
        colno: 5,
        in_app: true,
      },
    ]);
    expect(stackFrames(FIREFOX_STACK).map((f) => [f.function, f.lineno])).toEqual([
      [undefined, 200],
      ['render', 10],
    ]);
    expect(stackFrames(undefined)).toEqual([]);
  });
});

describe('error reporter', () => {
  test('sends a minimal Sentry event in an envelope', () => {
    const { reporter, events } = setup();
    const error = new TypeError('x is undefined');
    error.stack = CHROME_STACK;
    expect(reporter.report(error, { mechanism: 'onerror' })).toBe(true);
    const [sent] = events();
    expect(sent?.header).toEqual({
      event_id: 'f'.repeat(32),
      sent_at: '2026-01-02T03:04:05.000Z',
      trace: {
        trace_id: 'f'.repeat(32),
        environment: 'QA',
        release: 'onboard-web@0.1.0',
        sample_rate: '1',
        sampled: 'true',
      },
    });
    expect(sent?.item).toEqual({ type: 'event', content_type: 'application/json' });
    expect(sent?.event).toMatchObject({
      event_id: 'f'.repeat(32),
      timestamp: Date.UTC(2026, 0, 2, 3, 4, 5) / 1000,
      platform: 'javascript',
      level: 'error',
      environment: 'QA',
      release: 'onboard-web@0.1.0',
      request: { url: 'https://qa.onboard.example.com/clients?x=1' },
      tags: { mechanism: 'onerror' },
      exception: { values: [{ type: 'TypeError', value: 'x is undefined' }] },
    });
    const frames = (sent?.event['exception'] as { values: Array<{ stacktrace: { frames: unknown[] } }> })
      .values[0]?.stacktrace.frames;
    expect(frames).toHaveLength(3);
  });

  test('anything thrown is described', () => {
    const { reporter, events } = setup();
    reporter.report('plain text');
    reporter.report({ code: 42 });
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    reporter.report(cyclic);
    expect(events().map((e) => (e.event['exception'] as { values: unknown[] }).values[0])).toEqual([
      { type: 'Error', value: 'plain text' },
      { type: 'Error', value: '{"code":42}' },
      { type: 'Error', value: '[object Object]' },
    ]);
  });

  test(`at most ${MAX_REPORTS_PER_PAGE} reports per page load`, () => {
    const { reporter, sent } = setup();
    for (let i = 0; i < MAX_REPORTS_PER_PAGE + 5; i += 1) reporter.report(new Error(`e${i}`));
    expect(sent).toHaveLength(MAX_REPORTS_PER_PAGE);
  });

  test('every error of a known environment is sent; the trace is sampled by the rate of spec §9', () => {
    const traceOf = (sent: string[]) =>
      sent.map((envelope) => {
        const [header, , payload] = envelope.split('\n');
        const event = JSON.parse(payload ?? '') as { contexts: { trace: { sampled: boolean } } };
        const dsc = (JSON.parse(header ?? '') as { trace: { sample_rate: string; sampled: string } }).trace;
        return { sampled: event.contexts.trace.sampled, rate: dsc.sample_rate, dscSampled: dsc.sampled };
      });
    // Production: a roll of 0.05 is under 0.1 (sampled), 0.5 is not; both errors are sent either way.
    const sampled = setup({ environment: 'Production', random: () => 0.05 });
    sampled.reporter.report(new Error('x'));
    sampled.reporter.report(new Error('y'));
    expect(traceOf(sampled.sent)).toEqual([
      { sampled: true, rate: '0.1', dscSampled: 'true' },
      { sampled: true, rate: '0.1', dscSampled: 'true' },
    ]);
    const notSampled = setup({ environment: 'Production', random: () => 0.5 });
    expect(notSampled.reporter.report(new Error('x'))).toBe(true);
    expect(traceOf(notSampled.sent)).toEqual([{ sampled: false, rate: '0.1', dscSampled: 'false' }]);
    // Local, QA, Stage: rate 1, always sampled.
    for (const environment of ['Local', 'QA', 'Stage'] as const) {
      const known = setup({ environment, random: () => 0.999 });
      expect(known.reporter.report(new Error('x'))).toBe(true);
      expect(traceOf(known.sent)).toEqual([{ sampled: true, rate: '1', dscSampled: 'true' }]);
    }
    // Unknown host: rate 0, nothing is sent.
    const unknown = setup({ environment: null, random: () => 0 });
    expect(unknown.reporter.report(new Error('x'))).toBe(false);
    expect(unknown.sent).toHaveLength(0);
  });

  test('never throws, even when sending fails', async () => {
    const failing = createErrorReporter({
      environment: 'Local',
      send: () => Promise.reject(new Error('offline')),
      url: () => {
        throw new Error('no location');
      },
    });
    expect(() => failing.report(new Error('x'))).not.toThrow();
    const rejecting = createErrorReporter({
      environment: 'Local',
      send: () => Promise.reject(new Error('offline')),
    });
    expect(rejecting.report(new Error('x'))).toBe(true);
    await Promise.resolve();
  });

  test('the envelope is what the gateway reads: three lines of JSON', () => {
    const text = envelopeOf(
      {
        event_id: 'a'.repeat(32),
        timestamp: 1,
        platform: 'javascript',
        level: 'error',
        environment: 'Local',
        release: 'r',
        request: { url: 'http://localhost/' },
        exception: { values: [{ type: 'Error', value: 'line\nbreak' }] },
        contexts: { trace: { trace_id: 'b'.repeat(32), span_id: 'c'.repeat(16), sampled: true } },
      },
      1,
    );
    expect(text.split('\n')).toHaveLength(3);
  });
});

describe('window listeners', () => {
  let uninstall: (() => void) | undefined;
  afterEach(() => uninstall?.());

  test("'error' and 'unhandledrejection' are reported; a resource load failure is not", () => {
    const report = jest.fn<ErrorReporter['report']>(() => true);
    // A target of its own: an error event on jsdom's window counts as an uncaught error of the test.
    const target = new EventTarget();
    uninstall = installErrorReporting(target, () => ({ report }));
    const error = new Error('boom');
    target.dispatchEvent(new ErrorEvent('error', { error, message: 'boom' }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = 'nope';
    target.dispatchEvent(rejection);
    target.dispatchEvent(new Event('error'));
    expect(report.mock.calls).toEqual([
      [error, { mechanism: 'onerror' }],
      ['nope', { mechanism: 'onunhandledrejection' }],
    ]);
    uninstall();
    uninstall = undefined;
    target.dispatchEvent(new ErrorEvent('error', { error, message: 'boom' }));
    expect(report).toHaveBeenCalledTimes(2);
  });
});
