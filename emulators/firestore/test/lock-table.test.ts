import { afterEach, describe, expect, it, vi } from 'vitest';
import { Database } from '../src/database.js';
import { FirestoreError } from '../src/errors.js';
import { transactionKey } from '../src/transactions.js';
import type { Write } from '../src/writes.js';

/*
 * Our emulator's lock table driven directly (not through a client): what the
 * client SDK cannot show in a test that runs in seconds, such as a transaction's
 * idle expiry, or the age a retry inherits through `retryTransaction`.
 */
const ROOT = 'projects/demo-locks/databases/(default)/documents';
const DOC = `${ROOT}/places/one`;

const put = (n: number): Write => ({
  kind: 'update',
  name: DOC,
  fields: new Map([['n', { kind: 'integer', value: BigInt(n) }]]),
  transforms: [],
});

/** Begins a read-write transaction (optionally retrying `retryOf`) and reads DOC in it. */
async function readInTx(db: Database, retryOf?: Uint8Array): Promise<Uint8Array> {
  const id = db.beginTransaction({
    readOnly: false,
    ...(retryOf ? { retryOf: transactionKey(retryOf) } : {}),
  });
  await db.getDocuments([DOC], { transaction: id });
  return id;
}

/** Settles to 'done', or to the status name it failed with; 'waiting' if still pending. */
function watch(work: Promise<unknown>): () => string {
  let state = 'waiting';
  work.then(
    () => (state = 'done'),
    (err: unknown) => (state = err instanceof FirestoreError ? err.status : String(err)),
  );
  return () => state;
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe('the lock table', () => {
  it('when a retry names the attempt it retries, then it keeps that attempt’s age and wins against a younger transaction', async () => {
    const db = new Database();
    await db.commit([put(0)]);
    const first = await readInTx(db);
    const younger = await readInTx(db);
    db.rollback(first); // the first attempt lost somewhere else and is retried
    const retry = await readInTx(db, first);

    const youngerCommit = watch(db.commit([put(1)], younger));
    await tick();
    expect(youngerCommit()).toBe('waiting'); // an older transaction holds the document
    await db.commit([put(2)], retry);
    await tick();
    expect(youngerCommit()).toBe('ABORTED'); // wounded by the older retry
    expect(db.store.get(DOC)?.fields.get('n')).toEqual({ kind: 'integer', value: 2n });
  });

  it('when a transaction holding a lock goes idle for 60 s, then it expires, the waiting write lands and its commit is refused as expired', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const db = new Database();
    const idle = await readInTx(db);
    const write = watch(db.commit([put(7)]));
    await tick();
    expect(write()).toBe('waiting');

    vi.advanceTimersByTime(59_000);
    await tick();
    expect(write()).toBe('waiting');
    vi.advanceTimersByTime(2_000);
    await tick();
    expect(write()).toBe('done');
    await expect(db.commit([put(8)], idle)).rejects.toThrow(/transaction has expired/);
    db.clear();
  });

  it('when a waiting call is cancelled, then its wait ends and nothing of it is applied', async () => {
    const db = new Database();
    await db.commit([put(0)]);
    const holder = await readInTx(db);
    const cancel = new AbortController();
    const write = watch(db.commit([put(5)], undefined, cancel.signal));
    await tick();
    cancel.abort();
    await tick();
    expect(write()).toBe('CANCELLED');
    expect(db.transactions.locks.waiting).toBe(0);
    await db.commit([], holder);
    expect(db.store.get(DOC)?.fields.get('n')).toEqual({ kind: 'integer', value: 0n });
  });

  it('when the database is cleared, then open transactions end and their waits fail as aborted', async () => {
    const db = new Database();
    const older = await readInTx(db);
    const younger = await readInTx(db);
    const commit = watch(db.commit([put(1)], younger));
    await tick();
    db.clear();
    await tick();
    expect(commit()).toBe('ABORTED');
    await expect(db.commit([], older)).rejects.toMatchObject({ status: 'ABORTED' });
  });
});
