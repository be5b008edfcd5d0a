import { DEMO_ESIGN_PRIVATE_KEY } from './esign-demo-keys.js';

/** Who reads a setting: the gateway or one of the NATS services. */
export type SettingReader = 'gateway' | 'identity' | 'clients' | 'documents' | 'email' | 'qps' | 'explorer';

/**
 * One setting whose development value must never reach production (decision 221).
 * - `secret`: a key or password whose default (or a value listed in `demo`) is public, in this repository;
 * - `identity`: an account id at the provider whose default names the stand-ins' demo account;
 * - `url`: where a provider is; its default (and any address of the stand-ins) reaches the stand-ins.
 */
export type DemoSetting = {
  name: string;
  kind: 'secret' | 'identity' | 'url';
  readers: readonly SettingReader[];
  /** Values from this repository (the apps' defaults, the stand-ins', compose's); compared after trimming. */
  demo: readonly string[];
  /** Unset means a demo value: the app falls back to one (its default, or another setting that is demo). */
  unsetIsDemo: boolean;
  /** A secret's provider address: a demo secret with a real provider is refused in every environment. */
  provider?: string;
};

/**
 * THE LIST of every setting with a demo or stand-in default, read by every service at start (the gateway in
 * loadGatewayConfig, the NATS services in startService). The stand-ins (apps/stand-ins) are exempt: they are
 * the demo, and they read several of these names to stay in step with the services. A new setting with a
 * development default belongs here; demo-settings.spec.ts and tests/unit/production-settings.spec.ts fail
 * when an entry disappears or its default no longer matches the app's.
 */
