import {
  redirect,
  useLoaderData,
  type ActionFunctionArgs,
  type ClientLoaderFunctionArgs,
} from 'react-router-dom';
import toast from '@/lib/toast';
import type { Review } from '@contract/reviews';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/ui/page-title';
import { Container } from '@/components/ui/section';
import { orRouteErrorForId } from '@/lib/route-error';
import { getReview } from '../api/get-review';
import { updateReview } from '../api/update-review';
import { PlaceSummary } from '../components/place-summary';
import {
  UpdateForm,
  type UpdateReviewFailure,
  type UpdateReviewSubmission,
} from '../components/update-form';
import styles from '../components/reviews.module.css';

export { ReviewsErrorBoundary as ErrorBoundary } from './reviews-error';

/** Not guarded on the client: the API answers 401/403, and the reviews error page explains. */
export function clientLoader({ params, request }: ClientLoaderFunctionArgs): Promise<Review> {
  return orRouteErrorForId(getReview(params.id ?? '', { signal: request.signal }), {
    404: 'This review does not exist, or it has been deleted.',
  });
}

/** Sends the edit (the form checked it; the API checks it again), then goes to My Review. */
export async function clientAction({
  request,
}: ActionFunctionArgs): Promise<Response | UpdateReviewFailure> {
  const { review, text, rating } = (await request.json()) as UpdateReviewSubmission;
  try {
    const result = await updateReview(review, text, rating);
    if (result.modifiedCount > 0) toast.success('Review Updated');
    else toast('Nothing changed: your review already says that.');
    return redirect(paths.myReviews);
  } catch (error) {
    console.error(error);
    return { failure: error instanceof Error ? error.message : 'The review was not updated.' };
  }
}

export function Component() {
  const review = useLoaderData() as Review;
  return (
    <Container className={`${styles.page} ${styles.narrow}`}>
      <PageTitle title="Update Review" />
      <div className={styles.panel}>
        <h1>Update your review</h1>
        <PlaceSummary name={review.serviceName} price={review.price} />
        <UpdateForm review={review} />
      </div>
    </Container>
  );
}

export default Component;

/** Until the browser has the session and the page's data: the page's frame, loading. */
export { AppLoading as HydrateFallback } from '@/components/ui/app-loading';
