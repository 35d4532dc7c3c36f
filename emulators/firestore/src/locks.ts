import type { Doc } from './documents.js';
import { FirestoreError } from './errors.js';
import { type Query, inScannedRange } from './query.js';

/** Whoever takes locks: a read-write transaction, or one plain commit for as long as it waits. */
export interface LockOwner {
  /** Its age: lower is older. A retried transaction keeps the age of its first attempt. */
  readonly priority: number;
  /** Set once it can take no more locks (wounded, expired, ended); its waits fail with it. */
  ended?: FirestoreError;
}

/** What a query in a transaction locked: its range, up to its last result when a limit cut it. */
export interface QueryRange {
  query: Query;
  until?: Doc;
}

/** What a request needs before it can run. */
export type Claim =
  | { kind: 'read'; names: readonly string[] }
  | { kind: 'range'; query: Query }
  | {
      kind: 'write';
      names: readonly string[];
      /** The written documents as they are and as they would be: a range holds either. */
      versions: () => readonly Doc[];
    };

interface Pending {
  owner: LockOwner;
  claim: Claim;
  seq: number;
  run: () => unknown;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

const older = (a: LockOwner, b: LockOwner) => a.priority < b.priority;

/** The range a query's scan covered: where it stopped when its limit cut it short. */
export function rangeOf(query: Query, results: readonly Doc[]): QueryRange {
  const cut = query.limit !== undefined && !query.findNearest && results.length >= query.limit;
  const until = cut ? results[results.length - 1] : undefined;
  return until ? { query, until } : { query };
}

/**
 * Document and range locks with Firestore's pessimistic concurrency. A read in a
 * read-write transaction takes a shared lock on each document it reads (existing
 * or not) or on the range a query scanned, and keeps it until the transaction
 * ends. A commit, in a transaction or not, needs every document it writes free of
 * other holders: it waits for older holders and wounds younger ones (wound-wait,
 * as Spanner under Firestore does), so waits always point from younger to older
 * and can never form a cycle, and the oldest transaction is never made to wait.
 * A read waits only behind an older commit that is waiting for the same document,
 * so that a stream of readers cannot starve a writer. Commits apply at once when
 * granted (the emulator is single-threaded), so an exclusive lock is never held
 * across time: granting a commit runs it.
 */
export class LockTable {
  private readonly docHolders = new Map<string, Set<LockOwner>>();
  private readonly heldDocs = new Map<LockOwner, Set<string>>();
  private readonly heldRanges = new Map<LockOwner, QueryRange[]>();
  private pending: Pending[] = [];
  private seq = 0;
  private processing = false;
  private again = false;

  /** `wound` ends a younger holder that stands in an older commit's way (and calls `release`). */
  constructor(private readonly wound: (owner: LockOwner) => void) {}

  /**
   * Runs `run` as soon as `claim` can be granted to `owner`, holding the claimed
   * read locks from then on; rejects with the owner's `ended` error if it is
   * wounded or ends while waiting, or CANCELLED when `signal` aborts first.
   */
  acquire<T>(owner: LockOwner, claim: Claim, run: () => T, signal?: AbortSignal): Promise<T> {
    if (owner.ended) return Promise.reject(owner.ended);
    return new Promise<T>((resolve, reject) => {
      const request: Pending = {
        owner,
        claim,
        seq: this.seq++,
        run,
        resolve: resolve as (value: unknown) => void,
        reject,
      };
      this.pending.push(request);
      signal?.addEventListener(
        'abort',
        () => {
          if (!this.pending.includes(request)) return;
          this.drop(request);
          reject(
            new FirestoreError('CANCELLED', 'The call was cancelled while waiting for a lock'),
          );
          this.process();
        },
        { once: true },
      );
      this.process();
    });
  }

  /** Drops every lock of `owner` and fails its waits with its `ended` error. */
  release(owner: LockOwner): void {
    for (const name of this.heldDocs.get(owner) ?? []) {
      const holders = this.docHolders.get(name);
      holders?.delete(owner);
      if (holders?.size === 0) this.docHolders.delete(name);
    }
    this.heldDocs.delete(owner);
    this.heldRanges.delete(owner);
    const error =
      owner.ended ?? new FirestoreError('ABORTED', 'The transaction ended while it waited');
    for (const request of this.pending.filter((p) => p.owner === owner)) {
      this.drop(request);
      request.reject(error);
    }
    this.process();
  }

