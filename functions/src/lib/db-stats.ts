import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Counts what the API asks of Firestore: round trips, documents read and written, and
 * transactions with their attempts (an attempt beyond the first is a retry after contention).
 * Cheap enough to keep in production; tests and benches use it to prove each call does the
 * fewest reads it can and to measure contention.
 */
export const dbStats = {
  roundTrips: 0,
  docsRead: 0,
  docsWritten: 0,
  transactions: 0,
  transactionAttempts: 0,
};

/** The documents one request read and wrote: what the rate limiter charges it (rate-limit.ts). */
export interface RequestCost {
  reads: number;
  writes: number;
  /**
   * Work that is not the database's, in the same units (one unit the cost of a document): a
   * photo's decoding (reviews/photos.ts). Absent: none.
   */
  work?: number;
}

const requests = new AsyncLocalStorage<RequestCost>();

/** Runs `work` (a request's handling) with its own cost counter, which every read and write below adds to. */
export function metered<T>(cost: RequestCost, work: () => T): T {
  return requests.run(cost, work);
}

/**
 * Runs `work` outside any request's cost counter: upkeep of the instance (its search index) that
 * no caller asked for is not charged to whoever happens to be first. dbStats still counts it.
 */
export function unmetered<T>(work: () => T): T {
  return requests.exit(work);
}

/** A read of `docs` documents; Firestore bills a read that finds nothing as one. */
export function recordRead(docs: number): void {
  const billed = Math.max(docs, 1);
  dbStats.docsRead += billed;
  const cost = requests.getStore();
  if (cost) cost.reads += billed;
}

/** A write (set, update, create or delete) of `docs` documents. */
export function recordWrite(docs = 1): void {
  dbStats.docsWritten += docs;
  const cost = requests.getStore();
  if (cost) cost.writes += docs;
}

/** Work of the current request that costs like `units` documents (a photo's decoding). */
export function recordWork(units: number): void {
  const cost = requests.getStore();
  if (cost) cost.work = (cost.work ?? 0) + units;
}

export function resetDbStats(): void {
  dbStats.roundTrips = 0;
  dbStats.docsRead = 0;
  dbStats.docsWritten = 0;
  dbStats.transactions = 0;
  dbStats.transactionAttempts = 0;
}
