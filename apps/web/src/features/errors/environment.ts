/** Spec §9: the environments error reporting knows, detected from the page's host name. */
export type ErrorEnvironment = 'Production' | 'Stage' | 'QA' | 'Local';

/**
 * The production web app's host names (k8s/config.yaml WEB_BASE_URL). A deployment under another name adds
 * it here; an unlisted host without a QA or stage marker is "unknown" and reports nothing (decision 154).
 */
export const PRODUCTION_HOSTS: readonly string[] = ['onboard.example.com', 'www.onboard.example.com'];

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '0.0.0.0', '::1', '[::1]']);
const IPV4_LOOPBACK = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/** The host's words: labels split at dots and hyphens ("onboard-qa2.example.com" → onboard, qa2, …). */
const wordsOf = (host: string): string[] => host.split(/[.-]/).filter(Boolean);
const isWord = (words: string[], names: readonly string[]) =>
  words.some((word) => names.some((name) => new RegExp(`^${name}\\d{0,3}$`).test(word)));

/**
 * The environment of a host name (decision 154), first rule that matches:
 * Local: localhost, loopback addresses, `*.localhost`, `*.local`;
 * QA: a word `qa` (optionally numbered: qa2) in the name, words being the labels split at dots and hyphens;
 * Stage: a word `stage`, `staging` or `stg` (optionally numbered);
 * Production: one of PRODUCTION_HOSTS;
 * anything else: null (unknown).
 */
export function detectEnvironment(hostname: string): ErrorEnvironment | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (!host) return null;
  if (LOCAL_HOSTS.has(host) || IPV4_LOOPBACK.test(host) || /\.(localhost|local)$/.test(host)) return 'Local';
  const words = wordsOf(host);
  if (isWord(words, ['qa'])) return 'QA';
  if (isWord(words, ['stage', 'staging', 'stg'])) return 'Stage';
  if (PRODUCTION_HOSTS.includes(host)) return 'Production';
  return null;
}

/** Spec §9: trace sampling is 1 in Local, QA and Stage, 0.1 in Production, 0 when unknown. */
export function traceSampleRate(environment: ErrorEnvironment | null): number {
  switch (environment) {
    case 'Local':
    case 'QA':
    case 'Stage':
      return 1;
    case 'Production':
      return 0.1;
    case null:
      return 0;
  }
}
