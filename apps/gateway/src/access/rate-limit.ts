import { SetMetadata } from '@nestjs/common';
import type { RateLimitBucket } from '@onboard/contracts';

export const RATE_LIMIT = 'onboard:rate-limit';
export type { RateLimitBucket };

/** Limits calls per client IP per minute in the named bucket (limits come from the gateway config). */
export const RateLimit = (bucket: RateLimitBucket): MethodDecorator => SetMetadata(RATE_LIMIT, bucket);

/**
 * A sliding one-minute window per key, in this replica's memory. Each replica counts its own callers; the
 * account lockout in the identity service is the limit that holds across replicas.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly windowMs = 60_000) {}

  /** Records a hit; answers the seconds to wait when over the limit, else 0. */
  hit(key: string, limit: number, now = Date.now()): number {
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (recent.length >= limit) {
      this.hits.set(key, recent);
      return Math.ceil(((recent[0] ?? now) + this.windowMs - now) / 1000);
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 50_000) this.sweep(now);
    return 0;
  }

  private sweep(now: number): void {
    for (const [key, times] of this.hits)
      if (!times.some((t) => t > now - this.windowMs)) this.hits.delete(key);
  }
}