export const DEMO_SETTINGS: readonly DemoSetting[] = [
  // The platform's own secrets.
  {
    name: 'DATABASE_URL',
    kind: 'secret',
    readers: ['identity', 'clients', 'documents', 'email', 'qps', 'explorer'],
    // npm start's embedded PostgreSQL, and docker-compose.yml's database with its default password.
    demo: [
      'postgres://postgres:postgres@127.0.0.1:54329/onboard',
      'postgres://onboard:onboard@postgres:5432/onboard',
    ],
    unsetIsDemo: true,
  },
  {
    name: 'COOKIE_SECRET',
    kind: 'secret',
    readers: ['gateway'],
    demo: ['onboard-development-cookie-secret'],
    unsetIsDemo: true,
  },
  {
    name: 'AUTH_TOKEN_SECRET',
    kind: 'secret',
    readers: ['gateway', 'identity'],
    demo: ['onboard-development-token-secret-change-me'],
    unsetIsDemo: true,
  },
  {
    name: 'MFA_ENCRYPTION_KEY',
    kind: 'secret',
    readers: ['identity'],
    demo: ['onboard-development-mfa-key'],
    unsetIsDemo: true,
  },
  // E-signature (DocuSign, decision 132).
  {
    name: 'ESIGN_BASE_URL',
    kind: 'url',
    readers: ['documents'],
    demo: ['http://127.0.0.1:4100/esign'],
    unsetIsDemo: true,
  },
  {
    // Unset, the OAuth host is ESIGN_BASE_URL's; DocuSign's is another host (account.docusign.com).
    name: 'ESIGN_OAUTH_BASE_URL',
    kind: 'url',
    readers: ['documents'],
    demo: [],
    unsetIsDemo: true,
  },
  {
    name: 'ESIGN_ACCOUNT_ID',
    kind: 'identity',
    readers: ['documents'],
    demo: ['5f0e2a52-7c1b-4b7e-9d1e-0e5a0a0e5161'],
    unsetIsDemo: true,
  },
  {
    name: 'ESIGN_INTEGRATION_KEY',
    kind: 'identity',
    readers: ['documents'],
    demo: ['0b7c2f1e-3a4d-4e5f-8a9b-1c2d3e4f5a6b'],
    unsetIsDemo: true,
  },
  {
    name: 'ESIGN_USER_ID',
    kind: 'identity',
    readers: ['documents'],
    demo: ['9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b'],
    unsetIsDemo: true,
  },
  {
    name: 'ESIGN_PRIVATE_KEY',
    kind: 'secret',
    readers: ['documents'],
    demo: [DEMO_ESIGN_PRIVATE_KEY],
    unsetIsDemo: true,
    provider: 'ESIGN_BASE_URL',
  },
  {
    // Anyone who reads the repository could sign an envelope-completed webhook with the demo key.
    name: 'ESIGN_CONNECT_HMAC_KEY',
    kind: 'secret',
    readers: ['documents'],
    demo: ['onboard-esign-connect-demo-key'],
    unsetIsDemo: true,
    provider: 'ESIGN_BASE_URL',
  },
  {
    // Comma-separated: refused when any of the keys is the demo key.
    name: 'ESIGN_CONNECT_HMAC_KEYS',
    kind: 'secret',
    readers: ['documents'],
    demo: ['onboard-esign-connect-demo-key'],
    unsetIsDemo: false,
    provider: 'ESIGN_BASE_URL',
  },
  // Video host (Vidyard, decision 115).
  {
    name: 'VIDEO_HOST_URL',
    kind: 'url',
    readers: ['documents'],
    demo: ['http://127.0.0.1:4100/video'],
    unsetIsDemo: true,
  },
  {
    name: 'VIDEO_HOST_TOKEN',
    kind: 'secret',
    readers: ['documents'],
    demo: ['onboard-video-stand-in-token'],
    unsetIsDemo: true,
    provider: 'VIDEO_HOST_URL',
  },
  // File storage (decision 109): only with STORAGE_DRIVER=s3 are these read, but a stand-in address or key
  // is refused whenever it is set.
  {
    name: 'S3_ENDPOINT',
    kind: 'url',
    readers: ['gateway', 'documents'],
    demo: [],
    unsetIsDemo: false,
  },
  {
    name: 'S3_ACCESS_KEY_ID',
    kind: 'secret',
    readers: ['gateway', 'documents'],
    demo: ['onboard-s3-stand-in-key'],
    unsetIsDemo: false,
    provider: 'S3_ENDPOINT',
  },
  {
    name: 'S3_SECRET_ACCESS_KEY',
    kind: 'secret',
    readers: ['gateway', 'documents'],
    demo: ['onboard-s3-stand-in-secret'],
    unsetIsDemo: false,
    provider: 'S3_ENDPOINT',
  },
  // QPS (decision 145).
  {
    name: 'QPS_BASE_URL',
    kind: 'url',
    readers: ['qps'],
    demo: ['http://127.0.0.1:4100/qps'],
    unsetIsDemo: true,
  },
  {
    name: 'QPS_API_KEY',
    kind: 'secret',
    readers: ['qps'],
    demo: ['onboard-qps-stand-in-key'],
    unsetIsDemo: true,
    provider: 'QPS_BASE_URL',
  },
  // reCAPTCHA and the chat provider (decisions 169, 170).
  {
    name: 'RECAPTCHA_VERIFY_URL',
    kind: 'url',
    readers: ['explorer'],
    demo: ['http://127.0.0.1:4100/recaptcha'],
    unsetIsDemo: true,
  },
  {
    name: 'RECAPTCHA_SECRET',
    kind: 'secret',
    readers: ['explorer'],
    demo: ['onboard-recaptcha-demo-secret'],
    unsetIsDemo: true,
    provider: 'RECAPTCHA_VERIFY_URL',
  },
  {
    name: 'CHAT_STATUS_URL',
    kind: 'url',
    readers: ['explorer'],
    demo: ['http://127.0.0.1:4100/chat'],
    unsetIsDemo: true,
  },
  // Jira (no credential setting: the adapter calls JIRA_BASE_URL as it is).
  {
    name: 'JIRA_BASE_URL',
    kind: 'url',
    readers: ['clients'],
    demo: ['http://127.0.0.1:4100/jira'],
    unsetIsDemo: true,
  },
  // SMTP: unset, the stand-ins' sink (127.0.0.1:2525); a relay on this machine at another port is real (a
  // local MTA). SMTP_PASSWORD has no default, so nothing to refuse.
  {
    name: 'SMTP_HOST',
    kind: 'url',
    readers: ['email'],
    demo: ['stand-ins'],
    unsetIsDemo: true,
  },
  // Sentry: unset, reports are only logged; a DSN at the stand-ins' sink is a demo.
  {
    name: 'SENTRY_DSN',
    kind: 'url',
    readers: ['gateway'],
    demo: [],
    unsetIsDemo: false,
  },
];

/**
 * Hosts that are never a real provider: the stand-ins (their compose and k8s service name, this machine) and
 * the names reserved for examples and tests (RFC 2606, RFC 6761), which the deploy files use as placeholders.
 */
const isStandInHost = (host: string): boolean => {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    h === 'stand-ins' ||
    h === 'localhost' ||
    h === '::1' ||
    /^127\./.test(h) ||
    h === '0.0.0.0' ||
    /(^|\.)(example\.(com|net|org)|example|invalid|test|localhost)$/.test(h)
  );
};

/** A placeholder the operator was meant to replace (k8s/secret.yaml's REPLACE_ME). */
const isPlaceholder = (value: string): boolean => /replace[_-]?me|changeme|change-me/i.test(value);

