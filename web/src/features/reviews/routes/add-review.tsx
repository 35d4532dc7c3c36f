import {
  Navigate,
  useLoaderData,
  type ActionFunctionArgs,
  type ClientLoaderFunctionArgs,
} from 'react-router-dom';
import toast from '@/lib/toast';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/ui/page-title';
import { Container } from '@/components/ui/section';
import { LoadingBlock } from '@/components/ui/spinner';
import { getService } from '@/features/services';
import { isApiError } from '@/lib/api-error';
import { session } from '@/lib/auth/session';
import { useAuth } from '@/lib/auth/use-auth';
import { orRouteErrorForId } from '@/lib/route-error';
import type { Service } from '@contract/places';
import { PlaceSummary } from '../components/place-summary';
import { createReview } from '../api/create-review';
import { ReviewForm, type AddReviewOutcome } from '../components/review-form';
import styles from '../components/reviews.module.css';

export { ReviewsErrorBoundary as ErrorBoundary } from './reviews-error';

/** The review form loads the place first, then checks who is signed in. */
export function clientLoader({ params, request }: ClientLoaderFunctionArgs): Promise<Service> {
  return orRouteErrorForId(getService(params.id ?? '', { signal: request.signal }), {
    404: 'This place does not exist, so it cannot be reviewed.',
  });
}

/**
 * Posts the form's review (its fields were checked in the browser; the API checks them again).
 * A second review of the place is a 409 naming the first, which the form links to.
 */
export async function clientAction({
  request,
  params,
}: ActionFunctionArgs): Promise<AddReviewOutcome> {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '');
  try {
    const result = await createReview({
      service: params.id ?? '',
      serviceName: text('serviceName'),
      price: Number(text('price')),
      customer: text('customer'),
      email: (await session.currentEmail()) ?? '',
      message: text('message'),
      rating: Number(text('rating')),
    });
    if (!result.acknowledged) throw new Error('The review was not saved. Please try again.');
    toast.success('Review Added Successfully');
    // The form's photos upload to the review now that it exists (components/photos).
    return { kind: 'added', reviewId: result.insertedId };
  } catch (error) {
    console.error(error);
    const message = error instanceof Error ? error.message : 'The review was not saved.';
    if (isApiError(error) && error.status === 409) {
      return { kind: 'conflict', message, existingId: error.existingId };
    }
    return { kind: 'error', message };
  }
}

/** The page, for the place its loader loads. */
export function Component() {
  const service = useLoaderData() as Service;
  const { user, loading } = useAuth();

  if (loading) return <LoadingBlock label="Checking sign-in…" holdsPage />;
  // A visitor who is not logged in is sent to the home page (docs/product.md, Pages).
  if (!user?.email) return <Navigate to={paths.home} replace />;

  return (
    <Container className={`${styles.page} ${styles.narrow}`}>
      <PageTitle title="Add Review" />
      <div className={styles.panel}>
        <h1>Review Form</h1>
        <PlaceSummary name={service.title} img={service.img} price={service.price} />
        <ReviewForm service={service} user={user} />
      </div>
    </Container>
  );
}

export default Component;

/** Until the browser has the session and the page's data: the page's frame, loading. */
export { AppLoading as HydrateFallback } from '@/components/ui/app-loading';
