import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type CollectionReference, type Firestore } from 'firebase-admin/firestore';
import { inject } from 'vitest';

/**
 * These tests pin the Firestore behaviour the product relies on. They use only
 * firebase-admin, so they run unchanged against Google's emulator
 * (FIRESTORE_EMULATOR=official); each test works in a collection of its own.
 */
export function db(): Firestore {
  process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreHost');
  const app = getApps()[0] ?? initializeApp({ projectId: 'demo-firestore-emulator' });
  return getFirestore(app);
}

export function freshCollection(prefix = 'conformance'): CollectionReference {
  return db().collection(`${prefix}-${randomUUID().slice(0, 8)}`);
}

/** The gRPC status code of a rejected Firestore call. */
export async function codeOf(work: Promise<unknown>): Promise<number | 'resolved'> {
  try {
    await work;
    return 'resolved';
  } catch (err) {
    return (err as { code?: number }).code ?? -1;
  }
}

export const GRPC = {
  INVALID_ARGUMENT: 3,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
} as const;

/** Resolves when `n` callers have reached it: lines concurrent transactions up. */
export function barrier(n: number): () => Promise<void> {
  let waiting = 0;
  let release!: () => void;
  const all = new Promise<void>((resolve) => (release = resolve));
  return () => {
    waiting += 1;
    if (waiting >= n) release();
    return all;
  };
}
