import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import request from 'supertest';

/**
 * Every answer the system tests receive, checked against the OpenAPI document the gateway serves (issue 30
 * item 7, decision 225): the status must be one the operation declares, and a JSON body must match that
 * answer's schema (ajv). So the document and the behaviour cannot drift apart. Installed once per test file by
 * harness.ts (supertest and fetch); answers to paths the document does not have (the web app, the websocket,
 * the document itself) are not judged.
 */

type Json = Record<string, unknown>;
type Operation = { responses: Record<string, Json> };
type OpenApi = { paths: Record<string, Record<string, Operation>>; components?: Json };

/** One document's checks: its paths as patterns, and each answer's schema compiled once. */
class AnswerChecker {
  private readonly ajv = new Ajv({ strict: false, allErrors: true, discriminator: false });
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly patterns: Array<{ path: string; pattern: RegExp; literal: number }>;

  constructor(private readonly document: OpenApi) {
    addFormats.default(this.ajv);
    this.ajv.addSchema(toJsonSchema({ components: document.components ?? {} }) as Json, 'openapi.json');
    // Literal segments first, as the gateway's router resolves `/users/role/{role}` before `/users/{userId}/…`.
    this.patterns = Object.keys(document.paths)
      .map((path) => ({
        path,
        pattern: new RegExp(
          `^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}/?$`,
        ),
        literal: path.split('/').filter((segment) => segment && !segment.startsWith('{')).length,
      }))
      .sort((a, b) => b.literal - a.literal);
  }

  /** A shared answer (`#/components/responses/…`) itself. */
  private resolve(node: Json | undefined): Json | undefined {
    const ref = node?.['$ref'];
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
    let found: unknown = this.document;
    for (const part of ref.slice(2).split('/')) found = (found as Json | undefined)?.[part];
    return found as Json | undefined;
  }

  /** What is wrong with an answer (undefined: nothing, or a path the document does not have). */
  problem(
    method: string,
    url: string,
    status: number,
    contentType: string,
    body: unknown,
  ): string | undefined {
    const path = new URL(url).pathname;
    const match = this.patterns.find((p) => p.pattern.test(path));
    const operation = match && this.document.paths[match.path]?.[method.toLowerCase()];
    if (!match || !operation) return undefined;
    const where = `${method.toUpperCase()} ${path} answered ${status}`;
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => operation.responses[k]);
    if (!key)
      return `${where}, which the OpenAPI document does not declare for ${match.path} (it declares ${Object.keys(operation.responses).join(', ')})`;
    const declared = this.resolve(operation.responses[key]) as {
      content?: Record<string, { schema?: Json }>;
    };
    const schema = declared.content?.['application/json']?.schema;
    if (!schema || !contentType.includes('json')) return undefined;
    // By the schema itself: the error answers of every operation share one compiled envelope.
    const id = JSON.stringify(schema);
    let validate = this.compiled.get(id);
    if (!validate) {
      validate = this.ajv.compile(toJsonSchema(schema, 'openapi.json') as Json);
      this.compiled.set(id, validate);
    }
    if (validate(body)) return undefined;
    const errors = (validate.errors ?? [])
      .slice(0, 8)
      .map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
    return `${where}, outside the OpenAPI document's schema (${match.path} ${key}):\n  ${errors.join('\n  ')}`;
  }
}

/**
 * An OpenAPI 3.0 schema as the JSON Schema ajv reads: 3.0's boolean `exclusiveMinimum`/`exclusiveMaximum`
 * become the bound itself (`nullable` ajv knows), and `#/components/…` refers into the added document.
 */
function toJsonSchema(node: unknown, base = ''): unknown {
  if (Array.isArray(node)) return node.map((item) => toJsonSchema(item, base));
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') out[key] = `${base}${value}`;
    else out[key] = key === 'enum' || key === 'example' ? value : toJsonSchema(value, base);
  }
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (out[flag] === true) {
      out[flag] = out[bound];
      delete out[bound];
    } else if (out[flag] === false) delete out[flag];
  }
  return out;
}

/** The checker of each gateway (by origin), built from the document that gateway serves, once. */
const checkers = new Map<string, Promise<AnswerChecker>>();
let originalFetch: typeof fetch = globalThis.fetch;

function checkerFor(url: string): Promise<AnswerChecker> {
  const origin = new URL(url).origin;
  let checker = checkers.get(origin);
  if (!checker) {
    checker = originalFetch(`${origin}/api/docs/json`).then(async (res) => {
      if (res.status !== 200) throw new Error(`${origin}/api/docs/json answered ${res.status}`);
      return new AnswerChecker((await res.json()) as OpenApi);
    });
    checkers.set(origin, checker);
  }
  return checker;
}

/** Whether an answer is the gateway's API, judged against its document (not the document itself). */
const judged = (url: string): boolean => {
  const path = new URL(url).pathname;
  return path.startsWith('/api/') && !path.startsWith('/api/docs');
};

/** The problem with an answer, as an Error, or undefined. */
export async function answerProblem(
  method: string,
  url: string,
  status: number,
  contentType: string,
  body: unknown,
): Promise<Error | undefined> {
  if (!judged(url)) return undefined;
  const problem = (await checkerFor(url)).problem(method, url, status, contentType, body);
  return problem ? new Error(problem) : undefined;
}

let installed = false;

/**
 * Installs the check on supertest (every `request(url)…` and `Session.call`) and on fetch: an answer outside
 * the document fails the request, hence the test, with the path, the status and ajv's errors.
 */
export function checkAnswersAgainstOpenApi(): void {
  if (installed) return;
  installed = true;
  const prototype = request.Test.prototype as unknown as {
    end: (this: request.Test, fn?: (error: unknown, res: request.Response) => void) => unknown;
  };
  const end = prototype.end;
  prototype.end = function (this: request.Test, fn) {
    const test = this as unknown as { method: string; url: string };
    return end.call(this, (error: unknown, res: request.Response) => {
      if (!res) return fn?.call(this, error, res);
      answerProblem(
        test.method,
        test.url,
        res.status,
        String(res.headers['content-type'] ?? ''),
        res.body,
      ).then(
        (problem) => fn?.call(this, error ?? problem ?? null, res),
        (failure: unknown) => fn?.call(this, error ?? failure, res),
      );
    });
  };
  originalFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const res = await originalFetch(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (!judged(url)) return res;
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const contentType = res.headers.get('content-type') ?? '';
    const body = contentType.includes('json')
      ? await res
          .clone()
          .json()
          .catch(() => undefined)
      : undefined;
    const problem = await answerProblem(method, url, res.status, contentType, body);
    if (problem) throw problem;
    return res;
  };
}