const normalise = (value: string): string => value.replace(/\\n/g, '\n').replace(/\s+/g, '');

/** Why `value` of `setting` is a demo one, or undefined when it is not. */
function demoReason(
  setting: DemoSetting,
  value: string | undefined,
  env: Record<string, string | undefined>,
): string | undefined {
  if (value === undefined || value.trim() === '')
    return setting.unsetIsDemo ? (setting.demo.length ? 'unset: the demo default' : 'unset') : undefined;
  if (isPlaceholder(value)) return 'a placeholder';
  const values = setting.name === 'ESIGN_CONNECT_HMAC_KEYS' ? value.split(',') : [value];
  if (values.some((v) => setting.demo.some((demo) => normalise(demo) === normalise(v))))
    return setting.kind === 'url' ? "the stand-ins' address" : 'the demo value from the source';
  if (setting.kind === 'url') {
    const host = hostOf(setting.name, value);
    const sinkPort = setting.name !== 'SMTP_HOST' || (env.SMTP_PORT ?? '2525') === '2525';
    if (host !== undefined && isStandInHost(host) && sinkPort)
      return "the stand-ins' or a placeholder address";
  }
  return undefined;
}

/** The host a URL setting names (SMTP_HOST is a bare host name). */
function hostOf(name: string, value: string): string | undefined {
  if (name === 'SMTP_HOST') return value.trim();
  try {
    return new URL(value.trim()).hostname;
  } catch {
    return undefined;
  }
}

/** The setting's value in `env`, or its demo default when unset. */
const effective = (setting: DemoSetting, env: Record<string, string | undefined>): string | undefined =>
  env[setting.name] || (setting.unsetIsDemo ? setting.demo[0] : undefined);

/**
 * Every demo setting `reader` would start with: with NODE_ENV=production, any listed setting it reads that is
 * unset (when that means a demo value), a placeholder, a demo value or a stand-in address; in every
 * environment, a demo secret sent to a real provider (DocuSign with the demo key, decision 132).
 */
export function demoSettingProblems(
  reader: SettingReader,
  env: Record<string, string | undefined>,
): { name: string; reason: string }[] {
  const production = env.NODE_ENV === 'production';
  const problems: { name: string; reason: string }[] = [];
  const byName = new Map(DEMO_SETTINGS.map((s) => [s.name, s]));
  for (const setting of DEMO_SETTINGS) {
    if (!setting.readers.includes(reader)) continue;
    const reason = demoReason(setting, env[setting.name], env);
    if (reason === undefined) continue;
    if (production) {
      problems.push({ name: setting.name, reason });
      continue;
    }
    const provider = setting.provider === undefined ? undefined : byName.get(setting.provider);
    if (provider !== undefined) {
      const providerUrl = effective(provider, env);
      if (providerUrl !== undefined && demoReason(provider, providerUrl, env) === undefined)
        problems.push({ name: setting.name, reason: `${reason}, with the real provider ${providerUrl}` });
    }
  }
  return problems;
}

/** Thrown at start when a service would run with a demo secret or the stand-ins in production. */
export class DemoSettingsError extends Error {
  constructor(
    readonly settings: string[],
    sentence: string,
  ) {
    super(sentence);
    this.name = 'DemoSettingsError';
  }
}

/**
 * Refuses to start `reader` with a demo setting (see demoSettingProblems), in one sentence naming every
 * setting to change. Called once at start, before anything connects.
 */
export function refuseDemoSettings(reader: SettingReader, env: Record<string, string | undefined>): void {
  const problems = demoSettingProblems(reader, env);
  if (problems.length === 0) return;
  const list = problems.map((p) => `${p.name} (${p.reason})`).join(', ');
  const when = env.NODE_ENV === 'production' ? 'with NODE_ENV=production' : 'against a real provider';
  throw new DemoSettingsError(
    problems.map((p) => p.name),
    `${reader} will not start ${when} while a setting keeps a demo value published with Onboard or ` +
      `reaches the stand-ins: set ${list} to the real system's own value (README, Deploy).`,
  );
}

/**
 * Refuses to load the demo data (`<service> seed`) with NODE_ENV=production: its users' passwords and codes are
 * published in the README, so a production database seeded with them could be signed in to by anyone.
 */
export function refuseDemoSeed(reader: SettingReader, env: Record<string, string | undefined>): void {
  if (env.NODE_ENV !== 'production') return;
  throw new DemoSettingsError(
    [],
    `${reader} will not load the demo data with NODE_ENV=production: its users' passwords are published ` +
      'with Onboard (README, Demo users). Seed only a demo or test system.',
  );
}
