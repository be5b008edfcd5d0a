import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from '@jest/globals';
import { pino } from 'pino';
import { LOG_BATCH, logDestination } from './logger.js';

const dir = mkdtempSync(join(tmpdir(), 'log-batch-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const linesIn = (file: string): string[] => readFileSync(file, 'utf8').split('\n').filter(Boolean);

/** A logger on a batched destination in a file of its own, ready to write. */
async function logTo(name: string) {
  const file = join(dir, name);
  const destination = logDestination(file);
  await new Promise((resolve) => destination.once('ready', resolve));
  return { file, destination, logger: pino({ base: null, timestamp: false }, destination) };
}

// Log lines leave in batches (decision 238): a write per 4 KB of lines, or what has waited 100 ms.
describe('logDestination', () => {
  test('a line waits for company, at most the batch period', async () => {
    const { file, logger, destination } = await logTo('one.log');
    logger.info('a request');
    logger.info('another');
    expect(linesIn(file)).toEqual([]);
    await sleep(LOG_BATCH.periodicFlush * 3);
    expect(linesIn(file).map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
      'a request',
      'another',
    ]);
    destination.end();
  });

  test('4 KB of lines are written at once, and what is left on flushSync (as at exit)', async () => {
    const { file, logger, destination } = await logTo('many.log');
    const line = 'x'.repeat(100);
    for (let i = 0; i < 50; i++) logger.info(line);
    // Over 4 KB: a write has started without waiting for the period.
    await sleep(10);
    const early = linesIn(file).length;
    expect(early).toBeGreaterThan(0);
    logger.info('the last one');
    destination.flushSync();
    expect(linesIn(file)).toHaveLength(51);
    destination.end();
  });
});
