import { type Doc, DocumentStore, assertDocumentName, assertParentName } from './documents.js';
import { FirestoreError } from './errors.js';
import { type FieldPath, project } from './field-paths.js';
import type { Claim } from './locks.js';
import { type Query, QueryEngine } from './query.js';
import {
  type BeginOptions,
  type Transaction,
  Transactions,
  transactionKey,
} from './transactions.js';
import type { Value } from './values.js';
import { type Write, type WriteOutcome, applyWrite } from './writes.js';

/** How a read is isolated: in a transaction, one to begin now, at a past time, or the latest. */
export type ReadSelector =
  | { transaction: Uint8Array }
  | { newTransaction: BeginOptions }
  | { readTime: bigint }
  | Record<string, never>;

interface ReadContext {
  /** The snapshot read; undefined reads the latest. */
  at: bigint | undefined;
  readTime: bigint;
  tx: Transaction | undefined;
  /** Set when this read began the transaction (the client learns its id from the answer). */
  newTransactionId: Uint8Array | undefined;
}

export interface CommitResult {
  commitTime: bigint;
  results: WriteOutcome[];
}

/** Told about every commit, with the names of the documents it changed. */
export type CommitListener = (changed: ReadonlySet<string>, commitTime: bigint) => void;

/**
 * One emulated Firestore: documents, queries, transactions and commits, with
 * Firestore's guarantees: a commit applies all of its writes or none, reads see
 * one consistent snapshot, and read-write transactions are serializable by
 * pessimistic locking, as the server SDKs get from Firestore (see LockTable):
 * what a transaction has read cannot change until it ends, so writers wait for
 * it instead of the transaction failing at commit.
 */
export class Database {
  readonly store = new DocumentStore();
  readonly queries = new QueryEngine(this.store);
  readonly transactions = new Transactions();
  private readonly listeners = new Set<CommitListener>();
  private readonly queryObservers = new Set<(query: Query) => void>();

