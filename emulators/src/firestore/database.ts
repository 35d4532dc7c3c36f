import { type Doc, DocumentStore, assertDocumentName, assertParentName } from './documents.js';
import { FirestoreError } from './errors.js';
import { type FieldPath, project } from './field-paths.js';
import { type Query, QueryEngine, resultSignature } from './query.js';
import { type Transaction, Transactions, transactionKey } from './transactions.js';
import type { Value } from './values.js';
import { type Write, type WriteOutcome, applyWrite } from './writes.js';

/** How a read is isolated: in a transaction, one to begin now, at a past time, or the latest. */
export type ReadSelector =
  | { transaction: Uint8Array }
  | { newTransaction: { readOnly: boolean; readTime?: bigint } }
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
 * Firestore's guarantees: a commit applies all of its writes or none, a
 * transaction commits only if nothing it read has changed, reads see one
 * consistent snapshot.
 */
export class Database {
  readonly store = new DocumentStore();
  readonly queries = new QueryEngine(this.store);
  readonly transactions = new Transactions(this.store, this.queries);
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
    if ('transaction' in selector) {
      const tx = this.transactions.get(transactionKey(selector.transaction));
      return { at: tx.readTime, readTime: tx.readTime, tx, newTransactionId: undefined };
    }
    if ('newTransaction' in selector) {
      const tx = this.transactions.begin(selector.newTransaction);
      return {
        at: tx.readTime,
        readTime: tx.readTime,
        tx,
        newTransactionId: Buffer.from(tx.id, 'hex'),
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

  getDocuments(
    names: readonly string[],
    selector: ReadSelector,
    mask?: readonly FieldPath[],
  ): { context: ReadContext; found: { name: string; doc: Doc | null }[] } {
    names.forEach(assertDocumentName);
    const context = this.readContext(selector);
    const found = names.map((name) => {
      const doc = this.store.get(name, context.at);
      if (context.tx) this.transactions.recordRead(context.tx, name, doc?.updateTime ?? null);
      return { name, doc: doc && mask ? { ...doc, fields: project(doc.fields, mask) } : doc };
    });
    return { context, found };
  }

  runQuery(query: Query, selector: ReadSelector): { context: ReadContext; docs: Doc[] } {
    assertParentName(query.parent);
    for (const observe of this.queryObservers) observe(query);
    const context = this.readContext(selector);
    const docs = this.queries.run(query, context.at);
    if (context.tx) this.transactions.recordQuery(context.tx, query, resultSignature(docs));
    const { select } = query;
    if (!select) return { context, docs };
    // A computed distance survives the projection.
    const keep = query.findNearest?.resultField;
    const paths = keep ? [...select, keep] : select;
    return { context, docs: docs.map((d) => ({ ...d, fields: project(d.fields, paths) })) };
  }

  /** Applies `writes` atomically, in a transaction when `transaction` is given. */
  commit(writes: readonly Write[], transaction?: Uint8Array): CommitResult {
    writes.forEach((w) => assertDocumentName(w.name));
    if (transaction && transaction.length > 0) {
      const tx = this.transactions.get(transactionKey(transaction));
      if (tx.readOnly && writes.length > 0) {
        this.transactions.rollback(tx.id);
        throw new FirestoreError('INVALID_ARGUMENT', 'Cannot write in a read-only transaction.');
      }
      this.transactions.finish(tx);
    }
    const commitTime = this.store.commitTime();
    const next = new Map<string, Doc | null>();
    const results = writes.map((write) => {
      const current = next.has(write.name)
        ? (next.get(write.name) ?? null)
        : this.store.get(write.name);
      const outcome = applyWrite(current, write, commitTime);
      next.set(write.name, outcome.doc);
      return outcome;
    });
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
  batchWrite(writes: readonly Write[]): { outcome?: WriteOutcome; error?: FirestoreError }[] {
    return writes.map((write) => {
      try {
        return { outcome: this.commit([write]).results[0] as WriteOutcome };
      } catch (err) {
        if (err instanceof FirestoreError) return { error: err };
        throw err;
      }
    });
  }

  beginTransaction(options: { readOnly: boolean; readTime?: bigint }): Uint8Array {
    return Buffer.from(this.transactions.begin(options).id, 'hex');
  }

  rollback(transaction: Uint8Array): void {
    this.transactions.rollback(transactionKey(transaction));
  }

  clear(): void {
    this.store.clear();
    this.queries.clear();
    this.transactions.clear();
    for (const listener of this.listeners) listener(new Set(), this.store.commitTime());
  }
}

export type { Value };
