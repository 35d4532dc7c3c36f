/**
 * Counts what the API asks of Firestore: round trips, documents read, and
 * transactions with their attempts (an attempt beyond the first is a retry after
 * contention). Cheap enough to keep in production; tests and benches use it to
 * prove each call does the fewest reads it can and to measure contention.
 */
export const dbStats = { roundTrips: 0, docsRead: 0, transactions: 0, transactionAttempts: 0 };

export function recordRead(docs: number): void {
  dbStats.docsRead += Math.max(docs, 1);
}

export function resetDbStats(): void {
  dbStats.roundTrips = 0;
  dbStats.docsRead = 0;
  dbStats.transactions = 0;
  dbStats.transactionAttempts = 0;
}
