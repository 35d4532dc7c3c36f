import { Suspense } from 'react';
import {
  Await,
  useAsyncError,
  useLoaderData,
  useRevalidator,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import toast from 'react-hot-toast';
import type { ReviewListItem } from '@contract/reviews';
import { ToLogin } from '@/components/to-login';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { Container } from '@/components/ui/section';
import { HOLDS_PAGE, LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { currentEmail } from '@/lib/auth/session';
import { useAuth } from '@/lib/auth/use-auth';
import { deleteReview } from '../api/delete-review';
import { getMyReviews } from '../api/get-my-reviews';
import { ReviewsTable } from '../components/reviews-table';
import styles from '../components/reviews.module.css';

export { ReviewsErrorBoundary as ErrorBoundary } from './reviews-error';

/**
 * The signed-in user's reviews in one request (each row carries its picture), or null
 * when signed out. Not awaited: the page shows the sign-in state while the list loads.
 */
export function loader({ request }: LoaderFunctionArgs): {
  reviews: Promise<ReviewListItem[] | null>;
} {
  const reviews = currentEmail().then((email) =>
    email ? getMyReviews(email, { signal: request.signal }) : null,
  );
  // <Await> reports a failure; this only keeps it from also counting as unhandled.
  reviews.catch(() => {});
  return { reviews };
}

/** Deletes one review (a row's Delete button); the router then reloads the list. */
export async function action({ request }: ActionFunctionArgs): Promise<{ ok: boolean }> {
  const id = String((await request.formData()).get('id') ?? '');
  try {
    const result = await deleteReview(id);
    if (result.deletedCount > 0) toast.success('Review Deleted Successfully');
    else toast.error('That review was already gone.');
    return { ok: true };
  } catch (error) {
    console.error(error);
    toast.error(error instanceof Error ? error.message : 'The review was not deleted.');
    return { ok: false };
  }
}

export function Component() {
  const { reviews } = useLoaderData<typeof loader>();
  const { user, loading } = useAuth();
  const toLogin = <ToLogin />;

  if (loading) {
    return (
      <Container className={styles.page}>
        <PageTitle title="My Review" />
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
      <PageTitle title="My Review" />
      <Suspense fallback={<LoadingBlock label="Loading your reviews…" holdsPage />}>
        <Await resolve={reviews} errorElement={<ListError />}>
          {(list: ReviewListItem[] | null) => (list ? <MyReviews reviews={list} /> : toLogin)}
        </Await>
      </Suspense>
    </Container>
  );
}

function MyReviews({ reviews }: { reviews: ReviewListItem[] }) {
  return (
    <>
      <h1>You have total review : {reviews.length}</h1>
      {reviews.length === 0 ? (
        <div className={styles.center}>
          <p>You have not reviewed any place yet. Visited somewhere? Share how it went.</p>
          <ButtonLink to={paths.allServices}>Browse places</ButtonLink>
        </div>
      ) : (
        <ReviewsTable reviews={reviews} />
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
      <h1>My Review</h1>
      <Alert>{error instanceof Error ? error.message : 'Your reviews failed to load.'}</Alert>
      <Button onClick={() => void revalidator.revalidate()} busy={revalidator.state === 'loading'}>
        Try again
      </Button>
    </div>
  );
}
