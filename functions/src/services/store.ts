import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { recordRead } from '../lib/db-stats';
import { withDeadline } from '../lib/deadline';
import { firestore } from '../lib/firebase';
import type { Tx } from '../lib/transaction';
import { NO_RATINGS, serviceRatingSchema, type ServiceRating } from './rating';
import type { Service } from './schema';

const COLLECTION = 'services';

function toService(snap: DocumentSnapshot): Service {
  const d = snap.data() ?? {};
  return {
    _id: snap.id,
    img: String(d.img ?? ''),
    title: String(d.title ?? ''),
    description: String(d.description ?? ''),
    price: Number(d.price ?? 0),
    rating: ratingOf(d.rating),
  };
}

/** A stored rating, or none yet (a place no review has touched has no `rating` field). */
function ratingOf(stored: unknown): ServiceRating {
  const parsed = serviceRatingSchema.safeParse(stored);
  return parsed.success ? parsed.data : NO_RATINGS;
}

/** All services, ordered by title. The guide lists tens of places, not thousands. */
export async function readAllServices(): Promise<Service[]> {
  const snap = await withDeadline(firestore().collection(COLLECTION).get());
  recordRead(snap.size);
  return snap.docs.map(toService).sort((a, b) => a.title.localeCompare(b.title));
}

export async function readService(id: string): Promise<Service | null> {
  const snap = await withDeadline(firestore().collection(COLLECTION).doc(id).get());
  recordRead(1);
  return snap.exists ? toService(snap) : null;
}

/** Several services in one round trip (getAll; `documentId() in` is not used, see ARCHITECTURE.md). */
export async function readServices(ids: readonly string[]): Promise<Service[]> {
  if (ids.length === 0) return [];
  const col = firestore().collection(COLLECTION);
  const snaps = await withDeadline(firestore().getAll(...ids.map((id) => col.doc(id))));
  recordRead(snaps.length);
  return snaps.filter((s) => s.exists).map(toService);
}

/** A place read inside a transaction, to change its rating with the review that changes it. */
export async function readServiceInTx(tx: Tx, id: string): Promise<Service | null> {
  const snap = await tx.get(firestore().collection(COLLECTION).doc(id));
  recordRead(1);
  return snap.exists ? toService(snap) : null;
}

export function writeServiceRating(tx: Tx, id: string, rating: ServiceRating): void {
  tx.update(firestore().collection(COLLECTION).doc(id), { rating });
}