  onCommit(listener: CommitListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Told about every query a client runs (the index-coverage check records them). */
  onQuery(observer: (query: Query) => void): () => void {
    this.queryObservers.add(observer);
    return () => this.queryObservers.delete(observer);
  }

  private readContext(selector: ReadSelector): ReadContext {
    if ('transaction' in selector || 'newTransaction' in selector) {
      const begun = 'newTransaction' in selector;
      const tx = begun
        ? this.begin(selector.newTransaction)
        : this.transactions.get(transactionKey(selector.transaction));
      const readTime = tx.readTime ?? this.store.readTime();
      return {
        at: tx.readTime,
        readTime,
        tx,
        newTransactionId: begun ? Buffer.from(tx.id, 'hex') : undefined,
      };
    }
    if ('readTime' in selector) {
      return {
        at: selector.readTime,
        readTime: selector.readTime,
        tx: undefined,
        newTransactionId: undefined,
      };
    }
    return {
      at: undefined,
      readTime: this.store.readTime(),
      tx: undefined,
      newTransactionId: undefined,
    };
  }

  /**
   * Runs a read: at once outside read-write transactions; inside one, once its
   * lock is granted, on the latest data (which the lock then keeps current).
   */
  private async locked<T>(
    context: ReadContext,
    claim: Claim,
    read: () => T,
    signal?: AbortSignal,
  ): Promise<T> {
    const { tx } = context;
    if (!tx || tx.readOnly) return read();
    return this.transactions.use(tx, () =>
      this.transactions.locks.acquire(
        tx,
        claim,
        () => {
          context.readTime = this.store.readTime();
          return read();
        },
        signal,
      ),
    );
  }

  async getDocuments(
    names: readonly string[],
    selector: ReadSelector,
    mask?: readonly FieldPath[],
    signal?: AbortSignal,
  ): Promise<{ context: ReadContext; found: { name: string; doc: Doc | null }[] }> {
    names.forEach(assertDocumentName);
    const context = this.readContext(selector);
    const found = await this.locked(
      context,
      { kind: 'read', names },
      () =>
        names.map((name) => {
          const doc = this.store.get(name, context.at);
          return { name, doc: doc && mask ? { ...doc, fields: project(doc.fields, mask) } : doc };
        }),
      signal,
    );
    return { context, found };
  }

  async runQuery(
    query: Query,
    selector: ReadSelector,
    signal?: AbortSignal,
  ): Promise<{ context: ReadContext; docs: Doc[] }> {
    assertParentName(query.parent);
    for (const observe of this.queryObservers) observe(query);
    const context = this.readContext(selector);
    const docs = await this.locked(
      context,
      { kind: 'range', query },
      () => this.queries.run(query, context.at),
      signal,
    );
    const { select } = query;
    if (!select) return { context, docs };
    // A computed distance survives the projection.
    const keep = query.findNearest?.resultField;
    const paths = keep ? [...select, keep] : select;
    return { context, docs: docs.map((d) => ({ ...d, fields: project(d.fields, paths) })) };
  }

  /**
   * Applies `writes` atomically, in a transaction when `transaction` is given,
   * once no one else holds a lock on what they write (see LockTable). The
   * transaction ends with its commit, whether the commit succeeds or not.
   */
  async commit(
    writes: readonly Write[],
    transaction?: Uint8Array,
    signal?: AbortSignal,
  ): Promise<CommitResult> {
    writes.forEach((w) => assertDocumentName(w.name));
    let tx: Transaction | undefined;
    if (transaction && transaction.length > 0) {
      tx = this.transactions.get(transactionKey(transaction));
      if (tx.readOnly) {
        this.transactions.end(tx);
        if (writes.length > 0) {
          throw new FirestoreError('INVALID_ARGUMENT', 'Cannot write in a read-only transaction.');
        }
        return { commitTime: this.store.commitTime(), results: [] };
      }
    }
    const owner = tx ?? this.transactions.plainWriter();
    const claim: Claim = {
      kind: 'write',
      names: [...new Set(writes.map((w) => w.name))],
      versions: () => this.versionsOf(writes),
    };
    const apply = () => {
      try {
        return this.apply(writes);
      } finally {
        if (tx) this.transactions.end(tx);
      }
    };
    if (!tx) return this.transactions.locks.acquire(owner, claim, apply, signal);
    const committing = tx;
    return this.transactions.use(committing, () =>
      this.transactions.locks.acquire(committing, claim, apply, signal),
    );
  }

  /** What `writes` would leave, document by document, applied to the latest data at `time`. */
  private outcomes(writes: readonly Write[], time: bigint) {
    const next = new Map<string, Doc | null>();
    const results = writes.map((write) => {
      const current = next.has(write.name)
        ? (next.get(write.name) ?? null)
        : this.store.get(write.name);
      const outcome = applyWrite(current, write, time);
      next.set(write.name, outcome.doc);
      return outcome;
    });
    return { next, results };
  }

  /** The documents `writes` touch, as they are now and as the writes would leave them. */
  private versionsOf(writes: readonly Write[]): Doc[] {
    const docs: Doc[] = [];
    for (const w of writes) {
      const now = this.store.get(w.name);
      if (now) docs.push(now);
    }
    try {
      for (const doc of this.outcomes(writes, this.store.readTime()).next.values()) {
        if (doc) docs.push(doc);
      }
    } catch {
      // A write that will fail changes nothing: the documents as they are are enough.
    }
    return docs;
  }

  private apply(writes: readonly Write[]): CommitResult {
    const commitTime = this.store.commitTime();
    const { next, results } = this.outcomes(writes, commitTime);
    // Every write succeeded: only now does anything change.
    const changes = new Map<string, Doc | null>();
    for (const [name, doc] of next) {
      if (doc !== this.store.get(name)) changes.set(name, doc);
    }
    if (changes.size > 0) {
      this.store.apply(changes, commitTime);
      const changed = new Set(changes.keys());
      for (const listener of this.listeners) listener(changed, commitTime);
    }
    return { commitTime, results };
  }

  /** BulkWriter's call: each write on its own, not atomically; one status per write. */
  batchWrite(
    writes: readonly Write[],
    signal?: AbortSignal,
  ): Promise<{ outcome?: WriteOutcome; error?: FirestoreError }[]> {
    return Promise.all(
      writes.map(async (write) => {
        try {
          return { outcome: (await this.commit([write], undefined, signal)).results[0] };
        } catch (err) {
          if (err instanceof FirestoreError) return { error: err };
          throw err;
        }
      }),
    );
  }

  beginTransaction(options: BeginOptions): Uint8Array {
    return Buffer.from(this.begin(options).id, 'hex');
  }

  /** A read-only transaction reads one snapshot: the given time, or now. */
  private begin(options: BeginOptions): Transaction {
    return this.transactions.begin(
      options.readOnly
        ? { ...options, readTime: options.readTime ?? this.store.readTime() }
        : options,
    );
  }

  rollback(transaction: Uint8Array): void {
    this.transactions.rollback(transactionKey(transaction));
  }

  clear(): void {
    this.transactions.clear();
    this.store.clear();
    this.queries.clear();
    for (const listener of this.listeners) listener(new Set(), this.store.commitTime());
  }
}

export type { Value };
