import type { Service } from '@contract/places';
import type { SavedPlace } from '@contract/saved';
import { mapFilesFor } from '@/features/maps';
import { isApiError } from '@/lib/api-error';
import {
  dropPlaceOffline,
  fillSavedOffline,
  keepPlaceOffline,
  readSavedList,
  rememberSavedList,
} from '@/lib/offline';
import { keepSavedCookie } from '@/lib/saved-cookie';
import { getSavedServices } from '../api/get-saved-services';
import { saveService, unsaveService } from '../api/save-service';
import { savedIdsOf, setSavedIds } from './saved-store';

/*
 * The signed-in reader's calls behind the Save toggles and /saved (loaded with import() only once
 * someone is signed in): the list read once per session, and a press shown at once, kept for
 * offline reading once the API agreed, put back with a toast if it did not.
 */

/**
 * The account whose list this session knows of: whether it was asked for (`read`), and the presses
 * its reader made that the answer may not include yet. A press can come before the list is asked
 * for (the first toggle pressed as the page starts), so presses are kept whatever the order.
 */
let asked: {
  uid: string;
  early: Map<string, { saved: boolean; service: Service }>;
  read: boolean;
} | null = null;
const sending = new Set<string>();

function sessionOf(uid: string) {
  if (asked?.uid !== uid) asked = { uid, early: new Map(), read: false };
  return asked;
}

/**
 * The reader's list as the API last answered it (with the presses since): kept on the device for
 * /saved offline, and its first places named in the cookie the server renders /saved from.
 */
export function rememberList(uid: string, items: Service[]): void {
  rememberSavedList(uid, items);
  keepSavedCookie(items.map((item) => item._id));
}

/** One `GET /me/saved` per session (a failed read is tried again by the next toggle shown). */
export function loadSavedIds(uid: string): void {
  const mine = sessionOf(uid);
  if (mine.read) return;
  mine.read = true;
  getSavedServices().then(
    ({ items }) => {
      if (asked !== mine) return;
      // Kept for /saved offline, though the reader may never open /saved while online; with
      // the presses the answer may not include yet (most recent first, as the API orders them).
      const pressed = [...mine.early.values()].reverse();
      const changed = new Set(pressed.map(({ service }) => service._id));
      rememberList(uid, [
        ...pressed
          .filter(({ saved }) => saved)
          .map(({ service }): SavedPlace => ({ ...service, archived: false })),
        ...items.filter((item) => !changed.has(item._id)),
      ]);
      knowSavedIds(
        uid,
        items.map((item) => item._id),
      );
      fillSavedOffline(items);
    },
    () => {
      if (asked !== mine) return;
      mine.read = false;
      // Offline: the copy kept on this device says which places are saved, until a read succeeds.
      const kept = readSavedList(uid);
      if (kept && savedIdsOf(uid) === null) setSavedIds(uid, new Set(kept.map((p) => p._id)));
    },
  );
}

/** The list as the API answered it (here or on /saved), with the reader's presses since. */
export function knowSavedIds(uid: string, ids: string[]): void {
  const known = new Set(ids);
  const mine = sessionOf(uid);
  mine.read = true;
  for (const [id, { saved }] of mine.early) {
    if (saved) known.add(id);
    else known.delete(id);
  }
  mine.early.clear();
  setSavedIds(uid, known);
}

function show(uid: string, service: Service, saved: boolean): void {
  const id = service._id;
  const ids = new Set(savedIdsOf(uid));
  if (saved) ids.add(id);
  else ids.delete(id);
  const { early } = sessionOf(uid);
  early.delete(id); // A Map keeps the order of first insertion: the latest press goes last.
  early.set(id, { saved, service });
  setSavedIds(uid, ids);
}

/** The copy of the list kept for /saved offline follows each change made online. */
function keepListTrue(uid: string, service: Service, saved: boolean): void {
  const kept = readSavedList(uid);
  if (!kept) return;
  const others = kept.filter((item) => item._id !== service._id);
  const place: SavedPlace = { ...service, archived: false };
  rememberList(uid, saved ? [place, ...others] : others);
}

/**
 * Saves (`saved`) or removes the place, shown at once; kept for offline reading once the API
 * agreed, put back as it was (with a toast saying why) if it did not.
 */
export async function setSaved(uid: string, service: Service, saved: boolean): Promise<void> {
  const id = service._id;
  // One call per place at a time: a second press waits for the first answer.
  if (sending.has(id)) return;
  sending.add(id);
  const before = savedIdsOf(uid)?.has(id) ?? false;
  show(uid, service, saved);
  try {
    await (saved ? saveService(id) : unsaveService(id));
    keepListTrue(uid, service, saved);
    // With the files of the place's map (fetched now if they were not), so its map works offline.
    void (saved
      ? mapFilesFor(service).then((files) => keepPlaceOffline(service, files))
      : dropPlaceOffline(service));
  } catch (error) {
    show(uid, service, before);
    const why = error instanceof Error ? error.message : 'Please try again.';
    const { default: toast } = await import('@/lib/toast');
    toast.error(
      // 409: the list is full, and the API's message says so and what to do.
      isApiError(error) && error.status === 409
        ? why
        : saved
          ? `${service.title} was not saved: ${why}`
          : `${service.title} was not removed: ${why}`,
    );
  } finally {
    sending.delete(id);
  }
}
