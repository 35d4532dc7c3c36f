import type { Transaction } from 'firebase-admin/firestore';
import { AppError } from '../errors/app-error';
import { DB_DEADLINE_MS, withDeadline } from './deadline';
import { firestore } from './firebase';

/** A Firestore transaction, as the use cases pass it to the stores. */
export type Tx = Transaction;

/** gRPC codes of a database that cannot be reached or does not answer in time. */
const UNREACHABLE = new Set([4, 14]);

/** However much contention there is, a transaction gives up well inside the function's timeout. */
const TRANSACTION_MAX_MS = 20_000;

const unavailable = () =>
  new AppError('database_unavailable', 'The database is unavailable, please try again');

/**
 * The transaction, with each of its reads held to the database deadline. A read
 * that times out or finds the database unreachable gives the transaction up with a
 * 503 at once: the SDK would otherwise retry an unreachable database (and wait for
 * its rollback there) for a long time. AppError is not a gRPC error, so the SDK does
 * not retry it either.
 */
function watched(tx: Transaction, giveUp: (err: AppError) => void): Transaction {
  return new Proxy(tx, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (prop !== 'get' && prop !== 'getAll') return method.bind(target);
      return async (...args: unknown[]) => {
        try {
          return await withDeadline(Promise.resolve(method.apply(target, args)), DB_DEADLINE_MS);
        } catch (err) {
          const code = (err as { code?: unknown }).code;
          const gone =
            (err instanceof AppError && err.code === 'database_unavailable') ||
            (typeof code === 'number' && UNREACHABLE.has(code));
          if (!gone) throw err;
          const error = unavailable();
          giveUp(error);
          throw error;
        }
      };
    },
  });
}

/**
 * Runs `work` as one Firestore transaction: its reads see one snapshot and its
 * writes apply together only if nothing it read changed meanwhile (the SDK runs
 * it again on contention, backing off between attempts). Answers 503 as soon as a
 * read finds the database gone, and in any case within TRANSACTION_MAX_MS.
 */
export function inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  let giveUp: (err: AppError) => void = () => {};
  const gaveUp = new Promise<never>((_, reject) => {
    giveUp = reject;
  });
  const running = firestore().runTransaction((tx) => work(watched(tx, giveUp)), {
    maxAttempts: 10,
  });
  // Once given up, the SDK still rolls back against the absent database; that may fail later.
  running.catch(() => {});
  return withDeadline(Promise.race([running, gaveUp]), TRANSACTION_MAX_MS);
}
