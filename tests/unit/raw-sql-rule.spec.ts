import { describe, expect, test } from '@jest/globals';
import { ESLint } from 'eslint';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Issue 31 item 4, decision 228: the workspace's ESLint configuration refuses raw SQL (execute, raw, sql,
// preparedRows) in a service outside its *.queries.ts modules, and lets off no service file by name.
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const MESSAGE = "Raw SQL goes in the service's *.queries.ts modules (decision 228).";
const SNIPPET = `import type { EntityManager } from '@mikro-orm/postgresql';
export async function one(em: EntityManager): Promise<unknown> {
  return em.execute('select 1');
}
`;

// The workspace's own configuration, only the rule under test run (the others need the project graph).
const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax' });

async function messagesFor(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).map((m) => m.message);
}

describe('raw SQL only in *.queries.ts (decision 228)', () => {
  test("em.execute in a service's module is refused", async () => {
    expect(await messagesFor(SNIPPET, 'apps/clients/src/x/x.service.ts')).toEqual([MESSAGE]);
  });

  test("em.execute in the service's queries module is not", async () => {
    expect(await messagesFor(SNIPPET, 'apps/clients/src/x/x.queries.ts')).toEqual([]);
  });

  test("MikroORM's raw() and preparedRows() are refused as well", async () => {
    const code = `import { raw } from '@mikro-orm/core';
import { preparedRows } from '@onboard/server-kit';
export const order = { [raw((a: string) => \`lower(\${a}.name)\`)]: 'asc' };
export const rows = (em: never) => preparedRows(em, 'select 1', []);
`;
    expect(await messagesFor(code, 'apps/explorer/src/x/x.service.ts')).toEqual([MESSAGE, MESSAGE]);
  });

  test('no service file is let off by name: the eighteen that held raw SQL before the rule are held to it', async () => {
    const formerlyAllowed = [
      'apps/identity/src/auth/token.service.ts',
      'apps/identity/src/auth/sign-in.service.ts',
      'libs/clients-eif/src/deif-changes/deif-changes.service.ts',
      'libs/clients-eif/src/deif-changes/reference-names.ts',
      'libs/clients-eif/src/deif-changes/change-log.service.ts',
      'libs/clients-record/src/clients/client.service.ts',
      'libs/clients-record/src/eif-records/eif-records.service.ts',
      'libs/clients-onboarding/src/resources/client-resource.service.ts',
      'libs/clients-record/src/employee-classes/employee-class.service.ts',
      'libs/clients-record/src/employee-classes/employee-class-plan.service.ts',
      'libs/clients-eif/src/eif/eif-answers.service.ts',
      'libs/clients-onboarding/src/calls/client-call.service.ts',
      'libs/clients-record/src/bills/bill.service.ts',
      'apps/explorer/src/sites/explorer-site.service.ts',
      'apps/explorer/src/public/explorer-public.service.ts',
      'apps/email/src/emails/email-admin.service.ts',
      'apps/qps/src/api-jobs/qps-push.job.ts',
      'apps/qps/src/api-jobs/api-job.service.ts',
    ];
    for (const file of formerlyAllowed) {
      expect({ file, messages: await messagesFor(SNIPPET, file) }).toEqual({ file, messages: [MESSAGE] });
    }
  });

  test('migrations, demo seeds and tests write SQL by nature: let off', async () => {
    for (const file of [
      'apps/clients/src/migrations/Migration1.ts',
      'apps/clients/src/demo/seed.ts',
      'apps/clients/src/x/x.integration-spec.ts',
    ]) {
      expect({ file, messages: await messagesFor(SNIPPET, file) }).toEqual({ file, messages: [] });
    }
  });
});
