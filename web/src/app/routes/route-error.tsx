import type { ReactNode } from 'react';
import { isRouteErrorResponse, useLocation, useRevalidator, useRouteError } from 'react-router-dom';
import { paths } from '@/app/paths';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import styles from './status-page.module.css';

interface ErrorView {
  code: string;
  heading: string;
  detail?: string;
  actions: ReactNode;
}

/** The error boundary for every page: it says what went wrong and what to do next. */
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

  let view: ErrorView;
  switch (status) {
    case 404:
      view = {
        code: '404',
        heading: "We couldn't find that",
        detail: detail || 'It may have been removed, or the link is wrong.',
        actions: (
          <>
            <ButtonLink to={paths.allServices}>See all places</ButtonLink>
            {home}
          </>
        ),
      };
      break;
    case 401:
      view = {
        code: '401',
        heading: 'Please log in to see this page',
        detail: 'You are not signed in, or your session has ended.',
        actions: (
          <>
            <ButtonLink to={paths.login} state={{ from: location }}>
              Login
            </ButtonLink>
            {home}
          </>
        ),
      };
      break;
    case 403:
      view = {
        code: '403',
        heading: 'This review belongs to someone else',
        detail: 'You can only open and edit your own reviews.',
        actions: (
          <>
            <ButtonLink to={paths.myReviews}>My Review</ButtonLink>
            {home}
          </>
        ),
      };
      break;
    case 0:
    case 429:
    case 502:
    case 503:
    case 504:
      view = {
        code: String(status),
        heading: "We can't reach the server, try again",
        detail: detail || 'The connection failed or the service is busy.',
        actions: (
          <>
            {retry}
            {home}
          </>
        ),
      };
      break;
    default:
      view = {
        code: status ? String(status) : 'Oops',
        heading: 'Something went wrong',
        detail: detail || 'An unexpected error stopped this page. Please try again.',
        actions: (
          <>
            {retry}
            {home}
          </>
        ),
      };
  }

  return (
    <div className={styles.page}>
      <PageTitle title={view.heading} />
      <p className={styles.code} aria-hidden="true">
        {view.code}
      </p>
      <h1>{view.heading}</h1>
      {view.detail && <p className={styles.detail}>{view.detail}</p>}
      <div className={styles.actions}>{view.actions}</div>
    </div>
  );
}
