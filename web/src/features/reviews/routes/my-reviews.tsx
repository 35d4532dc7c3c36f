import {
  useLoaderData,
  type ActionFunctionArgs,
  type ClientLoaderFunctionArgs,
} from 'react-router-dom';
import toast from '@/lib/toast';
import type { ReviewListItem } from '@contract/reviews';
import { EmptyList, SignedInListPage } from '@/components/signed-in-list-page';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { session } from '@/lib/auth/session';
import { deleteReview } from '../api/delete-review';
import { getMyReviews } from '../api/get-my-reviews';
import { ReviewsTable } from '../components/reviews-table';

export { ReviewsErrorBoundary as ErrorBoundary } from './reviews-error';

/**
 * The signed-in user's reviews in one request (each row carries its picture), or null
 * when signed out. Not awaited: the page shows the sign-in state while the list loads.
 * The browser runs this as it takes the prerendered page over (`hydrate`), which starts the
 * session at once.
 */
export function clientLoader({ request }: ClientLoaderFunctionArgs): {
  reviews: Promise<ReviewListItem[] | null>;
} {
  const reviews = session
    .currentEmail()
    .then((email) => (email ? getMyReviews(email, { signal: request.signal }) : null));
  // <Await> reports a failure; this only keeps it from also counting as unhandled.
  reviews.catch(() => {});
  return { reviews };
}
clientLoader.hydrate = true as const;

/**
 * At build time: the page is prerendered without the session (only the browser has it), waiting
 * on sign-in. The app takes that page over as it is, so its introduction stays the same element.
 */
export function loader(): { reviews: null } {
  return { reviews: null };
}

/** Deletes one review (a row's Delete button); the router then reloads the list. */
export async function clientAction({ request }: ActionFunctionArgs): Promise<{ ok: boolean }> {
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
  const { reviews } = useLoaderData() as { reviews: Promise<ReviewListItem[] | null> | null };
  return <MyReviewsPage reviews={reviews} />;
}

function MyReviewsPage({ reviews }: { reviews: Promise<ReviewListItem[] | null> | null }) {
  return (
    <SignedInListPage
      title="My Review"
      meta={
        <PageMeta
          title="My Review"
          description="The reviews you wrote on Tourist Guide."
          path={paths.myReviews}
          noindex
        />
      }
      intro="Every place you have reviewed, with what you wrote. Edit a review when your view of a place changes, or delete it: the place's rating follows."
      list={reviews}
      loadingLabel="Loading your reviews…"
      failedText="Your reviews failed to load."
    >
      {(list) => <MyReviews reviews={list} />}
    </SignedInListPage>
  );
}

function MyReviews({ reviews }: { reviews: ReviewListItem[] }) {
  return (
    <>
      <h1>You have total review : {reviews.length}</h1>
      {reviews.length === 0 ? (
        <EmptyList>
          You have not reviewed any place yet. Visited somewhere? Share how it went.
        </EmptyList>
      ) : (
        <ReviewsTable reviews={reviews} />
      )}
    </>
  );
}

export default Component;
