import { describe, expect, test } from '@jest/globals';
import { httpStatusOf } from '@onboard/contracts';
import { isUnavailable, OutsideSystemUnavailableError, toErrorEnvelope } from './errors.js';
import type { Logger } from './logger.js';

/** A logger that keeps what was warned. */
function keeping(): { logger: Logger; warned: unknown[] } {
  const warned: unknown[] = [];
  const logger = { warn: (fields: unknown) => warned.push(fields) } as unknown as Logger;
  return { logger, warned };
}

describe('an outside system unavailable (one error for every adapter)', () => {
  // The codes and texts each adapter answered before they were one class (QPS, DocuSign, Vidyard, reCAPTCHA, Jira).
  test.each([
    ['qps', 'QPS_UNAVAILABLE', 'QPS is not available right now. Please try again in a few minutes.'],
    [
      'esign',
      'ESIGN_UNAVAILABLE',
      'The e-signature provider is not available right now. Please try again later.',
    ],
    [
      'videoHost',
      'VIDEO_HOST_UNAVAILABLE',
      'The video host is not available right now. Please try again later.',
    ],
    ['recaptcha', 'SERVICE_UNAVAILABLE', 'The reCAPTCHA check is unavailable. Please try again later.'],
    ['jira', 'SERVICE_UNAVAILABLE', 'Jira is not answering right now'],
  ] as const)('%s: %s, a 503 with its message; the cause only in the log', (system, code, message) => {
    const { logger, warned } = keeping();
    const envelope = toErrorEnvelope(
      new OutsideSystemUnavailableError(system, 'HTTP 502 from upstream'),
      logger,
    );
    expect(envelope).toMatchObject({ statusCode: 503, code, message, errors: [] });
    expect(httpStatusOf(code)).toBe(503);
    expect(JSON.stringify(envelope)).not.toContain('HTTP 502');
    expect(warned).toEqual([expect.objectContaining({ system, detail: 'HTTP 502 from upstream' })]);
  });

  test('isUnavailable tells the systems apart', () => {
    const qps = new OutsideSystemUnavailableError('qps', 'down');
    expect(isUnavailable(qps, 'qps')).toBe(true);
    expect(isUnavailable(qps, 'esign')).toBe(false);
    expect(isUnavailable(new Error('down'), 'qps')).toBe(false);
  });
});
