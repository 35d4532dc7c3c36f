import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { StatusPage } from '@/components/ui/status-page';
import { paths } from '@/config/paths';

/**
 * The reviews pages' error boundary: what a 403 means for a review, and how to get back to
 * your own. Anything else, a 401 too, goes on to the app's error page (app/routes/route-error.tsx).
 */
export function ReviewsErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  if (status === 403) {
    return (
      <StatusPage
        code="403"
        heading="This review belongs to someone else"
        detail="You can only open and edit your own reviews."
        announce
        actions={
          <>
            <ButtonLink to={paths.myReviews}>My Review</ButtonLink>
            <ButtonLink to={paths.home} variant="secondary">
              Back to Home
            </ButtonLink>
          </>
        }
      />
    );
  }
  // Not a reviews matter: the app's error page (the next boundary up) explains it.
  throw error;
}
