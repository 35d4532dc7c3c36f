import type { ReactNode } from 'react';
import { useAsyncError } from 'react-router-dom';
import { LoadFailed } from '@/components/load-failed';
import { ToLogin } from '@/components/to-login';
import { isApiError } from '@/lib/api-client';
import type { AdminAccess } from '../routes/admin-access';
import { NotForYou } from './admin-shell';

/** Signed out: log in and come back; not an admin: say so; an admin (or not known yet): the page. */
export function AdminGate({ access, children }: { access: AdminAccess; children: ReactNode }) {
  if (access === 'signed-out') return <ToLogin />;
  if (access === 'not-admin') return <NotForYou />;
  return children;
}

/** A failed admin call: a 403 (the role was taken away) is the not-for-you page. */
export function AdminLoadError({ what }: { what: string }) {
  const error = useAsyncError();
  if (isApiError(error) && error.status === 403) return <NotForYou />;
  return <LoadFailed failedText={`${what} could not be loaded.`} />;
}
