import { Suspense } from 'react';
import {
  Await,
  useLoaderData,
  type ActionFunctionArgs,
  type ClientLoaderFunctionArgs,
} from 'react-router-dom';
import type { OwnedServices } from '@contract/community';
import { LoadFailed } from '@/components/load-failed';
import { ToLogin } from '@/components/to-login';
import { PageMeta } from '@/components/ui/page-meta';
import { PageTitle } from '@/components/ui/page-title';
import { Container } from '@/components/ui/section';
import { LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { session } from '@/lib/auth/session';
import { useAuth } from '@/lib/auth/use-auth';
import { getOwnedServices } from '../api/get-owned-services';
import { OwnedPlace } from '../components/owned-place';
import { answer, type AnswerOutcome, type AnswerSubmission } from './answer-actions';
import styles from '../components/owner.module.css';

/**
 * The places the signed-in account owns, or null when signed out. Not awaited: the page shows
 * the sign-in state while they load. The browser runs this as it takes the prerendered page over
 * (`hydrate`), which starts the session at once.
 */
export function clientLoader({ request }: ClientLoaderFunctionArgs): {
  places: Promise<OwnedServices | null>;
} {
  const places = session
    .currentEmail()
    .then((email) => (email ? getOwnedServices({ signal: request.signal }) : null));
  // <Await> reports a failure; this only keeps it from also counting as unhandled.
  places.catch(() => {});
  return { places };
}
clientLoader.hydrate = true as const;

/**
 * At build time: the page is prerendered without the session (only the browser has it): its
 * heading, introduction and "Checking sign-in…", which the app takes over as they are.
 */
export function loader(): { places: null } {
  return { places: null };
}

/** Each review's answer form and Remove button submit here through a fetcher of its own. */
export async function clientAction({ request }: ActionFunctionArgs): Promise<AnswerOutcome> {
  return answer((await request.json()) as AnswerSubmission);
}

/** An answer changes one review, which its place's list updates itself: nothing is reloaded. */
export { noReloadOnSubmit as shouldRevalidate } from '@/lib/no-reload-on-submit';

export function Component() {
  const { places } = useLoaderData() as { places: Promise<OwnedServices | null> | null };
  return <OwnerPage places={places} />;
}

function OwnerPage({ places }: { places: Promise<OwnedServices | null> | null }) {
  const { user, loading } = useAuth();
  const toLogin = <ToLogin />;
  const head = (
    <>
      <PageTitle title="Your places" />
      <PageMeta
        title="Your places"
        description="Answer the reviews of the places you own."
        path={paths.owner}
        noindex
      />
    </>
  );

  if (!loading && !user?.email) return toLogin;

  // The heading and the introduction stay where they are (the very elements the server sent)
  // while the sign-in and then the places load below them; the introduction is the page's
  // largest text, so the page reads from its first paint.
  return (
    <Container className={styles.page}>
      {head}
      <h1>Your places</h1>
      <p className={styles.intro}>
        Answer the reviews of the places you own. Your answer shows in public under the review, as
        the place&apos;s response.
      </p>
      {loading ? (
        <LoadingBlock label="Checking sign-in…" holdsPage />
      ) : (
        <Suspense fallback={<LoadingBlock label="Loading your places…" holdsPage />}>
          <Await
            resolve={places}
            errorElement={<LoadFailed failedText="Your places could not be loaded." />}
          >
            {(owned: OwnedServices | null) =>
              owned ? <OwnedPlaces places={owned.items} /> : toLogin
            }
          </Await>
        </Suspense>
      )}
    </Container>
  );
}

function OwnedPlaces({ places }: { places: OwnedServices['items'] }) {
  if (places.length === 0) {
    return (
      <p>
        You do not own any place on the guide yet. The guide&apos;s maintainers make an account the
        owner of a place.
      </p>
    );
  }
  return (
    <div className={styles.places}>
      {places.map((place) => (
        <OwnedPlace key={place._id} place={place} />
      ))}
    </div>
  );
}

export default Component;
