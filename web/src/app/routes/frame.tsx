import { Outlet } from 'react-router-dom';

/**
 * Every page sits in this pathless route, under the layout: a page that fails shows its error
 * (routes/route-error.tsx) between the navbar and the footer, which stay.
 */
export default function Frame() {
  return <Outlet />;
}

export { ErrorBoundary } from './error-boundary';
