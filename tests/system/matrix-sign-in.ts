import { tokenPairSchema, type AuthResult } from '@onboard/contracts';
import { generate } from 'otplib';
import request from 'supertest';
import { DEMO_PASSWORD, type TestSystem } from './harness.js';
import type { MatrixRecords, OwnerCall } from './matrix-records.js';

/** What a step of the sign-in needs: a fresh person brought to it, and the body that takes the next step. */
type Step = () => Promise<Record<string, string>>;

/**
 * The sign-in steps of the permission matrix (issue 31 item 5): their credential is the request itself, so an
 * allowed call can succeed only from the state a browser has reached when it sends it. For each call a fresh
 * person (MatrixRecords.person: the demo password, an authenticator) is walked through the steps before it,
 * anonymously, as the sign-in page does, and the call's body is the one that takes the next step.
 *
 * A sign-in in progress is its `stateToken`, which the web keeps in memory and sends in each step's body (the
 * gateway sets no cookie until `logged-in`); the steps are public, so the gateway reads no session of the
 * caller's for them, and a signed-in caller's session cookie changes nothing.
 */
export class MatrixSignIn {
  private readonly steps: Record<string, Step> = {
    'POST /api/auth/sign-in': async () => {
      const person = await this.records.person('BEN_ADMIN', undefined);
      return { username: person.email, password: DEMO_PASSWORD };
    },
    // A password past its expiry (no call makes one: the identity tests set the date, as here).
    'POST /api/auth/password/expired': async () => {
      const person = await this.records.person('BEN_ADMIN', undefined);
      await this.system.sql.query(
        `update "identity"."credential" set "password_expires_at" = now() - interval '1 day' where "user_id" = $1`,
        [person.id],
      );
      const first = await this.signIn(person.email, 'PASSWORD_EXPIRED');
      return {
        stateToken: first.stateToken,
        oldPassword: DEMO_PASSWORD,
        newPassword: 'A new and longer passphrase',
      };
    },
    'POST /api/auth/factors/challenge': async () => {
      const first = await this.signIn(
        (await this.records.person('BEN_ADMIN', undefined)).email,
        'MFA_REQUIRED',
      );
      return { stateToken: first.stateToken, factorId: first.factors[0]?.id ?? '' };
    },
    'POST /api/auth/factors/verify': async () => {
      const { stateToken, factorId, key } = await this.challenged();
      return { stateToken, factorId, passCode: await this.system.code(key) };
    },
    // A person whose authenticator staff reset (the MFA reset), signing in again: they enrol a new one.
    'POST /api/auth/factors/enroll': async () => ({ stateToken: (await this.toEnroll()).stateToken }),
    'POST /api/auth/factors/activate': async () => {
      const { stateToken } = await this.toEnroll();
      const enrolled = await this.step('factors/enroll', { stateToken }, 'MFA_ENROLL_ACTIVATE');
      return { stateToken, passCode: await generate({ secret: enrolled.factor.sharedSecret }) };
    },
    'POST /api/auth/token': async () => ({ sessionToken: await this.verified() }),
    'POST /api/users/authenticated/logged-in': async () => {
      const res = await request(this.system.url)
        .post('/api/auth/token')
        .send({ sessionToken: await this.verified() });
      if (res.status !== 200) throw new Error(`token: ${res.status} ${res.text.slice(0, 300)}`);
      const { accessToken, refreshToken } = tokenPairSchema.parse(res.body);
      return { accessToken, refreshToken };
    },
  };

  constructor(
    private readonly system: TestSystem,
    private readonly records: MatrixRecords,
    /** The owner's call (the MFA reset is staff's). */
    private readonly asOwner: OwnerCall,
  ) {}

  /** Whether the route is a sign-in step this class brings a person to. */
  handles(routeKey: string): boolean {
    return routeKey in this.steps;
  }

  /** The body of a call of the step that can succeed: a fresh person's sign-in brought to the step. */
  bodyOf(routeKey: string): Promise<Record<string, string>> {
    const step = this.steps[routeKey];
    if (!step) throw new Error(`not a sign-in step: ${routeKey}`);
    return step();
  }

  /** One step as the sign-in page takes it (anonymous), expecting the state `status`. */
  private async step<S extends AuthResult['status']>(
    path: string,
    body: object,
    status: S,
  ): Promise<Extract<AuthResult, { status: S }>> {
    const result = await this.system.step(path, body);
    if (result.status !== status) throw new Error(`${path}: expected ${status}, got ${result.status}`);
    return result as Extract<AuthResult, { status: S }>;
  }

  private signIn<S extends AuthResult['status']>(
    email: string,
    status: S,
  ): Promise<Extract<AuthResult, { status: S }>> {
    return this.step('sign-in', { username: email, password: DEMO_PASSWORD }, status);
  }

  /** A fresh person asked for their code: password, then the challenge of their one authenticator. */
  private async challenged(): Promise<{ stateToken: string; factorId: string; key: string }> {
    const person = await this.records.person('BEN_ADMIN', undefined);
    const first = await this.signIn(person.email, 'MFA_REQUIRED');
    const factorId = first.factors[0]?.id ?? '';
    await this.step('factors/challenge', { stateToken: first.stateToken, factorId }, 'MFA_CHALLENGE');
    return { stateToken: first.stateToken, factorId, key: person.key };
  }

  /** A fresh person's finished sign-in: the one-time session token its last step answers. */
  private async verified(): Promise<string> {
    const { stateToken, factorId, key } = await this.challenged();
    const done = await this.step(
      'factors/verify',
      { stateToken, factorId, passCode: await this.system.code(key) },
      'SUCCESS',
    );
    return done.sessionToken;
  }

  /** A fresh person without an authenticator (staff reset it) at their password: the enrolment's state. */
  private async toEnroll(): Promise<Extract<AuthResult, { status: 'MFA_ENROLL' }>> {
    const person = await this.records.person('BEN_ADMIN', undefined);
    const reset = await this.asOwner('POST', `/api/users/reset-mfa/${encodeURIComponent(person.email)}`);
    if (reset.status !== 200)
      throw new Error(`MFA reset: the matrix could not make its record (${reset.status} ${reset.text})`);
    return this.signIn(person.email, 'MFA_ENROLL');
  }
}
