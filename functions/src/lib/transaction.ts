import { DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { AppError } from '../errors/app-error';
import { dbStats, recordWrite } from './db-stats';
import { DB_DEADLINE_MS, withDeadline } from './deadline';
import { firestore } from './firebase';

/** A Firestore transaction, as the use cases pass it to the stores. */
export type Tx = Transaction;

/** gRPC codes of a database that cannot be reached or does not answer in time. */
const UNREACHABLE = new Set([4, 14]);

/** However much contention there is, a transaction gives up well inside the function's timeout. */
const TRANSACTION_MAX_MS = 20_000;

/**
 * How long a transaction of this instance may keep a document's turn before the
 * others waiting for it stop waiting (a slow or absent database must not hold a
 * queue of requests behind one read's deadline).
 */
const TURN_MAX_MS = 750;

const unavailable = () =>
  new AppError('database_unavailable', 'The database is unavailable, please try again');

type Owner = object;

interface Turn {
  owner: Owner;
  /** Set once the turn was held too long: everyone goes straight to the database. */
  open: boolean;
  timer: NodeJS.Timeout;
  waiting: { owner: Owner; go: () => void }[];
}

/**
 * Transactions of this instance take turns on the documents they read, first
 * come first served. Firestore would serialise them anyway (a transaction's read
 * locks the document; a conflicting commit waits, or wounds and retries the
 * younger transaction after a backoff of a second or more); taking turns here
 * means an instance never makes its own requests conflict: a burst of ratings of
 * one place costs one attempt each instead of rounds of retries. Across
 * instances Firestore's locks and the SDK's retries still decide. A wait that
 * would close a cycle (two documents taken in opposite orders) is not made.
 */
class DocumentTurns {
  private readonly turns = new Map<string, Turn>();
  private readonly held = new Map<Owner, Set<string>>();
  private readonly waitsFor = new Map<Owner, string>();
  /** Owners whose transaction is over: a read the SDK still makes for them takes no turn. */
  private readonly done = new WeakSet<Owner>();

  async take(owner: Owner, path: string): Promise<void> {
    if (this.done.has(owner)) return;
    const turn = this.turns.get(path);
    if (!turn) {
      this.grant(owner, path, []);
      return;
    }
    if (turn.owner === owner || turn.open || this.wouldCycle(owner, turn.owner)) return;
    this.waitsFor.set(owner, path);
    try {
      await new Promise<void>((go) => turn.waiting.push({ owner, go }));
    } finally {
      this.waitsFor.delete(owner);
    }
  }

  /** Ends every turn `owner` has, handing each document to the next in line. */
  release(owner: Owner): void {
    this.done.add(owner);
    const awaited = this.waitsFor.get(owner);
    const queue = awaited ? this.turns.get(awaited)?.waiting : undefined;
    const mine = queue?.findIndex((w) => w.owner === owner) ?? -1;
    if (queue && mine >= 0) queue.splice(mine, 1)[0]?.go();
    for (const path of this.held.get(owner) ?? []) {
      const turn = this.turns.get(path);
      if (!turn || turn.owner !== owner) continue;
      clearTimeout(turn.timer);
      this.turns.delete(path);
      const [next, ...rest] = turn.waiting;
      if (next) {
        this.grant(next.owner, path, rest);
        next.go();
      }
    }
    this.held.delete(owner);
  }

  private grant(owner: Owner, path: string, waiting: Turn['waiting']): void {
    const turn: Turn = {
      owner,
      open: false,
      waiting,
      timer: setTimeout(() => open(), TURN_MAX_MS),
    };
    const open = () => {
      turn.open = true;
      for (const w of turn.waiting.splice(0)) w.go();
    };
    turn.timer.unref();
    this.turns.set(path, turn);
    const held = this.held.get(owner) ?? new Set();
    held.add(path);
    this.held.set(owner, held);
  }

  /** Whether `holder` is (transitively) waiting for a document `owner` has. */
  private wouldCycle(owner: Owner, holder: Owner): boolean {
    let current: Owner | undefined = holder;
    for (let steps = 0; current && steps < 1_000; steps++) {
      if (current === owner) return true;
      const path = this.waitsFor.get(current);
      current = path ? this.turns.get(path)?.owner : undefined;
    }
    return false;
  }
}

const turns = new DocumentTurns();

/** A transaction's methods that write one document each (counted: the limiter charges by cost). */
const WRITES = new Set(['set', 'update', 'create', 'delete']);

/** The documents a `get` or `getAll` reads (a query takes no turn). */
const pathsOf = (prop: string, args: unknown[]): string[] =>
  (prop === 'getAll' ? args : args.slice(0, 1)).flatMap((ref) =>
    ref instanceof DocumentReference ? [ref.path] : [],
  );

/**
 * The transaction, with each of its document reads taking the document's turn
 * (see DocumentTurns) and then held to the database deadline. A read that times
 * out or finds the database unreachable gives the transaction up with a 503 at
 * once: the SDK would otherwise retry an unreachable database (and wait for its
 * rollback there) for a long time. AppError is not a gRPC error, so the SDK does
 * not retry it either.
 */
function watched(tx: Transaction, owner: Owner, giveUp: (err: AppError) => void): Transaction {
  const proxy: Transaction = new Proxy(tx, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (typeof prop === 'string' && WRITES.has(prop)) {
        return (...args: unknown[]) => {
          recordWrite(1);
          // The SDK's write methods return the transaction itself: keep handing out this proxy.
          const result = method.apply(target, args);
          return result === target ? proxy : result;
        };
      }
      if (prop !== 'get' && prop !== 'getAll') return method.bind(target);
      return async (...args: unknown[]) => {
        for (const path of pathsOf(prop, args)) await turns.take(owner, path);
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
  return proxy;
}

/**
 * Runs `work` as one Firestore transaction: what it reads is locked until it
 * commits, its writes apply together, and on contention the SDK runs it again
 * (backing off, and keeping its age so that it wins more conflicts each time).
 * Answers 503 as soon as a read finds the database gone, and in any case within
 * TRANSACTION_MAX_MS.
 */
export async function inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  let giveUp: (err: AppError) => void = () => {};
  const gaveUp = new Promise<never>((_, reject) => {
    giveUp = reject;
  });
  const owner: Owner = {};
  dbStats.transactions += 1;
  const running = firestore().runTransaction(
    (tx) => {
      dbStats.transactionAttempts += 1;
      return work(watched(tx, owner, giveUp));
    },
    { maxAttempts: 10 },
  );
  // Once given up, the SDK still rolls back against the absent database; that may fail later.
  running.catch(() => {});
  try {
    return await withDeadline(Promise.race([running, gaveUp]), TRANSACTION_MAX_MS);
  } finally {
    turns.release(owner);
  }
}
