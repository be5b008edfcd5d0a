import type { FastifyInstance } from 'fastify';

/** The secret the stand-in accepts unless told otherwise (the explorer service's default RECAPTCHA_SECRET). */
export const DEFAULT_RECAPTCHA_SECRET = 'onboard-recaptcha-demo-secret';

export type RecaptchaStandInOptions = {
  /** Secrets accepted; unset, DEFAULT_RECAPTCHA_SECRET. */
  secrets?: readonly string[];
};

/** What the stand-in was asked (for tests). */
export type RecaptchaCheck = { secret: string; response: string; remoteip: string | null; success: boolean };

export type RecaptchaStore = {
  checks: RecaptchaCheck[];
  /** 'tokens': by the token's prefix (below); 'pass-all' / 'fail-all': every token the same. */
  mode: RecaptchaMode;
};
export const RECAPTCHA_MODES = ['tokens', 'pass-all', 'fail-all'] as const;
export type RecaptchaMode = (typeof RECAPTCHA_MODES)[number];

const CAPACITY = 500;

/**
 * Google reCAPTCHA's siteverify (developers.google.com/recaptcha/docs/verify; decision 169) under /recaptcha:
 * `POST /recaptcha/siteverify` with the form-encoded `secret`, `response` and optional `remoteip`; answers
 * `{success, score, action, challenge_ts, hostname, 'error-codes'}` with HTTP 200 whatever the verdict.
 *
 * Tokens (mode 'tokens', the default): one starting 'pass' succeeds with score 0.9, 'low' succeeds with score
 * 0.1 (a v3 "likely a bot"), 'fail' (and anything else) fails with `invalid-input-response`. An unknown secret
 * fails with `invalid-input-secret`, a missing token with `missing-input-response`. Admin switch:
 * `PUT /recaptcha/admin/mode {mode}`; `GET /recaptcha/admin/checks` reads what was asked.
 */
export function registerRecaptchaRoutes(
  http: FastifyInstance,
  options: RecaptchaStandInOptions = {},
): RecaptchaStore {
  const secrets = new Set(options.secrets ?? [DEFAULT_RECAPTCHA_SECRET]);
  const store: RecaptchaStore = { checks: [], mode: 'tokens' };
  void http.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post('/recaptcha/siteverify', async (request) => {
      const form = (request.body ?? {}) as Record<string, string | undefined>;
      const secret = form['secret'] ?? '';
      const response = form['response'] ?? '';
      const answer = verdict(store.mode, secrets.has(secret), response);
      store.checks.push({ secret, response, remoteip: form['remoteip'] ?? null, success: answer.success });
      if (store.checks.length > CAPACITY) store.checks.shift();
      return {
        ...answer,
        action: 'share',
        challenge_ts: new Date().toISOString(),
        hostname: 'localhost',
      };
    });
    scope.put<{ Body: { mode?: unknown } }>('/recaptcha/admin/mode', async (request, reply) => {
      const mode = request.body?.mode;
      if (!(RECAPTCHA_MODES as readonly unknown[]).includes(mode)) {
        return reply.code(400).send({ error: `mode must be one of ${RECAPTCHA_MODES.join(', ')}` });
      }
      store.mode = mode as RecaptchaMode;
      return { mode: store.mode };
    });
    scope.get('/recaptcha/admin/checks', async () => ({ mode: store.mode, checks: store.checks }));
  });
  return store;
}

function verdict(
  mode: RecaptchaMode,
  secretKnown: boolean,
  token: string,
): { success: boolean; score?: number; 'error-codes'?: string[] } {
  if (!secretKnown) return { success: false, 'error-codes': ['invalid-input-secret'] };
  if (token === '') return { success: false, 'error-codes': ['missing-input-response'] };
  if (mode === 'pass-all') return { success: true, score: 0.9 };
  if (mode === 'fail-all') return { success: false, 'error-codes': ['invalid-input-response'] };
  if (token.startsWith('pass')) return { success: true, score: 0.9 };
  if (token.startsWith('low')) return { success: true, score: 0.1 };
  return { success: false, 'error-codes': ['invalid-input-response'] };
}
