import type { DecodedIdToken } from 'firebase-admin/auth';

/**
 * Remembers tokens already verified, until they expire (at most 5 minutes), so a
 * page that makes several calls pays for one signature check. Same token, same
 * answer: the check depends only on the token and the clock, and expiry is
 * re-checked on every hit. Only used where revocation is not checked.
 */
export class VerifiedTokenCache {
  private readonly entries = new Map<string, { decoded: DecodedIdToken; until: number }>();

  constructor(
    private readonly maxEntries = 2000,
    private readonly maxAgeMs = 5 * 60_000,
  ) {}

  get(token: string, now = Date.now()): DecodedIdToken | undefined {
    const hit = this.entries.get(token);
    if (!hit) return undefined;
    if (hit.until <= now) {
      this.entries.delete(token);
      return undefined;
    }
    return hit.decoded;
  }

  set(token: string, decoded: DecodedIdToken, now = Date.now()): void {
    const until = Math.min(decoded.exp * 1000, now + this.maxAgeMs);
    if (until <= now) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { decoded, until });
  }
}
