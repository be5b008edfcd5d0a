import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from '@jest/globals';

// Decision 241: the lint stage's and the pre-commit hook's format check is oxfmt with the project's settings
// (.oxfmtrc.json: single quotes, lines up to 110, trailing commas). The check must refuse what those settings
// refuse, and pass what they write, or a formatting mistake would reach main unseen.
const repo = join(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'formatter-'));
copyFileSync(join(repo, '.oxfmtrc.json'), join(dir, '.oxfmtrc.json'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `oxfmt --check <file>` in a folder holding the project's settings: its exit status. */
function check(name: string, text: string): number | null {
  writeFileSync(join(dir, name), text);
  const cli = join(repo, 'node_modules/oxfmt/bin/oxfmt');
  return spawnSync(process.execPath, [cli, '--check', '--threads=1', name], { cwd: dir, encoding: 'utf8' })
    .status;
}

const long = `export const words = ['${'a'.repeat(30)}', '${'b'.repeat(30)}', '${'c'.repeat(10)}'];\n`;

describe('the format check (oxfmt with .oxfmtrc.json)', () => {
  test('passes code written the project’s way', () => {
    expect(check('good.ts', "export const greeting = 'hello';\n")).toBe(0);
    // 104 characters: past the default width of 80, within the project's 110, so it stays on one line.
    expect(long.trimEnd().length).toBe(104);
    expect(check('long.ts', long)).toBe(0);
  });

  test('refuses double quotes, a missing trailing comma and a line past 110', () => {
    expect(check('quotes.ts', 'export const greeting = "hello";\n')).not.toBe(0);
    const multiline = `export const list = [\n  '${'x'.repeat(60)}',\n  '${'y'.repeat(60)}'\n];\n`;
    expect(check('comma.ts', multiline)).not.toBe(0);
    const tooLong = `export const words = ['${'a'.repeat(50)}', '${'b'.repeat(50)}', '${'c'.repeat(20)}'];\n`;
    expect(tooLong.trimEnd().length).toBeGreaterThan(110);
    expect(check('too-long.ts', tooLong)).not.toBe(0);
  });
});
