import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { recordRead } from '../lib/db-stats';
import { withDeadline } from '../lib/deadline';
import { firestore } from '../lib/firebase';
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
  };
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
