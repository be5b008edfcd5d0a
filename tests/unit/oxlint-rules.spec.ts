import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Issue 32 item 5, decision 234: the workspace's .oxlintrc.json refuses unhandled promises (type-aware, through
// tsgolint) and literal user-facing text in the web app's markup. Each snippet is linted with that very file,
// copied into a scratch project with a tsconfig.json of its own (type-aware rules read the nearest one).
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
let scratch: string;

type Diagnostic = { code: string; filename: string };

function lint(files: Record<string, string>): Diagnostic[] {
  for (const [path, code] of Object.entries(files)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), code);
  }
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/oxlint/bin/oxlint'), '--type-aware', '--format', 'json', ...Object.keys(files)],
    {
      cwd: scratch,
      encoding: 'utf8',
      env: {
        ...process.env,
        // Outside the workspace oxlint would not find tsgolint by itself.
        OXLINT_TSGOLINT_PATH: join(root, 'node_modules/.bin/tsgolint'),
      },
    },
  );
  for (const path of Object.keys(files)) rmSync(join(scratch, path));
  const report = JSON.parse(result.stdout) as { diagnostics: Diagnostic[] };
  return report.diagnostics.map(({ code, filename }) => ({ code, filename }));
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'oxlint-rules-'));
  copyFileSync(join(root, '.oxlintrc.json'), join(scratch, '.oxlintrc.json'));
  writeFileSync(
    join(scratch, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        target: 'es2024',
        module: 'esnext',
        moduleResolution: 'bundler',
        jsx: 'preserve',
      },
      include: ['**/*.ts', '**/*.tsx'],
    }),
  );
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const SERVICE = 'apps/x/src/x.service.ts';

describe('promises are awaited or handled (decision 234)', () => {
  test('a floating promise, an async callback where void is expected and an await of a non-promise are refused', () => {
    const code = `declare function save(): Promise<void>;
declare function on(event: string, listener: () => void): void;
export async function f(): Promise<void> {
  save();
  on('stop', async () => { await save(); });
  await 42;
}
`;
    expect(lint({ [SERVICE]: code })).toEqual([
      { code: 'typescript(no-floating-promises)', filename: SERVICE },
      { code: 'typescript(no-misused-promises)', filename: SERVICE },
      { code: 'typescript(await-thenable)', filename: SERVICE },
    ]);
  });

  test('awaited, handled, or voided on purpose: let pass', () => {
    const code = `declare function save(): Promise<void>;
declare function on(event: string, listener: () => void): void;
export async function f(): Promise<void> {
  await save();
  save().catch(() => undefined);
  on('stop', () => void save().catch(() => undefined));
}
`;
    expect(lint({ [SERVICE]: code })).toEqual([]);
  });
});

describe("no literal user-facing text in the web app's markup (decision 234)", () => {
  const PAGE = 'apps/web/src/features/x/XPage.tsx';

  test('text between tags, strings and template literals in braces, and a placeholder are refused', () => {
    const code = `export const A = ({ n }: { n: string }) => (
  <div>
    <p>Save changes</p>
    <p>{'Save changes'}</p>
    <p>{\`Hello \${n}\`}</p>
    <input placeholder="Your name" />
  </div>
);
`;
    expect(lint({ [PAGE]: code }).map((d) => d.code)).toEqual(Array(4).fill('react(jsx-no-literals)'));
  });

  test('translated text with punctuation and symbols between, and props that are not text, let pass', () => {
    const code = `declare const t: (key: string) => string;
export const A = ({ n, e }: { n: string; e: string }) => (
  <div data-testid="x" role="group">
    <a href="/x">← {t('back')}</a>
    <p>{t('email')}:{' '}{n} ({e})</p>
    <p>{n} · {e}</p>
    <span aria-hidden="true">♥</span>
    <input placeholder={t('name')} aria-label={t('name')} type="text" />
  </div>
);
`;
    expect(lint({ [PAGE]: code })).toEqual([]);
  });

  test('tests and code outside the web app write their texts freely', () => {
    const code = `export const A = () => <p>Save changes</p>;\n`;
    expect(
      lint({ 'apps/web/src/features/x/XPage.spec.tsx': code, 'apps/gateway/src/x/page.tsx': code }),
    ).toEqual([]);
  });
});
