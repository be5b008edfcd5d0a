import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { answerProblem } from './openapi-answers.js';
import { SYSTEM_START_TIMEOUT, TestSystem, type Session, type Tenant } from './harness.js';

// The served OpenAPI document with the ecosystem's own tools (issue 30 items 6 and 8, decisions 225, 226):
// Redocly's linter with its recommended rules, openapi-typescript's generator and openapi-fetch's client, run
// against the gateway of a running system. The generated types are made here, from the served document, on
// every run (nothing generated is committed, so nothing can be stale).

type Document = {
  paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>;
  components: {
    securitySchemes: Record<string, { type: string; in: string; name: string }>;
    schemas: Record<string, unknown>;
  };
};

let system: TestSystem;
let tenant: Tenant;
let owner: Session;
let document: Document;
let source: string;
/**
 * A folder inside the repository, so the client resolves openapi-fetch (not under node_modules: Node strips
 * no types there), in the ignored .data folder; removed afterwards.
 */
const work = join(process.cwd(), '.data', `openapi-client-${process.pid}`);

beforeAll(async () => {
  system = await TestSystem.shared('openapi');
  tenant = await system.tenant('openapi');
  owner = await system.signIn(await system.makeUser('oaowner', 'SLF_OWNER'), 'oaowner');
  const res = await fetch(`${system.url}/api/docs/json`);
  source = await res.text();
  document = JSON.parse(source) as Document;
  mkdirSync(work, { recursive: true });
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  await system?.stop();
});

describe('the served OpenAPI document', () => {
  test("passes Redocly's recommended rules with no error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`);
    expect(errors).toEqual([]);
  }, 60_000);

  test('says who may call each operation: session cookie, CSRF header on mutations, [] on public ones', () => {
    const schemes = document.components.securitySchemes;
    expect(Object.values(schemes).map(({ type, in: at, name }) => `${type} ${at} ${name}`)).toEqual(
      expect.arrayContaining(['apiKey cookie onboard_session', 'apiKey header x-csrf-token']),
    );
    expect(document.paths['/api/clients']?.['get']?.security).toEqual([{ sessionCookie: [] }]);
    expect(document.paths['/api/clients']?.['post']?.security).toEqual([
      { sessionCookie: [], csrfHeader: [] },
    ]);
    expect(document.paths['/api/auth/sign-in']?.['post']?.security).toEqual([]);
    for (const [path, item] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(item)) {
        expect([`${method} ${path}`, Array.isArray(operation.security)]).toEqual([`${method} ${path}`, true]);
        expect([`${method} ${path}`, Object.keys(operation.responses).some((s) => /^4/.test(s))]).toEqual([
          `${method} ${path}`,
          true,
        ]);
      }
  });

  test('documents the e-signature webhook and the error tunnel', () => {
    expect(document.paths['/api/webhooks/esign']?.['post']?.security).toEqual([]);
    expect(document.paths['/api/sentry']?.['post']?.responses).toHaveProperty('429');
  });

  test('an error answer outside the envelope, and an undeclared status, are caught', async () => {
    const url = `${system.url}/api/clients`;
    const envelope = { statusCode: 404, code: 'NOT_FOUND', message: 'No such client', errors: [] };
    expect(await answerProblem('GET', url, 404, 'application/json', envelope)).toBeUndefined();
    expect(
      String(
        await answerProblem('GET', url, 404, 'application/json', { ...envelope, errors: [{ path: 1 }] }),
      ),
    ).toContain('/errors/0');
    expect(String(await answerProblem('GET', url, 418, 'application/json', envelope))).toContain(
      'does not declare',
    );
  });
});

