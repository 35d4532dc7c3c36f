import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
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
  return <Navigate to={paths.login} state={state} replace />;
}