  /** How many requests wait for a lock (for tests and diagnostics). */
  get waiting(): number {
    return this.pending.length;
  }

  private drop(request: Pending): void {
    this.pending = this.pending.filter((p) => p !== request);
  }

  /** Grants what can be granted, oldest owner first, until nothing changes. */
  private process(): void {
    if (this.processing) {
      this.again = true;
      return;
    }
    this.processing = true;
    try {
      do {
        this.again = false;
        const queue = [...this.pending].sort(
          (a, b) => a.owner.priority - b.owner.priority || a.seq - b.seq,
        );
        for (const request of queue) {
          if (this.pending.includes(request)) this.tryGrant(request);
        }
      } while (this.again);
    } finally {
      this.processing = false;
    }
  }

  private tryGrant(request: Pending): void {
    const { owner, claim } = request;
    if (owner.ended) {
      this.drop(request);
      request.reject(owner.ended);
      return;
    }
    if (claim.kind !== 'write') {
      const blocked = this.pending.some(
        (p) =>
          p.claim.kind === 'write' &&
          p.owner !== owner &&
          older(p.owner, owner) &&
          readMeetsWrite(claim, p.claim),
      );
      if (blocked) return;
      this.drop(request);
      this.settle(request, (value) => {
        if (claim.kind === 'read') this.holdDocs(owner, claim.names);
        else this.holdRange(owner, rangeOf(claim.query, value as readonly Doc[]));
      });
      return;
    }
    const holders = this.holdersAgainst(owner, claim);
    let mustWait = false;
    for (const holder of holders) {
      if (older(owner, holder)) {
        this.wound(holder);
        this.again = true;
      } else {
        mustWait = true;
      }
    }
    if (mustWait) return;
    this.drop(request);
    this.again = true;
    this.settle(request);
  }

  /** Runs a granted request now: nothing else can happen between the grant and the run. */
  private settle(request: Pending, hold?: (value: unknown) => void): void {
    let value: unknown;
    try {
      value = request.run();
    } catch (err) {
      request.reject(err);
      return;
    }
    hold?.(value);
    request.resolve(value);
  }

  private holdDocs(owner: LockOwner, names: readonly string[]): void {
    let held = this.heldDocs.get(owner);
    if (!held) {
      held = new Set();
      this.heldDocs.set(owner, held);
    }
    for (const name of names) {
      held.add(name);
      let holders = this.docHolders.get(name);
      if (!holders) {
        holders = new Set();
        this.docHolders.set(name, holders);
      }
      holders.add(owner);
    }
  }

  private holdRange(owner: LockOwner, range: QueryRange): void {
    const ranges = this.heldRanges.get(owner) ?? [];
    ranges.push(range);
    this.heldRanges.set(owner, ranges);
  }

  /** Everyone else holding a lock that a write claim needs. */
  private holdersAgainst(owner: LockOwner, claim: Extract<Claim, { kind: 'write' }>) {
    const holders = new Set<LockOwner>();
    for (const name of claim.names) {
      for (const holder of this.docHolders.get(name) ?? []) {
        if (holder !== owner) holders.add(holder);
      }
    }
    if (this.heldRanges.size > 0) {
      const versions = claim.versions();
      for (const [holder, ranges] of this.heldRanges) {
        if (holder === owner || holders.has(holder)) continue;
        if (ranges.some((r) => versions.some((doc) => inScannedRange(r.query, doc, r.until)))) {
          holders.add(holder);
        }
      }
    }
    return holders;
  }
}

function readMeetsWrite(
  read: Exclude<Claim, { kind: 'write' }>,
  write: Extract<Claim, { kind: 'write' }>,
): boolean {
  if (read.kind === 'read') return read.names.some((name) => write.names.includes(name));
  return write.versions().some((doc) => inScannedRange(read.query, doc));
}
