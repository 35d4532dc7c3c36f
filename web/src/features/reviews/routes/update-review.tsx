import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { Review } from '@functions/reviews/schema';
import { PageTitle } from '@/components/ui/page-title';
import { Container } from '@/components/ui/section';
import { orRouteErrorForId } from '@/lib/route-error';
import { getReview } from '../api/get-review';
import { PlaceSummary } from '../components/place-summary';
import { UpdateForm } from '../components/update-form';
import styles from '../components/reviews.module.css';

export { ReviewsErrorBoundary as ErrorBoundary } from './reviews-error';

/** Not guarded on the client: the API answers 401/403, and the reviews error page explains. */
export function loader({ params, request }: LoaderFunctionArgs): Promise<Review> {
  return orRouteErrorForId(getReview(params.id ?? '', { signal: request.signal }), {
    404: 'This review does not exist, or it has been deleted.',
  });
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
