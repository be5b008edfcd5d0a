import { OutsideSystemUnavailableError } from '@onboard/server-kit';
import { z } from 'zod';

/** What the siteverify answer says of a token (Google reCAPTCHA's protocol). */
export type RecaptchaResult = {
  success: boolean;
  score: number | null;
  action: string | null;
  hostname: string | null;
  errorCodes: string[];
};

/** Checks a reCAPTCHA token a browser sent (decision 169). */
export interface RecaptchaVerifier {
  verify(token: string, remoteIp: string | null): Promise<RecaptchaResult>;
}

const siteverifyAnswerSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  challenge_ts: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

export type HttpRecaptchaVerifierOptions = {
  /** e.g. https://www.google.com/recaptcha/api or the stand-in's http://stand-ins:4100/recaptcha. */
  verifyUrl: string;
  secret: string;
  timeoutMs: number;
  fetchFn?: typeof fetch;
};

/**
 * reCAPTCHA's siteverify over HTTP: POST `${verifyUrl}/siteverify` with the form-encoded `secret`, `response`
 * (the token) and `remoteip`; the answer `{success, score, action, hostname, 'error-codes'}`.
 */
export class HttpRecaptchaVerifier implements RecaptchaVerifier {
  private readonly fetchFn: typeof fetch;

  constructor(private readonly options: HttpRecaptchaVerifierOptions) {
    this.fetchFn = options.fetchFn ?? fetch;
  }

  async verify(token: string, remoteIp: string | null): Promise<RecaptchaResult> {
    const form = new URLSearchParams({ secret: this.options.secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    let response: Response;
    try {
      response = await this.fetchFn(`${this.options.verifyUrl.replace(/\/$/, '')}/siteverify`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw new OutsideSystemUnavailableError(
        'recaptcha',
        error instanceof Error ? error.message : String(error),
      );
    }
    if (!response.ok) throw new OutsideSystemUnavailableError('recaptcha', `HTTP ${response.status}`);
    const parsed = siteverifyAnswerSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new OutsideSystemUnavailableError('recaptcha', 'answer not understood');
    return {
      success: parsed.data.success,
      score: parsed.data.score ?? null,
      action: parsed.data.action ?? null,
      hostname: parsed.data.hostname ?? null,
      errorCodes: parsed.data['error-codes'] ?? [],
    };
  }
}

/** A token passes when siteverify says success and its score (v3) is at least the minimum. */
export const recaptchaPassed = (result: RecaptchaResult, minScore: number): boolean =>
  result.success && (result.score === null || result.score >= minScore);