describe('a typed client generated from the served document (openapi-typescript, openapi-fetch)', () => {
  /** A client of the gateway, typed by the generated `paths`: sign-in state, a list and a mutation. */
  const CLIENT = `import createClient from 'openapi-fetch';
import type { paths } from './schema.ts';

const client = createClient<paths>({ baseUrl: process.env['BASE_URL'] ?? '' });
const headers = { cookie: process.env['COOKIE'] ?? '' };
const clientId = process.env['CLIENT_ID'] ?? '';

const me = await client.GET('/api/users/authenticated', { headers });
const role: string | undefined = me.data?.role;
const list = await client.GET('/api/clients', { headers, params: { query: { limit: 5 } } });
const names: string[] | undefined = list.data?.items.map((c) => c.name);
const created = await client.POST('/api/clients/{clientId}/locations', {
  headers: { ...headers, 'x-csrf-token': process.env['CSRF'] ?? '' },
  params: { path: { clientId } },
  body: { name: 'Typed client office', address1: '1 Harbor Way', city: 'Portland', state: 'ME', zipCode: '04101' },
});
const locationId: string | undefined = created.data?.id;
console.log(JSON.stringify({
  me: { status: me.response.status, body: me.data ?? me.error, role },
  list: { status: list.response.status, body: list.data ?? list.error, names },
  created: { status: created.response.status, body: created.data ?? created.error, locationId },
}));
`;

  /** tsc's diagnostics of the client files against the generated types (strict, as the repository). */
  function typeErrors(files: string[]): string[] {
    const program = ts.createProgram(files, {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      allowImportingTsExtensions: true,
      skipLibCheck: true,
      types: ['node'],
    });
    return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  }

  beforeAll(async () => {
    writeFileSync(
      join(work, 'schema.ts'),
      astToString(
        // A field with a default is optional in a request: not required (openapi-typescript's default).
        await openapiTS(JSON.parse(source), { defaultNonNullable: false }),
      ),
    );
    writeFileSync(join(work, 'package.json'), JSON.stringify({ type: 'module' }));
    writeFileSync(join(work, 'client.ts'), CLIENT);
  }, 60_000);

  test('type-checks against the generated types, and a wrong call does not', () => {
    expect(typeErrors([join(work, 'client.ts')])).toEqual([]);
    // The same check fails a call the document does not allow: the types are real, not `any`.
    writeFileSync(
      join(work, 'wrong.ts'),
      `import createClient from 'openapi-fetch';
import type { paths } from './schema.ts';
const client = createClient<paths>({ baseUrl: '' });
await client.POST('/api/clients/{clientId}/locations', { params: { path: { clientId: 'x' } }, body: { city: 3 } });
`,
    );
    expect(typeErrors([join(work, 'wrong.ts')]).length).toBeGreaterThan(0);
  }, 120_000);

  test('calls real routes and gets typed answers the document admits', async () => {
    const clientId = tenant.client('maple-dental');
    const cookie = [...owner.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const { stdout } = await promisify(execFile)(process.execPath, [join(work, 'client.ts')], {
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        BASE_URL: system.url,
        COOKIE: cookie,
        CSRF: owner.jar.get('onboard_csrf') ?? '',
        CLIENT_ID: clientId,
      },
    });
    const out = JSON.parse(stdout) as Record<
      'me' | 'list' | 'created',
      { status: number; body: unknown; role?: string; names?: string[]; locationId?: string }
    >;
    expect(out.me).toMatchObject({ status: 200, role: 'SLF_OWNER' });
    expect(out.list.status).toBe(200);
    expect(out.list.names?.length).toBeGreaterThan(0);
    expect(out.created).toMatchObject({ status: 201, locationId: expect.any(String) });
    const checks = await Promise.all([
      answerProblem('GET', `${system.url}/api/users/authenticated`, 200, 'application/json', out.me.body),
      answerProblem('GET', `${system.url}/api/clients`, 200, 'application/json', out.list.body),
      answerProblem(
        'POST',
        `${system.url}/api/clients/${clientId}/locations`,
        201,
        'application/json',
        out.created.body,
      ),
    ]);
    expect(checks.map(String)).toEqual(['undefined', 'undefined', 'undefined']);
  }, 60_000);
});
