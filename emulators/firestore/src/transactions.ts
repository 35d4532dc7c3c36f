import { randomBytes } from 'node:crypto';
import { FirestoreError } from './errors.js';
import { LockTable, type LockOwner } from './locks.js';

/** Firestore drops a transaction 270 s after it began, or after 60 s without a call. */
const TRANSACTION_LIFETIME_MS = 270_000;
const TRANSACTION_IDLE_MS = 60_000;
/** How long an ended transaction's age is kept for a retry to inherit (SDK backoff tops out at 60 s). */
const RETRY_MEMORY_MS = 300_000;
const SWEEP_MS = 1_000;

export interface Transaction extends LockOwner {
  readonly id: string;
  readonly readOnly: boolean;
  /** A read-only transaction's snapshot: every read sees it. Read-write ones read the latest, under lock. */
  readonly readTime: bigint | undefined;
  readonly startedAt: number;
  lastActive: number;
  /** Calls of this transaction in progress (waiting for a lock is not being idle). */
  busy: number;
}

export interface BeginOptions {
  readOnly: boolean;
  readTime?: bigint;
  /** The id of the attempt this one retries: it inherits that attempt's age. */
  retryOf?: string;
}

export const transactionKey = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');

const invalid = () =>
  new FirestoreError(
    'INVALID_ARGUMENT',
    'The referenced transaction has expired or is no longer valid.',
  );

export const wounded = () =>
  new FirestoreError(
    'ABORTED',
    'Aborted due to cross-transaction contention. This occurs when multiple transactions attempt to access the same data, requiring Firestore to abort at least one in order to enforce serializability.',
  );

/**
 * Transactions with Firestore's pessimistic concurrency (see LockTable): each has
 * an age, taken when it begins or inherited from the attempt it retries, that
 * decides who waits and who is aborted when two want the same document. A
 * transaction ends when it commits, rolls back, is wounded by an older one, or
 * expires (270 s after it began, or 60 s after its last call); its locks go with it.
 */
export class Transactions {
  readonly locks = new LockTable((owner) => this.abort(owner as Transaction, wounded()));
  private readonly open = new Map<string, Transaction>();
  /** Ended transactions: why they ended (for their late calls) and their age (for retries). */
  private readonly ended = new Map<
    string,
    { priority: number; error: FirestoreError; at: number }
  >();
  private nextPriority = 0;
  private sweeper: NodeJS.Timeout | undefined;

  begin(options: BeginOptions): Transaction {
    const inherited = options.retryOf
      ? (this.open.get(options.retryOf)?.priority ?? this.ended.get(options.retryOf)?.priority)
      : undefined;
    const now = Date.now();
    const tx: Transaction = {
      id: transactionKey(randomBytes(16)),
      readOnly: options.readOnly,
      readTime: options.readOnly ? options.readTime : undefined,
      priority: inherited ?? this.nextPriority++,
      startedAt: now,
      lastActive: now,
      busy: 0,
    };
    this.open.set(tx.id, tx);
    this.sweeper ??= setInterval(() => this.expire(), SWEEP_MS).unref();
    return tx;
  }

  /** A lock owner for one commit outside a transaction: younger than every transaction so far. */
  plainWriter(): LockOwner {
    return { priority: this.nextPriority++ };
  }

  /** The open transaction `id`; an ended one answers why it ended. */
  get(id: string): Transaction {
    const tx = this.open.get(id);
    if (tx) return tx;
    throw this.ended.get(id)?.error ?? invalid();
  }

  /** Runs one call of `tx`: it is not idle meanwhile, and its last call is now. */
  async use<T>(tx: Transaction, call: () => Promise<T>): Promise<T> {
    tx.busy += 1;
    tx.lastActive = Date.now();
    try {
      return await call();
    } finally {
      tx.busy -= 1;
      tx.lastActive = Date.now();
    }
  }

  /** Commits or rolls back: the transaction is over and its locks are released. */
  end(tx: Transaction): void {
    this.finish(tx, invalid());
  }

  rollback(id: string): void {
    const tx = this.open.get(id);
    if (tx) this.end(tx);
  }

  /** Ends every transaction (the database was cleared): their calls fail as aborted. */
  clear(): void {
    const error = new FirestoreError('ABORTED', 'The database was cleared');
    const all = [...this.open.values()];
    // All of them first, so that releasing one cannot grant another's waiting commit.
    for (const tx of all) tx.ended = error;
    for (const tx of all) this.finish(tx, error);
  }

  private abort(tx: Transaction, error: FirestoreError): void {
    if (this.open.get(tx.id) === tx) this.finish(tx, error);
  }

  private finish(tx: Transaction, error: FirestoreError): void {
    this.open.delete(tx.id);
    this.ended.set(tx.id, { priority: tx.priority, error, at: Date.now() });
    tx.ended = error;
    this.locks.release(tx);
    if (this.open.size === 0 && this.sweeper) {
      clearInterval(this.sweeper);
      this.sweeper = undefined;
    }
  }

  private expire(): void {
    const now = Date.now();
    for (const tx of [...this.open.values()]) {
      const idle = tx.busy === 0 && now - tx.lastActive > TRANSACTION_IDLE_MS;
      if (idle || now - tx.startedAt > TRANSACTION_LIFETIME_MS) this.finish(tx, invalid());
    }
    for (const [id, { at }] of this.ended) {
      if (now - at > RETRY_MEMORY_MS) this.ended.delete(id);
    }
  }
}
