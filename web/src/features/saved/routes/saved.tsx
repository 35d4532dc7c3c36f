import { Suspense } from 'react';
import {
  Await,
  useAsyncError,
  useLoaderData,
  useRevalidator,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import type { SavedPlace } from '@contract/saved';
import { ToLogin } from '@/components/to-login';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { cardGrid } from '@/components/ui/card';
import { PageTitle } from '@/components/ui/page-title';
import { Container } from '@/components/ui/section';
import { HOLDS_PAGE, LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-error';
import { currentUid } from '@/lib/auth/session';
import { useAuth } from '@/lib/auth/use-auth';
import { fillSavedOffline, readSavedList, rememberSavedList } from '@/lib/offline';
import { getSavedServices } from '../api/get-saved-services';
import { SavedCard } from '../components/saved-card';
import { knowSavedIds } from '../components/saved-session';
import { useSavedIds } from '../components/saved-store';
import styles from '../components/saved.module.css';

interface SavedList {
  uid: string;
  /** Most recently saved first. */
  items: SavedPlace[];
  /** The API could not be reached: this is the copy kept on the device (lib/offline.ts). */
  kept: boolean;
}

/** No answer at all: the API (status 0), or the ID token's refresh, which needs the network too. */
const unreachable = (error: unknown) =>
  isApiError(error)
    ? error.status === 0
    : (error as { code?: unknown } | null)?.code === 'auth/network-request-failed';

async function loadSaved(signal: AbortSignal): Promise<SavedList | null> {
  const uid = await currentUid();
  if (!uid) return null;
  try {
    const { items } = await getSavedServices({ signal });
    rememberSavedList(uid, items);
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
 * The signed-in reader's saved places (null when signed out). Not awaited: the page shows the
 * sign-in state while the list loads. Offline, the copy this device kept of it.
 */
export function loader({ request }: LoaderFunctionArgs): { saved: Promise<SavedList | null> } {
  const saved = loadSaved(request.signal);
  // <Await> reports a failure; this only keeps it from also counting as unhandled.
  saved.catch(() => {});
  return { saved };
}

export function Component() {
  const { saved } = useLoaderData<typeof loader>();
  const { user, loading } = useAuth();
  const toLogin = <ToLogin />;

  if (loading) {
    return (
      <Container className={styles.page}>
        <PageTitle title="Saved places" />
        {/* The page waits on sign-in: the footer stays hidden meanwhile. */}
        <div className={styles.center} {...HOLDS_PAGE}>
          <Button busy disabled>
            loading
          </Button>
        </div>
      </Container>
    );
  }
  if (!user?.email) return toLogin;

  return (
    <Container className={styles.page}>
      <PageTitle title="Saved places" />
      <Suspense fallback={<LoadingBlock label="Loading your saved places…" holdsPage />}>
        <Await resolve={saved} errorElement={<ListError />}>
          {(list: SavedList | null) => (list ? <SavedPlaces list={list} /> : toLogin)}
        </Await>
      </Suspense>
    </Container>
  );
}

function SavedPlaces({ list }: { list: SavedList }) {
  // A place removed here leaves the list at once (and comes back if the API refuses).
  const ids = useSavedIds(list.uid);
  const items = ids ? list.items.filter((item) => ids.has(item._id)) : list.items;
  return (
    <>
      <h1>Saved places</h1>
      {list.kept && (
        <Alert tone="info">
          You are offline: this is the copy of your saved places kept on this device, as it was when
          you last opened this page online.
        </Alert>
      )}
      {items.length === 0 ? (
        <div className={`${styles.center} ${styles.empty}`}>
          <p>You have not saved any places yet. Press Save on a place to keep it here.</p>
          <ButtonLink to={paths.allServices}>Browse places</ButtonLink>
        </div>
      ) : (
        <>
          <p className={styles.intro}>
            {items.length === 1 ? '1 place' : `${items.length} places`}, most recently saved first.
          </p>
          <ul className={cardGrid(3)}>
            {items.map((place) => (
              <SavedCard key={place._id} place={place} uid={list.uid} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** The list failed to load: say why, and offer to load it again. */
function ListError() {
  const error = useAsyncError();
  const revalidator = useRevalidator();
  console.error(error);
  return (
    <div className={styles.center}>
      <h1>Saved places</h1>
      <Alert>
        {unreachable(error)
          ? `${NETWORK_ERROR_MESSAGE} This device has no copy of your saved places yet.`
          : error instanceof Error
            ? error.message
            : 'Your saved places failed to load.'}
      </Alert>
      <Button onClick={() => void revalidator.revalidate()} busy={revalidator.state === 'loading'}>
        Try again
      </Button>
    </div>
  );
}
