import { createHash } from 'node:crypto';

/**
 * Access tokens whose signature, issuer, audience and expiry were checked, with what was read from
 * them, until they expire: a caller's every request after the first skips the signature check
 * (an RSA verification, 17 % of an authenticated request's CPU; issue 23). Keyed by a SHA-256 of
 * the token, so the cache holds no bearer credential. Bounded: past `max` tokens the oldest entry
 * goes (it is verified again on its next use). Only the token is cached: the account and its
 * session are still read on every request, so a disabled account or an ended sign-in is refused
 * on its next call (decisions.md "Verified-token cache").
 */
export class VerifiedTokens<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();

  constructor(private readonly max = 10_000) {}

  keyOf(token: string): string {
    return createHash('sha256').update(token).digest('base64url');
  }

  /** The facts of a token verified before and not yet expired at `nowMs`. */
  get(key: string, nowMs: number): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= nowMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps a verified token's facts until `until` (its `exp`, in ms); a token without one is not kept. */
  set(key: string, value: T, until: number | undefined, nowMs: number): void {
    if (until === undefined || !Number.isFinite(until) || until <= nowMs) return;
    if (this.entries.size >= this.max && !this.entries.has(key)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, until });
  }

  get size(): number {
    return this.entries.size;
  }
}
