import {
  useLoaderData,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import type { SavedPlace } from '@contract/saved';
import { PlaceCard } from '@/components/place-card';
import { EmptyList, SignedInListPage } from '@/components/signed-in-list-page';
import { Alert } from '@/components/ui/alert';
import { PageMeta } from '@/components/ui/page-meta';
import { cardGrid } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { isApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-error';
import { session } from '@/lib/auth/session';
import { fillSavedOffline, readSavedList } from '@/lib/offline';
import { dropSavedCookie } from '@/lib/saved-cookie';
import { getSavedServices } from '../api/get-saved-services';
import { RemoveSaved } from '../components/remove-saved';
import { knowSavedIds, rememberList } from '../components/saved-session';
import { useSavedIds } from '../components/saved-store';
import styles from '../components/saved.module.css';

interface SavedList {
  /** Whose list; null in the server's copy, rendered before anyone's session is known. */
  uid: string | null;
  /** Most recently saved first. */
  items: SavedPlace[];
  /** The API could not be reached: this is the copy kept on the device (lib/offline.ts). */
  kept: boolean;
  /** How many places the list holds, when `items` are only its first (the server's copy). */
  total?: number;
}

/** No answer at all: the API (status 0), or the ID token's refresh, which needs the network too. */
const unreachable = (error: unknown) =>
  isApiError(error)
    ? error.status === 0
    : (error as { code?: unknown } | null)?.code === 'auth/network-request-failed';

async function loadSaved(signal: AbortSignal): Promise<SavedList | null> {
  const uid = await session.currentUid();
  if (!uid) {
    // Signed out, yet this browser still named a list (a session ended elsewhere): no more.
    dropSavedCookie();
    return null;
  }
  try {
    const { items } = await getSavedServices({ signal });
    rememberList(uid, items);
    fillSavedOffline(items);
    knowSavedIds(
      uid,
      items.map((item) => item._id),
    );
    return { uid, items, kept: false };
  } catch (error) {
    const kept = unreachable(error) ? readSavedList(uid) : null;
    if (!kept) throw error;
    return { uid, items: kept.map((item) => ({ archived: false, ...item })), kept: true };
  }
}

/**
 * On the server: the first places of the list the request's cookie names (lib/saved-cookie.ts),
 * from the catalogue; without one (a first visit on this browser) the page waits on sign-in.
 */
async function savedOnServer(request: Request): Promise<SavedList | null> {
  const { readSavedCookie, savedPlacesFromCookie } = await import('../api/saved-from-cookie');
  const named = readSavedCookie(request.headers.get('Cookie'));
  if (!named) return null;
  const items = await savedPlacesFromCookie(named, request.signal);
  return { uid: null, items, kept: false, total: named.total };
}

/** On the server: the list the request's cookie names, a value the page renders at once. */
export async function loader({
  request,
}: LoaderFunctionArgs): Promise<{ saved: SavedList | null }> {
  return { saved: await savedOnServer(request) };
}

/**
 * The signed-in reader's saved places (null when signed out). Not awaited: the page shows the
 * sign-in state while the list loads. Offline, the copy this device kept of it. It runs as the
 * page starts too (`hydrate`): the API's list then takes the place of the server's, which shows
 * meanwhile (SignedInListPage).
 */
export function clientLoader({ request }: ClientLoaderFunctionArgs): {
  saved: Promise<SavedList | null> | SavedList | null;
} {
  const saved = loadSaved(request.signal);
  // <Await> reports a failure; this only keeps it from also counting as unhandled.
  saved.catch(() => {});
  return { saved };
}
clientLoader.hydrate = true as const;

export function Component() {
  const { saved } = useLoaderData<typeof clientLoader>();
  return (
    <SignedInListPage
      title="Saved places"
      meta={
        <PageMeta
          title="Saved places"
          description="The places you saved on Tourist Guide, to read on the road."
          path={paths.saved}
          noindex
        />
      }
      list={saved}
      loadingLabel="Loading your saved places…"
      failedText="Your saved places failed to load."
      explainError={(error) =>
        unreachable(error)
          ? `${NETWORK_ERROR_MESSAGE} This device has no copy of your saved places yet.`
          : undefined
      }
    >
      {(list) => <SavedPlaces list={list} />}
    </SignedInListPage>
  );
}

function SavedPlaces({ list }: { list: SavedList }) {
  // A place removed here leaves the list at once (and comes back if the API refuses).
  const ids = useSavedIds(list.uid ?? undefined);
  const items = ids ? list.items.filter((item) => ids.has(item._id)) : list.items;
  // The server's copy names its first places only (`total` counts them all).
  const count = list.total ?? items.length;
  return (
    <>
      <h1>Saved places</h1>
      {list.kept && (
        <Alert tone="info">
          You are offline: this is the copy of your saved places kept on this device, as it was when
          you last opened this page online.
        </Alert>
      )}
      {count === 0 ? (
        <EmptyList framed>
          You have not saved any places yet. Press Save on a place to keep it here.
        </EmptyList>
      ) : (
        <>
          <p className={styles.intro}>
            {count === 1 ? '1 place' : `${count} places`}, most recently saved first.
          </p>
          <ul className={cardGrid(3)}>
            {items.map((place, index) => (
              <PlaceCard
                key={place._id}
                place={place}
                position={index}
                retired={place.archived}
                action={<RemoveSaved place={place} uid={list.uid} />}
              />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

export default Component;
