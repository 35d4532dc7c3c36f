import { Navigate, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/ui/page-title';
import { Container } from '@/components/ui/section';
import { LoadingBlock } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { orRouteErrorForId } from '@/lib/route-error';
import { getService, type Service } from '@/features/services';
import { PlaceSummary } from '../components/place-summary';
import { ReviewForm } from '../components/review-form';
import styles from '../components/reviews.module.css';

export { ReviewsErrorBoundary as ErrorBoundary } from './reviews-error';

/** The review form loads the place first, then checks who is signed in. */
export function loader({ params, request }: LoaderFunctionArgs): Promise<Service> {
  return orRouteErrorForId(getService(params.id ?? '', { signal: request.signal }), {
    404: 'This place does not exist, so it cannot be reviewed.',
  });
}

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
