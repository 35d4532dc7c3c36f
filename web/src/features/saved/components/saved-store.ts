import { useSyncExternalStore } from 'react';

/*
 * Which places the signed-in reader has saved, shared by every Save toggle on screen and by
 * /saved. saved-session.ts fills and changes it; this part only holds it.
 */

type Ids = ReadonlySet<string>;
let state: { uid: string; ids: Ids } | null = null;
const listeners = new Set<() => void>();

/** The account `uid`'s saved place ids, or null while they are not known. */
export const savedIdsOf = (uid: string): Ids | null => (state?.uid === uid ? state.ids : null);

export function setSavedIds(uid: string, ids: Ids): void {
  state = { uid, ids };
  for (const listener of [...listeners]) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The reader's saved ids, or null while unknown (signed out, not read yet, on the server). */
export function useSavedIds(uid: string | undefined): Ids | null {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => null,
  );
  return uid && current?.uid === uid ? current.ids : null;
}
