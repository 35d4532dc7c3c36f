/**
 * Counts what the API asks of Firestore: round trips and documents read. Cheap
 * enough to keep in production; tests and benches use it to prove each call does
 * the fewest reads it can.
 */
export const dbStats = { roundTrips: 0, docsRead: 0 };

export function recordRead(docs: number): void {
  dbStats.docsRead += Math.max(docs, 1);
}

export function resetDbStats(): void {
  dbStats.roundTrips = 0;
  dbStats.docsRead = 0;
}
