import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { StatusPage } from '@/components/ui/status-page';
import { paths } from '@/config/paths';

/**
 * The reviews pages' error boundary: what a 401 or 403 means for a review, and
 * how to get back to your own. Anything else goes on to the app's error page.
 */
export function ReviewsErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const home = (
    <ButtonLink to={paths.home} variant="secondary">
      Back to Home
    </ButtonLink>
  );

  if (status === 401) {
    return (
      <StatusPage
        code="401"
        heading="Please log in to see this page"
        detail="You are not signed in, or your session has ended."
        announce
        actions={
          <>
            <ButtonLink to={paths.login} state={{ from: location }}>
              Login
            </ButtonLink>
            {home}
          </>
        }
      />
    );
  }
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
            {home}
          </>
        }
      />
    );
  }
  // Not a reviews matter: the app's error page (the next boundary up) explains it.
  throw error;
}
