import { describe, expect, test } from '@jest/globals';
import { ESLint } from 'eslint';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Issue 32 item 2: the web's RTK Query endpoints take their types from the route (ResponseOf / RequestOf through
// app/routeEndpoint.ts); the workspace's ESLint configuration refuses a hand-written `build.query<Result, Arg>`.
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax' });

async function messagesFor(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).map((m) => m.message);
}

const endpoints = (body: string) => `declare const build: any;
export const endpoints = {
${body}
};
`;
const FILE = 'apps/web/src/features/x/api/xApi.ts';

describe("web endpoints take the route's types (issue 32 item 2)", () => {
  test('build.query and build.mutation with type arguments are refused, naming the reason', async () => {
    const messages = await messagesFor(
      endpoints(`  a: build.query<number, string>({ query: (id: string) => id }),
  b: build.mutation<unknown, void>({ query: () => 'x' }),`),
      FILE,
    );
    expect(messages).toHaveLength(2);
    for (const message of messages)
      expect(message).toMatch(/^No type arguments on build\.query\/build\.mutation/);
  });

  test('without type arguments they are not', async () => {
    expect(await messagesFor(endpoints(`  a: build.query({ query: (id: string) => id }),`), FILE)).toEqual(
      [],
    );
  });
});
