import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { HOLDS_PAGE } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

/**
 * Sends a visitor to log in, and back to this page after. The state is made once per location:
 * <Navigate> navigates again each time its props change, and each navigation renders the page
 * again (the router's state changes), so a new `{ from }` per render started the navigation over
 * and over until the login page's code arrived (forever inside a test's act()).
 */
export function ToLogin() {
  const location = useLocation();
  const state = useMemo(() => ({ from: location }), [location]);
  // Until the login page's code has arrived the page is empty: the footer waits hidden
  // (HOLDS_PAGE) instead of showing at the top, to be pushed down when the form comes.
  return (
    <>
      <Navigate to={paths.login} state={state} replace />
      <div {...HOLDS_PAGE} />
    </>
  );
}
