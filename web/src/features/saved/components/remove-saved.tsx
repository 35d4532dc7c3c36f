import type { SavedPlace } from '@contract/saved';
import { Button } from '@/components/ui/button';
import { session } from '@/lib/auth/session';
import { setSaved } from './saved-session';

/** A press on the server's copy of the list waits for the session it was drawn without. */
async function remove(uid: string | null, place: SavedPlace): Promise<void> {
  const account = uid ?? (await session.currentUid());
  if (account) await setSaved(account, place, false);
}

/** A saved place's way off the reader's list (its card's action on /saved). */
export function RemoveSaved({
  place,
  uid,
}: {
  place: SavedPlace;
  /** The reader's account; null on the server's copy of the list, until the session is known. */
  uid: string | null;
}) {
  return (
    <Button variant="secondary" size="small" onClick={() => void remove(uid, place)}>
      Remove<span className="visually-hidden"> {place.title}</span>
    </Button>
  );
}
