/**
 * Static checks of the deployment files: Dockerfile, .dockerignore, docker-compose.yml, .env.example
 * and k8s/. No Docker engine or cluster is needed; the YAML is parsed and cross-checked.
 *
 * The list of apps comes from the folders under apps/, so an app added without its deployment (compose
 * service, Kubernetes Deployment with probes) fails here. Conventions it relies on:
 * - `web` is not deployed on its own: the gateway serves its build.
 * - `gateway` and `stand-ins` speak HTTP and own no schema; every other app is a NATS service that owns
 *   a PostgreSQL schema, has a `migrate` mode and a health server on HEALTH_PORT (8081 in containers).
 * - documents, qps and email also run their JetStream workers as a separate `worker` deployment.
 * - Every variable of the apps' zod env schemas is listed in .env.example, so no setting goes undocumented.
 * - identity signs access tokens with AUTH_TOKEN_SECRET and the gateway verifies them: both read it from
 *   one Secret key (k8s) or one expression (compose).
 */
import { describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const k8sDir = join(repoRoot, 'k8s');

const NOT_DEPLOYED = new Set(['web']);
const HTTP_APPS = new Set(['gateway', 'stand-ins']);
const WORKER_APPS = ['documents', 'qps', 'email'];
const SERVICE_HEALTH_PORT = 8081;
const NAMESPACE = 'onboard';
const SECRET = 'onboard-secrets';
const CONFIG_MAP = 'onboard-config';
/** The keys of the Secret in k8s/secret.yaml. */
const SECRET_KEYS = ['DATABASE_URL', 'COOKIE_SECRET', 'AUTH_TOKEN_SECRET', 'MFA_ENCRYPTION_KEY'];
/** Secret keys an operator adds only when needed (a relay with a login); referenced with optional: true. */
const OPTIONAL_SECRET_KEYS = ['SMTP_USER', 'SMTP_PASSWORD'];
/** The same for the documents' S3 store (decision 109). */
const OPTIONAL_S3_SECRET_KEYS = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
/** The video host's API token (decision 115): absent, the stand-ins' default token. */
const OPTIONAL_VIDEO_SECRET_KEYS = ['VIDEO_HOST_TOKEN'];
/** The e-signature provider's keys (decision 132): absent, the stand-ins' demo keys. */
const OPTIONAL_ESIGN_SECRET_KEYS = ['ESIGN_PRIVATE_KEY', 'ESIGN_CONNECT_HMAC_KEY', 'ESIGN_CONNECT_HMAC_KEYS'];
/** The Sentry project of browser error reports (decision 153): absent, the gateway logs them. */
const OPTIONAL_SENTRY_SECRET_KEYS = ['SENTRY_DSN'];
/** Compose takes these from the environment (.env) with a development default: `${NAME:-default}`. */
const COMPOSE_SECRETS = ['COOKIE_SECRET', 'AUTH_TOKEN_SECRET', 'MFA_ENCRYPTION_KEY'];
/**
 * The zod env schemas, at least these; every apps/<app>/src/config.ts and libs/<lib>/src/config.ts found is
 * read too (the stand-ins declare theirs in main.ts).
 */
const ENV_SCHEMA_FILES = [
  'libs/server-kit/src/config.ts',
  'apps/gateway/src/config.ts',
  'apps/identity/src/config.ts',
  'apps/email/src/config.ts',
  'apps/stand-ins/src/main.ts',
];

// ---------------------------------------------------------------------------------------------------
// Narrowing unknown YAML
// ---------------------------------------------------------------------------------------------------
type Obj = Record<string, unknown>;

function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** The mapping, or an empty one: absent fields then fail the assertions that look for them. */
function obj(value: unknown): Obj {
  return isObj(value) ? value : {};
}
function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
function strings(value: unknown): string[] {
  return list(value).filter((item): item is string => typeof item === 'string');
}
/** Scalars as YAML authors write them: 8081, '8081'. */
function scalar(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined;
}

function loadYaml(path: string): unknown[] {
  const docs = parseAllDocuments(readFileSync(path, 'utf8'), { merge: true });
  const out: unknown[] = [];
  for (const doc of docs) {
    if (doc.errors.length > 0) {
      throw new Error(`${path}: ${doc.errors.map((e) => e.message).join('; ')}`);
    }
    const js: unknown = doc.toJS({ maxAliasCount: -1 });
    if (js !== null && js !== undefined) out.push(js);
  }
  return out;
}

function readText(relative: string): string {
  return readFileSync(join(repoRoot, relative), 'utf8');
}

/** Keys of a dotenv file: KEY=value lines, and `# KEY=value` for variables documented but unset. */
function dotenvKeys(text: string): Set<string> {
  const keys = new Set<string>();
  for (const line of text.split('\n')) {
    const match = /^\s*(?:#\s*)?([A-Z][A-Z0-9_]*)=/.exec(line);
    if (match?.[1]) keys.add(match[1]);
  }
  return keys;
}

// ---------------------------------------------------------------------------------------------------
// The apps
// ---------------------------------------------------------------------------------------------------
function listApps(): string[] {
  const appsDir = join(repoRoot, 'apps');
  if (!existsSync(appsDir)) return [];
  return readdirSync(appsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !NOT_DEPLOYED.has(entry.name))
    .map((entry) => entry.name)
    .sort();
}

const apps = listApps();
const appSet = new Set(apps);
const schemaApps = apps.filter((app) => !HTTP_APPS.has(app));

/** ENV_SCHEMA_FILES plus every config.ts or *.config.ts under apps/<app>/src and libs/<lib>/src. */
function envSchemaFiles(): string[] {
  const files = new Set(ENV_SCHEMA_FILES);
  const walk = (relative: string): void => {
    const absolute = join(repoRoot, relative);
    if (!existsSync(absolute)) return;
    for (const entry of readdirSync(absolute, { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.name === 'config.ts' || entry.name.endsWith('.config.ts')) files.add(child);
    }
  };
  for (const [folder, names] of [
    ['apps', apps],
    ['libs', existsSync(join(repoRoot, 'libs')) ? readdirSync(join(repoRoot, 'libs')) : []],
  ] as const) {
    for (const name of names) walk(`${folder}/${name}/src`);
  }
  return [...files].sort();
}

/**
 * Variables a schema file declares: object keys in SCREAMING_SNAKE_CASE whose value is a schema expression
 * (`NAME: z.string()…`, `NAME: port.default(…)`, `NAME: msList.default(…)`, or `NAME: z` with the chain on
 * the next lines). Comments are dropped first, so a name mentioned in prose does not count.
 */
function envSchemaKeys(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(/^\s*([A-Z][A-Z0-9_]*)\s*:\s*[a-z]\w*\s*(?:\.|$)/gm)]
    .map((match) => match[1] ?? '')
    .filter((key) => key.length > 0);
}

// ---------------------------------------------------------------------------------------------------
// docker-compose.yml
// ---------------------------------------------------------------------------------------------------
type ComposeService = { name: string; raw: Obj };

function composeServices(): ComposeService[] {
  const [compose] = loadYaml(join(repoRoot, 'docker-compose.yml'));
  return Object.entries(obj(obj(compose).services)).map(([name, raw]) => ({ name, raw: obj(raw) }));
}

function buildApp(service: ComposeService): string | undefined {
  return scalar(obj(obj(service.raw.build).args).APP);
}

/** `command` in list or string form, as words. */
function commandWords(value: unknown): string[] {
  if (typeof value === 'string') return value.split(/\s+/).filter(Boolean);
  return list(value)
    .map(scalar)
    .filter((word): word is string => word !== undefined);
}

function composeMode(service: ComposeService): string {
  const words = commandWords(service.raw.command);
  return words.find((word) => word === 'migrate' || word === 'worker' || word === 'serve') ?? 'serve';
}

/** depends_on in list or map form: target -> condition. */
function dependsOn(service: ComposeService): Map<string, string> {
  const out = new Map<string, string>();
  const value = service.raw.depends_on;
  if (Array.isArray(value)) {
    for (const name of strings(value)) out.set(name, 'service_started');
  } else {
    for (const [name, spec] of Object.entries(obj(value))) {
      out.set(name, str(obj(spec).condition) ?? 'service_started');
    }
  }
  return out;
}

/** environment in map or KEY=value list form. */
function composeEnv(service: ComposeService): Map<string, string> {
  const out = new Map<string, string>();
  const value = service.raw.environment;
  if (Array.isArray(value)) {
    for (const entry of strings(value)) {
      const at = entry.indexOf('=');
      if (at > 0) out.set(entry.slice(0, at), entry.slice(at + 1));
    }
  } else {
    for (const [key, val] of Object.entries(obj(value))) out.set(key, scalar(val) ?? '');
  }
  return out;
}

/** Container ports published by `ports` (short "host:container[/proto]" or long {target}). */
function publishedContainerPorts(service: ComposeService): number[] {
  return list(service.raw.ports).flatMap((entry) => {
    if (isObj(entry)) {
      const target = Number(scalar(entry.target));
      return Number.isInteger(target) ? [target] : [];
    }
    const text = scalar(entry);
    if (text === undefined) return [];
    const withoutProto = text.split('/')[0] ?? '';
    const target = Number(withoutProto.slice(withoutProto.lastIndexOf(':') + 1));
    return Number.isInteger(target) ? [target] : [];
  });
}

/** Ports a service opens to the other containers (`expose`) or to the host (`ports`). */
function reachableContainerPorts(service: ComposeService): number[] {
  const exposed = list(service.raw.expose)
    .map((entry) => Number((scalar(entry) ?? '').split('/')[0]))
    .filter((port) => Number.isInteger(port));
  return [...exposed, ...publishedContainerPorts(service)];
}

// ---------------------------------------------------------------------------------------------------
// k8s/
// ---------------------------------------------------------------------------------------------------
type K8sObject = { file: string; kind: string; name: string; namespace: string | undefined; raw: Obj };

function kustomization(): Obj {
  const [doc] = loadYaml(join(k8sDir, 'kustomization.yaml'));
  return obj(doc);
}

function k8sObjects(): K8sObject[] {
  return strings(kustomization().resources).flatMap((file) =>
    loadYaml(join(k8sDir, file)).map((doc) => {
      const raw = obj(doc);
      const metadata = obj(raw.metadata);
      return {
        file,
        kind: str(raw.kind) ?? '',
        name: str(metadata.name) ?? '',
        namespace: str(metadata.namespace),
        raw,
      };
    }),
  );
}

const objects = k8sObjects();
const byKind = (kind: string): K8sObject[] => objects.filter((o) => o.kind === kind);
const find = (kind: string, name: string): K8sObject | undefined =>
  objects.find((o) => o.kind === kind && o.name === name);

const workloads = (): K8sObject[] => [...byKind('Deployment'), ...byKind('StatefulSet')];
const podSpec = (workload: K8sObject): Obj => obj(obj(obj(workload.raw.spec).template).spec);
const podLabels = (workload: K8sObject): Obj =>
  obj(obj(obj(obj(workload.raw.spec).template).metadata).labels);
const containers = (workload: K8sObject): Obj[] => list(podSpec(workload).containers).map(obj);
const initContainers = (workload: K8sObject): Obj[] => list(podSpec(workload).initContainers).map(obj);

/** The app container: named like the workload, else the only one. */
function mainContainer(workload: K8sObject): Obj | undefined {
  const all = containers(workload);
  return all.find((c) => c.name === workload.name) ?? (all.length === 1 ? all[0] : undefined);
}

function imageRepository(container: Obj): string {
  const image = str(container.image) ?? '';
  const withoutDigest = image.split('@')[0] ?? '';
  const colon = withoutDigest.lastIndexOf(':');
  return colon > withoutDigest.lastIndexOf('/') ? withoutDigest.slice(0, colon) : withoutDigest;
}

type Probe = { path: string | undefined; port: string | undefined };
function httpProbe(container: Obj, which: 'readinessProbe' | 'livenessProbe'): Probe | undefined {
  const probe = container[which];
  if (!isObj(probe)) return undefined;
  const httpGet = obj(probe.httpGet);
  return { path: str(httpGet.path), port: scalar(httpGet.port) };
}

/** containerPort number for a port given by number or name; undefined when the container has none. */
function resolvePort(container: Obj, port: string | undefined): number | undefined {
  if (port === undefined) return undefined;
  for (const entry of list(container.ports).map(obj)) {
    const number = Number(scalar(entry.containerPort));
    if (String(number) === port || entry.name === port) return number;
  }
  return undefined;
}

function containerEnv(container: Obj): Map<string, Obj> {
  return new Map(
    list(container.env)
      .map(obj)
      .map((entry) => [str(entry.name) ?? '', entry]),
  );
}

function labelsMatch(selector: Obj, labels: Obj): boolean {
  const entries = Object.entries(selector);
  return entries.length > 0 && entries.every(([key, value]) => labels[key] === value);
}

function workloadsSelectedBy(selector: Obj): K8sObject[] {
  return workloads().filter((w) => labelsMatch(selector, podLabels(w)));
}

function dataKeys(kind: 'ConfigMap' | 'Secret', name: string): Set<string> | undefined {
  const found = find(kind, name);
  if (!found) return undefined;
  return new Set([...Object.keys(obj(found.raw.data)), ...Object.keys(obj(found.raw.stringData))]);
}

/** A ConfigMap's value (stringData for Secrets is not read: their values are placeholders). */
function configValue(name: string, key: string): string | undefined {
  return scalar(obj(find('ConfigMap', name)?.raw.data)[key]);
}

/** Where a container's variable comes from. */
type EnvSource =
  | { kind: 'value'; value: string }
  | { kind: 'ConfigMap' | 'Secret'; name: string; key: string; optional: boolean };

const KEY_REFS = [
  ['configMapKeyRef', 'ConfigMap'],
  ['secretKeyRef', 'Secret'],
] as const;
const SOURCE_REFS = [
  ['configMapRef', 'ConfigMap'],
  ['secretRef', 'Secret'],
] as const;

/** As the kubelet resolves it: `env` wins over `envFrom`, and a later envFrom source over an earlier one. */
function envSource(container: Obj, variable: string): EnvSource | undefined {
  const entry = containerEnv(container).get(variable);
  if (entry !== undefined) {
    if (entry.value !== undefined) return { kind: 'value', value: scalar(entry.value) ?? '' };
    const valueFrom = obj(entry.valueFrom);
    for (const [field, kind] of KEY_REFS) {
      const ref = valueFrom[field];
      if (isObj(ref))
        return { kind, name: str(ref.name) ?? '', key: str(ref.key) ?? '', optional: ref.optional === true };
    }
    return undefined;
  }
  for (const source of list(container.envFrom).map(obj).reverse()) {
    const prefix = str(source.prefix) ?? '';
    if (!variable.startsWith(prefix)) continue;
    const key = variable.slice(prefix.length);
    for (const [field, kind] of SOURCE_REFS) {
      const ref = source[field];
      if (!isObj(ref)) continue;
      const name = str(ref.name) ?? '';
      if (dataKeys(kind, name)?.has(key)) return { kind, name, key, optional: ref.optional === true };
    }
  }
  return undefined;
}

/** `Secret/name:key`, `ConfigMap/name:key (optional)` or `value`: comparable in assertions. */
function describeSource(source: EnvSource | undefined): string {
  if (source === undefined) return 'unset';
  if (source.kind === 'value') return 'value';
  return `${source.kind}/${source.name}:${source.key}${source.optional ? ' (optional)' : ''}`;
}

// ---------------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------------
describe('apps', () => {
  test('apps/ has deployable apps (guards against checking an empty list)', () => {
    expect(apps).toContain('gateway');
    expect(schemaApps.length).toBeGreaterThan(0);
  });
});

describe(".env.example and the apps' env schemas", () => {
  const files = envSchemaFiles();
  const keysByFile = new Map(files.map((file) => [file, envSchemaKeys(readText(file))]));

  test('the schema files exist and the parser finds their variables', () => {
    for (const file of ENV_SCHEMA_FILES) expect(files).toContain(file);
    for (const [file, keys] of keysByFile) {
      expect({ file, keys: keys.length > 0 }).toEqual({ file, keys: true });
    }
    // One of each way a key is written: `z.…` on one line, `z` then `.enum` on the next, a named schema.
    const all = new Set([...keysByFile.values()].flat());
    for (const key of ['SHUTDOWN_GRACE_MS', 'AUTH_TOKEN_SECRET', 'COOKIE_SECURE', 'EMAIL_RETRY_DELAYS_MS']) {
      expect(all).toContain(key);
    }
    expect(keysByFile.get('apps/stand-ins/src/main.ts')).toEqual(
      expect.arrayContaining(['PORT', 'HOST', 'SMTP_PORT', 'LOG_LEVEL']),
    );
  });

  test('.env.example lists every variable of every schema', () => {
    const documented = dotenvKeys(readText('.env.example'));
    const missing = [...keysByFile].flatMap(([file, keys]) =>
      keys.filter((key) => !documented.has(key)).map((key) => `${file}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('Dockerfile', () => {
  const dockerfile = readText('Dockerfile');
  // Instructions only: a comment may explain why `npm ci` is not used.
  const instructions = dockerfile
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n');

  test('is multi-stage on node:24-bookworm-slim and parametrised by ARG APP', () => {
    expect(instructions).toContain('node:24-bookworm-slim');
    expect(instructions.match(/^FROM\s/gm)?.length ?? 0).toBeGreaterThanOrEqual(2);
    expect(instructions).toMatch(/^ARG APP\b/m);
    expect(instructions).toMatch(/^ENV APP=\$\{APP\}/m);
  });

  test('installs with npm install, never npm ci, and builds the apps and the web app', () => {
    expect(instructions).not.toMatch(/\bnpm\s+ci\b/);
    expect(instructions).toMatch(/\bnpm install\b/);
    // TypeScript 7's compiler by its path (decision 227).
    expect(instructions).toContain('node node_modules/typescript-native/bin/tsc -b tsconfig.json');
    expect(instructions).toContain('npx vite build --config apps/web/vite.config.ts');
  });

  test('the web build it runs writes the compressed copies the gateway sends (decision 032)', () => {
    const viteConfig = readText('apps/web/vite.config.ts');
    expect(viteConfig).toMatch(/import \{ precompress \} from '\.\/build\/precompress\.js'/);
    expect(viteConfig).toMatch(/plugins:\s*\[[^\]]*\bprecompress\(\)/);
    // The runtime stage takes apps/ whole from the build stage: apps/web/dist with its .br and .gz files.
    expect(instructions).toMatch(/^COPY --from=build \/repo\/apps \.\/apps$/m);
  });

  test('runs as a non-root user, has a healthcheck, and its helper scripts exist', () => {
    const users = [...instructions.matchAll(/^USER\s+(\S+)/gm)].map((m) => m[1] ?? '');
    expect(users.length).toBeGreaterThan(0);
    const lastUser = users[users.length - 1] ?? 'root';
    expect(lastUser.split(':')[0]).not.toMatch(/^(root|0)$/);
    expect(instructions).toMatch(/^HEALTHCHECK\s/m);
    for (const helper of ['infra/deploy/docker-entrypoint.sh', 'infra/deploy/healthcheck.mjs']) {
      expect(instructions).toContain(helper);
      expect(existsSync(join(repoRoot, helper))).toBe(true);
    }
  });

  test('.dockerignore keeps host build output and VCS data out of the context', () => {
    const patterns = new Set(
      readText('.dockerignore')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#'))
        .map((line) => line.replace(/^\*\*\//, '').replace(/\/$/, '')),
    );
    for (const entry of ['node_modules', 'dist', '.data', '.nx', '.git', 'coverage']) {
      expect(patterns).toContain(entry);
    }
  });
});

describe('docker-compose.yml', () => {
  const services = composeServices();
  const serviceNames = new Set(services.map((s) => s.name));
  const byName = (name: string): ComposeService | undefined => services.find((s) => s.name === name);
  const forApp = (app: string, mode: string): ComposeService[] =>
    services.filter((s) => buildApp(s) === app && composeMode(s) === mode);

  test('every app has a serving service built for it', () => {
    const missing = apps.filter((app) => forApp(app, 'serve').length === 0);
    expect(missing).toEqual([]);
  });

  test('every built service names an existing app and the Dockerfile', () => {
    const built = services.filter((s) => s.raw.build !== undefined);
    expect(built.length).toBeGreaterThan(0);
    for (const service of built) {
      const app = buildApp(service);
      expect({ service: service.name, app, exists: app !== undefined && appSet.has(app) }).toEqual({
        service: service.name,
        app,
        exists: true,
      });
      const build = obj(service.raw.build);
      const context = join(repoRoot, str(build.context) ?? '.');
      expect(existsSync(join(context, str(build.dockerfile) ?? 'Dockerfile'))).toBe(true);
    }
  });

  test('depends_on targets exist', () => {
    const dangling = services.flatMap((s) =>
      [...dependsOn(s).keys()].filter((t) => !serviceNames.has(t)).map((t) => `${s.name} -> ${t}`),
    );
    expect(dangling).toEqual([]);
  });

  test('every schema-owning service migrates first, then serves with health on 8081', () => {
    for (const app of schemaApps) {
      const migrations = forApp(app, 'migrate');
      expect({ app, migrations: migrations.length }).toEqual({ app, migrations: 1 });
      const [migration] = migrations;
      if (!migration) continue;
      expect(dependsOn(migration).get('postgres')).toBe('service_healthy');
      expect(composeEnv(migration).has('DATABASE_URL')).toBe(true);

      for (const service of [...forApp(app, 'serve'), ...forApp(app, 'worker')]) {
        const deps = dependsOn(service);
        expect({ service: service.name, migrate: deps.get(migration.name) }).toEqual({
          service: service.name,
          migrate: 'service_completed_successfully',
        });
        expect(deps.has('nats')).toBe(true);
        const env = composeEnv(service);
        expect(env.get('HEALTH_PORT')).toBe(String(SERVICE_HEALTH_PORT));
        expect(env.has('DATABASE_URL')).toBe(true);
        expect(env.has('NATS_URL')).toBe(true);
      }
    }
  });

  test('documents, qps and email run separate workers and serve with RUN_WORKERS=false', () => {
    for (const app of WORKER_APPS) {
      expect({ app, workers: forApp(app, 'worker').length }).toEqual({ app, workers: 1 });
      for (const service of forApp(app, 'serve')) {
        expect({ service: service.name, RUN_WORKERS: composeEnv(service).get('RUN_WORKERS') }).toEqual({
          service: service.name,
          RUN_WORKERS: 'false',
        });
      }
    }
  });

  test('the gateway publishes its HTTP port', () => {
    const [gateway] = forApp('gateway', 'serve');
    expect(gateway).toBeDefined();
    if (!gateway) return;
    const port = Number(composeEnv(gateway).get('PORT') ?? '3000');
    expect(publishedContainerPorts(gateway)).toContain(port);
  });

  test('secrets come from .env with a development default', () => {
    for (const service of services.filter((s) => buildApp(s) !== undefined)) {
      for (const [key, value] of composeEnv(service)) {
        if (!COMPOSE_SECRETS.includes(key)) continue;
        expect({ service: service.name, key, value }).toEqual({
          service: service.name,
          key,
          value: expect.stringMatching(new RegExp(`^\\$\\{${key}:-.+\\}$`)),
        });
      }
    }
  });

  test('the gateway and identity get the same AUTH_TOKEN_SECRET and REFRESH_TOKEN_TTL_DAYS', () => {
    const holders = [...forApp('gateway', 'serve'), ...forApp('identity', 'serve')];
    expect(holders.map((s) => buildApp(s)).sort()).toEqual(['gateway', 'identity']);
    for (const key of ['AUTH_TOKEN_SECRET', 'REFRESH_TOKEN_TTL_DAYS']) {
      const values = holders.map((s) => ({ service: s.name, value: composeEnv(s).get(key) }));
      expect(values.every((v) => v.value !== undefined)).toBe(true);
      expect(new Set(values.map((v) => v.value)).size).toBe(1);
    }
  });

  test('identity gets MFA_ENCRYPTION_KEY and a WEB_BASE_URL on the published gateway', () => {
    for (const identity of forApp('identity', 'serve')) {
      const env = composeEnv(identity);
      expect(env.get('MFA_ENCRYPTION_KEY')).toBeDefined();
      expect(env.get('WEB_BASE_URL')).toMatch(/^http:\/\/localhost:/);
    }
  });

  test('email reaches the stand-ins SMTP sink, and the stand-ins inbox is published', () => {
    const standIns = forApp('stand-ins', 'serve')[0];
    expect(standIns).toBeDefined();
    if (!standIns) return;
    const standInsEnv = composeEnv(standIns);
    const smtpPort = standInsEnv.get('SMTP_PORT') ?? '2525';
    expect(reachableContainerPorts(standIns)).toContain(Number(smtpPort));
    expect(publishedContainerPorts(standIns)).toContain(Number(standInsEnv.get('PORT') ?? '4100'));
    const senders = [...forApp('email', 'serve'), ...forApp('email', 'worker')];
    expect(senders.length).toBe(2);
    for (const sender of senders) {
      const env = composeEnv(sender);
      expect({ service: sender.name, host: env.get('SMTP_HOST'), port: env.get('SMTP_PORT') }).toEqual({
        service: sender.name,
        host: standIns.name,
        port: smtpPort,
      });
      expect(dependsOn(sender).has(standIns.name)).toBe(true);
    }
  });

  test('nats runs JetStream on a volume and postgres 18 has a pg_isready healthcheck', () => {
    const nats = byName('nats');
    expect(nats).toBeDefined();
    expect(commandWords(nats?.raw.command)).toContain('-js');
    expect(list(nats?.raw.volumes).length).toBeGreaterThan(0);
    expect(nats?.raw.healthcheck).toBeDefined();

    const postgres = byName('postgres');
    expect(str(postgres?.raw.image)).toMatch(/^postgres:18\b/);
    expect(commandWords(obj(postgres?.raw.healthcheck).test).join(' ')).toContain('pg_isready');
    expect(list(postgres?.raw.volumes).length).toBeGreaterThan(0);
  });

  test('.env.example documents every variable the app containers get', () => {
    const documented = dotenvKeys(readText('.env.example'));
    const undocumented = new Set<string>();
    for (const service of services.filter((s) => buildApp(s) !== undefined)) {
      for (const key of composeEnv(service).keys()) if (!documented.has(key)) undocumented.add(key);
    }
    expect([...undocumented]).toEqual([]);
  });
});

describe('k8s', () => {
  test('kustomization.yaml lists exactly the manifests in k8s/', () => {
    const listed = strings(kustomization().resources);
    const onDisk = readdirSync(k8sDir)
      .filter((f) => /\.ya?ml$/.test(f) && f !== 'kustomization.yaml')
      .sort();
    expect([...listed].sort()).toEqual(onDisk);
    expect(new Set(listed).size).toBe(listed.length);
  });

  test('every object is named and lives in the onboard namespace', () => {
    expect(objects.length).toBeGreaterThan(0);
    expect(find('Namespace', NAMESPACE)).toBeDefined();
    for (const o of objects) {
      expect({ file: o.file, kind: o.kind.length > 0, name: o.name.length > 0 }).toEqual({
        file: o.file,
        kind: true,
        name: true,
      });
      if (o.kind !== 'Namespace')
        expect({ object: `${o.kind}/${o.name}`, ns: o.namespace }).toEqual({
          object: `${o.kind}/${o.name}`,
          ns: NAMESPACE,
        });
    }
    expect(str(kustomization().namespace)).toBe(NAMESPACE);
  });

  test('every app has a Deployment of its image with readiness and liveness probes on a declared port', () => {
    for (const app of apps) {
      const deployment = find('Deployment', app);
      expect({ app, deployment: deployment !== undefined }).toEqual({ app, deployment: true });
      if (!deployment) continue;
      const container = mainContainer(deployment);
      expect({ app, image: container && imageRepository(container) }).toEqual({
        app,
        image: `onboard/${app}`,
      });
      if (!container) continue;
      for (const which of ['readinessProbe', 'livenessProbe'] as const) {
        const probe = httpProbe(container, which);
        expect({ app, which, path: probe?.path !== undefined }).toEqual({ app, which, path: true });
        expect({ app, which, port: resolvePort(container, probe?.port) !== undefined }).toEqual({
          app,
          which,
          port: true,
        });
      }
    }
  });

  test('every Deployment and StatefulSet container declares resource requests and limits', () => {
    expect(workloads().length).toBeGreaterThan(0);
    for (const workload of workloads()) {
      for (const container of [...containers(workload), ...initContainers(workload)]) {
        const resources = obj(container.resources);
        const requests = obj(resources.requests);
        const limits = obj(resources.limits);
        expect({
          container: `${workload.name}/${str(container.name) ?? '?'}`,
          cpu: requests.cpu !== undefined,
          memory: requests.memory !== undefined,
          memoryLimit: limits.memory !== undefined,
        }).toEqual({
          container: `${workload.name}/${str(container.name) ?? '?'}`,
          cpu: true,
          memory: true,
          memoryLimit: true,
        });
      }
    }
  });

  test('every httpGet probe of every workload targets a declared container port', () => {
    for (const workload of workloads()) {
      for (const container of [...containers(workload), ...initContainers(workload)]) {
        for (const which of ['startupProbe', 'readinessProbe', 'livenessProbe'] as const) {
          const probe = obj(container[which]);
          if (probe.httpGet === undefined) continue;
          const port = scalar(obj(probe.httpGet).port);
          expect({
            where: `${workload.name}/${which}`,
            port,
            declared: resolvePort(container, port) !== undefined,
          }).toEqual({
            where: `${workload.name}/${which}`,
            port,
            declared: true,
          });
        }
      }
    }
  });

  test('every pod runs as non-root', () => {
    for (const workload of workloads()) {
      const podLevel = obj(podSpec(workload).securityContext).runAsNonRoot === true;
      const everyContainer = [...containers(workload), ...initContainers(workload)].every(
        (c) => obj(c.securityContext).runAsNonRoot === true,
      );
      expect({ workload: workload.name, nonRoot: podLevel || everyContainer }).toEqual({
        workload: workload.name,
        nonRoot: true,
      });
    }
  });

  test('services migrate in an initContainer and probe /health/* on 8081', () => {
    for (const app of schemaApps) {
      const deployments = [find('Deployment', app), find('Deployment', `${app}-worker`)].filter(
        (d): d is K8sObject => d !== undefined,
      );
      expect(deployments.length).toBeGreaterThan(0);
      for (const deployment of deployments) {
        const migrate = initContainers(deployment).find((c) => strings(c.args).includes('migrate'));
        expect({ deployment: deployment.name, migrate: migrate && imageRepository(migrate) }).toEqual({
          deployment: deployment.name,
          migrate: `onboard/${app}`,
        });
        expect(Number(podSpec(deployment).terminationGracePeriodSeconds)).toBeGreaterThanOrEqual(30);
        const container = mainContainer(deployment);
        expect(container).toBeDefined();
        if (!container) continue;
        expect(scalar(containerEnv(container).get('HEALTH_PORT')?.value)).toBe(String(SERVICE_HEALTH_PORT));
        const readiness = httpProbe(container, 'readinessProbe');
        const liveness = httpProbe(container, 'livenessProbe');
        expect({
          deployment: deployment.name,
          ready: [readiness?.path, resolvePort(container, readiness?.port)],
          live: [liveness?.path, resolvePort(container, liveness?.port)],
        }).toEqual({
          deployment: deployment.name,
          ready: ['/health/ready', SERVICE_HEALTH_PORT],
          live: ['/health/live', SERVICE_HEALTH_PORT],
        });
      }
    }
  });

  test('documents, qps and email have worker Deployments; their services set RUN_WORKERS=false', () => {
    for (const app of WORKER_APPS) {
      const worker = find('Deployment', `${app}-worker`);
      expect({ app, worker: worker !== undefined }).toEqual({ app, worker: true });
      const workerContainer = worker && mainContainer(worker);
      expect(workerContainer && imageRepository(workerContainer)).toBe(`onboard/${app}`);
      expect(strings(workerContainer?.args)).toEqual(['worker']);
      expect(scalar(workerContainer && containerEnv(workerContainer).get('RUN_WORKERS')?.value)).not.toBe(
        'false',
      );

      const service = find('Deployment', app);
      const serviceContainer = service && mainContainer(service);
      expect(scalar(serviceContainer && containerEnv(serviceContainer).get('RUN_WORKERS')?.value)).toBe(
        'false',
      );
    }
  });

  test('the gateway probes /api/health and /api/health/ready on its HTTP port', () => {
    const gateway = find('Deployment', 'gateway');
    const container = gateway && mainContainer(gateway);
    expect(container).toBeDefined();
    if (!container) return;
    const port = Number(scalar(containerEnv(container).get('PORT')?.value) ?? '3000');
    const readiness = httpProbe(container, 'readinessProbe');
    const liveness = httpProbe(container, 'livenessProbe');
    expect([readiness?.path, resolvePort(container, readiness?.port)]).toEqual(['/api/health/ready', port]);
    expect([liveness?.path, resolvePort(container, liveness?.port)]).toEqual(['/api/health', port]);
  });

  test('Services select a workload and target one of its ports; gateway and stand-ins have one', () => {
    for (const service of byKind('Service')) {
      const spec = obj(service.raw.spec);
      const selected = workloadsSelectedBy(obj(spec.selector));
      expect({ service: service.name, selects: selected.length > 0 }).toEqual({
        service: service.name,
        selects: true,
      });
      for (const port of list(spec.ports).map(obj)) {
        const target = scalar(port.targetPort) ?? scalar(port.port);
        const reachable = selected.some((w) =>
          containers(w).some((c) => resolvePort(c, target) !== undefined),
        );
        expect({ service: service.name, target, reachable }).toEqual({
          service: service.name,
          target,
          reachable: true,
        });
      }
    }
    for (const app of ['gateway', 'stand-ins']) {
      const service = find('Service', app);
      const selectsApp =
        service !== undefined &&
        workloadsSelectedBy(obj(obj(service.raw.spec).selector)).some((w) => w.name === app);
      expect({ app, selectsApp }).toEqual({ app, selectsApp: true });
    }
  });

  test('Ingress routes /api/events and everything else to existing Service ports', () => {
    const paths: string[] = [];
    expect(byKind('Ingress').length).toBeGreaterThan(0);
    for (const ingress of byKind('Ingress')) {
      for (const rule of list(obj(ingress.raw.spec).rules).map(obj)) {
        for (const path of list(obj(rule.http).paths).map(obj)) {
          paths.push(str(path.path) ?? '');
          const backend = obj(obj(path.backend).service);
          const service = find('Service', str(backend.name) ?? '');
          expect({ ingress: ingress.name, service: service?.name }).toEqual({
            ingress: ingress.name,
            service: backend.name,
          });
          const wanted = obj(backend.port);
          const ports = list(obj(service?.raw.spec).ports).map(obj);
          const match = ports.some((p) =>
            wanted.name !== undefined ? p.name === wanted.name : p.port === wanted.number,
          );
          expect({ ingress: ingress.name, port: match }).toEqual({ ingress: ingress.name, port: true });
        }
      }
    }
    expect(paths).toContain('/api/events');
    expect(paths).toContain('/');
  });

  test('HorizontalPodAutoscalers target existing Deployments, including gateway and every worker', () => {
    const targets = byKind('HorizontalPodAutoscaler').map((hpa) => {
      expect(str(hpa.raw.apiVersion)).toBe('autoscaling/v2');
      const spec = obj(hpa.raw.spec);
      const ref = obj(spec.scaleTargetRef);
      const deployment = ref.kind === 'Deployment' ? find('Deployment', str(ref.name) ?? '') : undefined;
      expect({ hpa: hpa.name, target: deployment?.name }).toEqual({ hpa: hpa.name, target: ref.name });
      // A fixed replica count would fight the autoscaler on every `kubectl apply`.
      expect({ hpa: hpa.name, replicas: obj(deployment?.raw.spec).replicas }).toEqual({
        hpa: hpa.name,
        replicas: undefined,
      });
      expect(Number(spec.minReplicas)).toBeLessThanOrEqual(Number(spec.maxReplicas));
      return str(ref.name) ?? '';
    });
    for (const name of ['gateway', ...WORKER_APPS.map((app) => `${app}-worker`)])
      expect(targets).toContain(name);
  });

  test('PodDisruptionBudgets cover the gateway and NATS', () => {
    for (const name of ['gateway', 'nats']) {
      const covered = byKind('PodDisruptionBudget').some((pdb) =>
        workloadsSelectedBy(obj(obj(obj(pdb.raw.spec).selector).matchLabels)).some((w) => w.name === name),
      );
      expect({ name, covered }).toEqual({ name, covered: true });
    }
  });

  test('NATS is a 3-replica JetStream cluster with a headless Service, routes to every pod and volumes', () => {
    const nats = find('StatefulSet', 'nats');
    expect(nats).toBeDefined();
    if (!nats) return;
    const spec = obj(nats.raw.spec);
    const replicas = Number(spec.replicas);
    expect(replicas).toBe(3);

    const headless = find('Service', str(spec.serviceName) ?? '');
    expect(str(obj(headless?.raw.spec).clusterIP)).toBe('None');

    const container = mainContainer(nats);
    expect(container).toBeDefined();
    const configMaps = list(podSpec(nats).volumes)
      .map((v) => str(obj(obj(v).configMap).name))
      .filter((name): name is string => name !== undefined);
    const config = configMaps
      .flatMap((name) => Object.values(obj(find('ConfigMap', name)?.raw.data)))
      .map((value) => str(value) ?? '')
      .join('\n');
    const jetstream = strings(container?.args).includes('-js') || /^\s*jetstream\s*[{:]/m.test(config);
    expect(jetstream).toBe(true);
    for (let i = 0; i < replicas; i += 1) {
      expect(config).toContain(`nats-${i}.${headless?.name ?? '?'}`);
    }

    const claims = list(spec.volumeClaimTemplates).map((t) => str(obj(obj(t).metadata).name));
    expect(claims.length).toBeGreaterThan(0);
    const mounts = list(container?.volumeMounts).map((m) => str(obj(m).name));
    expect(claims.some((claim) => mounts.includes(claim))).toBe(true);
  });

  test('referenced ConfigMap and Secret keys exist, and secrets never appear as plain values', () => {
    const secretNames = new Set([
      ...SECRET_KEYS,
      ...OPTIONAL_SECRET_KEYS,
      ...OPTIONAL_S3_SECRET_KEYS,
      ...OPTIONAL_VIDEO_SECRET_KEYS,
      ...OPTIONAL_ESIGN_SECRET_KEYS,
      ...OPTIONAL_SENTRY_SECRET_KEYS,
    ]);
    for (const workload of workloads()) {
      for (const container of [...containers(workload), ...initContainers(workload)]) {
        const where = `${workload.name}/${str(container.name) ?? '?'}`;
        for (const source of list(container.envFrom).map(obj)) {
          for (const [field, kind] of [
            ['configMapRef', 'ConfigMap'],
            ['secretRef', 'Secret'],
          ] as const) {
            const ref = source[field];
            if (ref === undefined) continue;
            const name = str(obj(ref).name) ?? '';
            expect({ where, ref: `${kind}/${name}`, exists: dataKeys(kind, name) !== undefined }).toEqual({
              where,
              ref: `${kind}/${name}`,
              exists: true,
            });
          }
        }
        for (const entry of list(container.env).map(obj)) {
          const name = str(entry.name) ?? '';
          if (secretNames.has(name))
            expect({ where, name, plain: entry.value !== undefined }).toEqual({ where, name, plain: false });
          const valueFrom = obj(entry.valueFrom);
          for (const [field, kind] of [
            ['configMapKeyRef', 'ConfigMap'],
            ['secretKeyRef', 'Secret'],
          ] as const) {
            const ref = valueFrom[field];
            if (ref === undefined) continue;
            const refName = str(obj(ref).name) ?? '';
            const key = str(obj(ref).key) ?? '';
            // An optional key may be absent (the operator adds it when needed), but then the manifest that
            // defines the object must at least mention it (a commented-out placeholder).
            const holder = find(kind, refName);
            const exists =
              (dataKeys(kind, refName)?.has(key) ?? false) ||
              (obj(ref).optional === true &&
                holder !== undefined &&
                readFileSync(join(k8sDir, holder.file), 'utf8').includes(key));
            expect({ where, ref: `${kind}/${refName}:${key}`, exists }).toEqual({
              where,
              ref: `${kind}/${refName}:${key}`,
              exists: true,
            });
          }
        }
      }
      for (const volume of list(podSpec(workload).volumes).map(obj)) {
        const name = str(obj(volume.configMap).name);
        if (name !== undefined) expect(dataKeys('ConfigMap', name)).toBeDefined();
      }
    }
    expect(dataKeys('Secret', SECRET)).toEqual(new Set(SECRET_KEYS));
    const configKeys = [...(dataKeys('ConfigMap', CONFIG_MAP) ?? [])];
    expect(configKeys.filter((key) => secretNames.has(key))).toEqual([]);
  });

  test('the gateway and identity take AUTH_TOKEN_SECRET from one Secret key; identity MFA_ENCRYPTION_KEY too', () => {
    const tokenSources = new Set<string>();
    for (const app of ['gateway', 'identity']) {
      const deployment = find('Deployment', app);
      expect(deployment).toBeDefined();
      if (!deployment) continue;
      const wanted = app === 'identity' ? ['AUTH_TOKEN_SECRET', 'MFA_ENCRYPTION_KEY'] : ['AUTH_TOKEN_SECRET'];
      // Every app container; the migrate initContainer does not read them.
      for (const container of containers(deployment)) {
        const where = `${app}/${str(container.name) ?? '?'}`;
        for (const variable of wanted) {
          const source = envSource(container, variable);
          expect({ where, variable, source: describeSource(source) }).toEqual({
            where,
            variable,
            source: `Secret/${SECRET}:${variable}`,
          });
          if (variable === 'AUTH_TOKEN_SECRET') tokenSources.add(describeSource(source));
        }
      }
    }
    expect([...tokenSources]).toEqual([`Secret/${SECRET}:AUTH_TOKEN_SECRET`]);
  });

  test('identity gets WEB_BASE_URL (an https URL) from the ConfigMap', () => {
    const identity = find('Deployment', 'identity');
    const container = identity && mainContainer(identity);
    const source = container && envSource(container, 'WEB_BASE_URL');
    expect(describeSource(source)).toBe(`ConfigMap/${CONFIG_MAP}:WEB_BASE_URL`);
    expect(configValue(CONFIG_MAP, 'WEB_BASE_URL')).toMatch(/^https:\/\//);
  });

  test('email and email-worker get SMTP_* from the ConfigMap and an optional login from the Secret', () => {
    for (const name of ['email', 'email-worker']) {
      const deployment = find('Deployment', name);
      const container = deployment && mainContainer(deployment);
      expect({ name, container: container !== undefined }).toEqual({ name, container: true });
      if (!container) continue;
      for (const variable of ['SMTP_HOST', 'SMTP_PORT', 'SMTP_SECURE', 'SMTP_FROM']) {
        expect({ name, variable, source: describeSource(envSource(container, variable)) }).toEqual({
          name,
          variable,
          source: `ConfigMap/${CONFIG_MAP}:${variable}`,
        });
      }
      for (const variable of OPTIONAL_SECRET_KEYS) {
        expect({ name, variable, source: describeSource(envSource(container, variable)) }).toEqual({
          name,
          variable,
          source: `Secret/${SECRET}:${variable} (optional)`,
        });
      }
    }
  });

  test('the default SMTP_HOST is the stand-ins Service, on the port its SMTP sink listens on', () => {
    const host = configValue(CONFIG_MAP, 'SMTP_HOST');
    const port = configValue(CONFIG_MAP, 'SMTP_PORT');
    expect(host).toBe('stand-ins');
    const service = find('Service', 'stand-ins');
    const servicePort = list(obj(service?.raw.spec).ports)
      .map(obj)
      .find((p) => scalar(p.port) === port);
    expect(servicePort).toBeDefined();
    const deployment = find('Deployment', 'stand-ins');
    const container = deployment && mainContainer(deployment);
    expect(container).toBeDefined();
    if (!container || !servicePort) return;
    const target = scalar(servicePort.targetPort) ?? scalar(servicePort.port);
    const sinkPort = envSource(container, 'SMTP_PORT');
    expect(resolvePort(container, target)).toBe(
      Number(
        sinkPort?.kind === 'value' ? sinkPort.value : sinkPort && configValue(sinkPort.name, sinkPort.key),
      ),
    );
  });

  test('.env.example documents every variable the Kubernetes app containers get', () => {
    const documented = dotenvKeys(readText('.env.example'));
    const keys = new Set([
      ...(dataKeys('ConfigMap', 'onboard-config') ?? []),
      ...(dataKeys('Secret', 'onboard-secrets') ?? []),
    ]);
    expect(keys.size).toBeGreaterThan(0);
    for (const workload of workloads()) {
      for (const container of [...containers(workload), ...initContainers(workload)]) {
        if (!imageRepository(container).startsWith('onboard/')) continue;
        for (const name of containerEnv(container).keys()) keys.add(name);
      }
    }
    expect([...keys].filter((key) => !documented.has(key))).toEqual([]);
  });
});
