import { isRouteErrorResponse, useLocation, useRevalidator, useRouteError } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { StatusPage } from '@/components/ui/status-page';
import { paths } from '@/config/paths';

/**
 * The error boundary for every page: it says what went wrong and what to do next.
 * Features with errors of their own (the reviews pages' 403) handle those in
 * their own boundary and re-throw the rest to this one.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const location = useLocation();
  const revalidator = useRevalidator();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const detail = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : '';

  if (status === undefined) console.error(error);

  const retry = (
    <Button onClick={() => void revalidator.revalidate()} busy={revalidator.state === 'loading'}>
      Try again
    </Button>
  );
  const home = (
    <ButtonLink to={paths.home} variant="secondary">
      Back to Home
    </ButtonLink>
  );

  switch (status) {
    case 404:
      return (
        <StatusPage
          code="404"
          heading="We couldn't find that"
          detail={detail || 'It may have been removed, or the link is wrong.'}
          announce
          actions={
            <>
              <ButtonLink to={paths.allServices}>See all places</ButtonLink>
              {home}
            </>
          }
        />
      );
    case 410:
      return (
        <StatusPage
          code="410"
          heading="This place is no longer offered"
          detail={detail || 'It has left the guide.'}
          announce
          actions={
            <>
              <ButtonLink to={paths.allServices}>See all places</ButtonLink>
              {home}
            </>
          }
        />
      );
    case 401:
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
    case 403:
      return (
        <StatusPage
          code="403"
          heading="This page is not yours to open"
          detail={detail || 'It belongs to another account.'}
          announce
          actions={home}
        />
      );
    case 0:
    case 429:
    case 502:
    case 503:
    case 504:
      return (
        <StatusPage
          code={String(status)}
          heading="We can't reach the server, try again"
          detail={detail || 'The connection failed or the service is busy.'}
          announce
          actions={
            <>
              {retry}
              {home}
            </>
          }
        />
      );
    default:
      return (
        <StatusPage
          code={status ? String(status) : 'Oops'}
          heading="Something went wrong"
          detail={detail || 'An unexpected error stopped this page. Please try again.'}
          announce
          actions={
            <>
              {retry}
              {home}
            </>
          }
        />
      );
  }
}
