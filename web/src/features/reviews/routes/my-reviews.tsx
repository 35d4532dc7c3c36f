import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import toast from '@/lib/toast';
import type { ReviewListItem } from '@contract/reviews';
import { EmptyList, SignedInListPage } from '@/components/signed-in-list-page';
import { currentEmail } from '@/lib/auth/session';
import { deleteReview } from '../api/delete-review';
import { getMyReviews } from '../api/get-my-reviews';
import { ReviewsTable } from '../components/reviews-table';

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
  return (
    <SignedInListPage
      title="My Review"
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
