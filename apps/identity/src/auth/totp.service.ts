import { Inject, Injectable } from '@nestjs/common';
import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config.js';

/** TOTP (RFC 6238: 6 digits, 30 s steps, SHA-1) as authenticator apps expect it. */
@Injectable()
export class TotpService {
  constructor(@Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig) {}

  newSecret(): string {
    return generateSecret();
  }

  async enrollment(secret: string, account: string): Promise<{ uri: string; qrCode: string }> {
    const uri = generateURI({ issuer: this.config.TOTP_ISSUER, label: account, secret });
    return { uri, qrCode: await QRCode.toDataURL(uri, { margin: 1, width: 220 }) };
  }

  /**
   * Accepts the code of the current step or one step either side (clock drift), never a step at or before
   * `afterTimeStep` (no replay). Answers the step used, to be stored.
   */
  async check(secret: string, code: string, afterTimeStep: number | null): Promise<number | null> {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: 30,
      ...(afterTimeStep !== null ? { afterTimeStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  /** The current code: for tests and the demo helper (`npm run totp`). */
  current(secret: string): Promise<string> {
    return generate({ secret });
  }
}
