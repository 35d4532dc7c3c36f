import { randomBytes } from 'node:crypto';
import type { DocumentStore } from './documents.js';
import { FirestoreError } from './errors.js';
import { type Query, type QueryEngine, resultSignature } from './query.js';

/** Firestore drops a transaction 270 s after it began. */
const TRANSACTION_LIFETIME_MS = 270_000;

export interface Transaction {
  readonly id: string;
  readonly readOnly: boolean;
  /** Every read of the transaction sees this snapshot. */
  readonly readTime: bigint;
  /** Every document read: its update time then, or null when it did not exist. */
  readonly reads: Map<string, bigint | null>;
  /** Every query run: what it returned then. */
  readonly queries: { query: Query; signature: string }[];
  readonly startedAt: number;
}

export const transactionKey = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');

/**
 * Serializable transactions by optimistic concurrency. Every read of a transaction
 * sees the snapshot of the moment it began; a read-write transaction remembers
 * what it read (documents with their versions, and query results), and its commit
 * is refused with ABORTED when any of that is no longer current, so the client
 * retries it on fresh data. Commits run to completion one at a time (the emulator
 * is single-threaded), so validating and applying cannot interleave.
 */
export class Transactions {
  private readonly open = new Map<string, Transaction>();

  constructor(
    private readonly store: DocumentStore,
    private readonly engine: QueryEngine,
  ) {}

  begin(options: { readOnly: boolean; readTime?: bigint }): Transaction {
    this.expire();
    const tx: Transaction = {
      id: transactionKey(randomBytes(16)),
      readOnly: options.readOnly,
      readTime: options.readTime ?? this.store.readTime(),
      reads: new Map(),
      queries: [],
      startedAt: Date.now(),
    };
    this.open.set(tx.id, tx);
    return tx;
  }

  get(id: string): Transaction {
    const tx = this.open.get(id);
    if (!tx || Date.now() - tx.startedAt > TRANSACTION_LIFETIME_MS) {
      this.open.delete(id);
      throw new FirestoreError(
        'INVALID_ARGUMENT',
        'The referenced transaction has expired or is no longer valid.',
      );
    }
    return tx;
  }

  recordRead(tx: Transaction, name: string, updateTime: bigint | null): void {
    if (tx.readOnly || tx.reads.has(name)) return;
    tx.reads.set(name, updateTime);
  }

  recordQuery(tx: Transaction, query: Query, signature: string): void {
    if (!tx.readOnly) tx.queries.push({ query, signature });
  }

  /** Ends the transaction; throws ABORTED when what it read has changed since. */
  finish(tx: Transaction): void {
    this.open.delete(tx.id);
    for (const [name, seen] of tx.reads) {
      const now = this.store.get(name)?.updateTime ?? null;
      if (now !== seen) throw aborted();
    }
    for (const { query, signature } of tx.queries) {
      if (resultSignature(this.engine.run(query)) !== signature) throw aborted();
    }
  }

  rollback(id: string): void {
    this.open.delete(id);
  }

  clear(): void {
    this.open.clear();
  }

  private expire(): void {
    const now = Date.now();
    for (const [id, tx] of this.open) {
      if (now - tx.startedAt > TRANSACTION_LIFETIME_MS) this.open.delete(id);
    }
  }
}

function aborted(): FirestoreError {
  return new FirestoreError(
    'ABORTED',
    'Too much contention on these documents. Please try again. (A document this transaction read was changed before it committed.)',
  );
}
