import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { firestore } from '../lib/firebase';
import { withDeadline } from '../lib/deadline';
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
export async function listServices(): Promise<Service[]> {
  const snap = await withDeadline(firestore().collection(COLLECTION).get());
  return snap.docs.map(toService).sort((a, b) => a.title.localeCompare(b.title));
}

export async function getService(id: string): Promise<Service | null> {
  const snap = await withDeadline(firestore().collection(COLLECTION).doc(id).get());
  return snap.exists ? toService(snap) : null;
}

/** Several services in one round trip (getAll; `documentId() in` is not used, see ARCHITECTURE.md). */
export async function getServices(ids: readonly string[]): Promise<Map<string, Service>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const col = firestore().collection(COLLECTION);
  const snaps = await withDeadline(firestore().getAll(...unique.map((id) => col.doc(id))));
  return new Map(snaps.filter((s) => s.exists).map((s) => [s.id, toService(s)]));
}
