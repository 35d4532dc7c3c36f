/**
 * An allowance of database work per key (an account), charged by cost after each request: a
 * token bucket that refills `perWindow` units every `windowMs`, holds at most `perWindow`, and
 * may go into debt. A request is let in while its key is in credit and charged what it cost once
 * it has answered, so one expensive call is paid off before the next is let in: over any stretch
 * of time a key spends at most `perWindow` per window, plus one full bucket, plus what its
 * requests still running when the bucket emptied cost. (Fixed-window counters, such as
 * express-rate-limit's, forget a debt at the end of the window.)
 */
export class CostAllowance {
  private readonly buckets = new Map<string, { balance: number; at: number }>();

  constructor(
    private readonly perWindow: number,
    private readonly windowMs: number,
    private readonly maxKeys = 50_000,
  ) {}

  /** How many keys it holds (those never charged, or whose allowance is whole again, need none). */
  get size(): number {
    return this.buckets.size;
  }

  /** Seconds until `key` is in credit again; 0 when it is now. */
  wait(key: string, now = Date.now()): number {
    const balance = this.balance(key, now);
    if (balance > 0) return 0;
    return Math.max(1, Math.ceil(((1 - balance) * this.windowMs) / this.perWindow / 1000));
  }

  /** Takes `cost` units from `key`'s balance (it may go below zero). */
  charge(key: string, cost: number, now = Date.now()): void {
    const balance = this.balance(key, now) - cost;
    this.buckets.delete(key); // Re-inserted last: the map iterates oldest first.
    this.buckets.set(key, { balance, at: now });
    if (this.buckets.size > this.maxKeys) this.forgetFull(now);
  }

  private balance(key: string, now: number): number {
    const bucket = this.buckets.get(key);
    if (!bucket) return this.perWindow;
    const refilled = ((now - bucket.at) * this.perWindow) / this.windowMs;
    return Math.min(this.perWindow, bucket.balance + refilled);
  }

  /** Keys whose bucket has refilled are the same as keys never seen: drop them, oldest first. */
  private forgetFull(now: number): void {
    for (const key of this.buckets.keys()) {
      if (this.buckets.size <= this.maxKeys / 2) return;
      if (this.balance(key, now) >= this.perWindow) this.buckets.delete(key);
    }
    // Still full of keys in debt: the oldest charges go (those keys get a fresh allowance).
    for (const key of this.buckets.keys()) {
      if (this.buckets.size <= this.maxKeys * 0.9) return;
      this.buckets.delete(key);
    }
  }
}
