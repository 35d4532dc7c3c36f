import { session } from '@/lib/auth/session';

/**
 * Who opened an admin page: its loader requests data only for an admin. `checking`: not known
 * yet, as the server renders /admin (without the session, which only the browser has).
 */
export type AdminAccess = 'admin' | 'signed-out' | 'not-admin' | 'checking';

export async function adminAccess(): Promise<Exclude<AdminAccess, 'checking'>> {
  const admin = await session.isAdmin();
  return admin === null ? 'signed-out' : admin ? 'admin' : 'not-admin';
}

/**
 * An admin page's loader: who is asking, and (for an admin only) its data, not awaited so the
 * page shows while it loads. Others never render the data, so they get `none`.
 */
export async function adminLoad<T>(
  load: () => Promise<T>,
  none: T,
): Promise<{ access: AdminAccess; data: Promise<T> }> {
  const access = await adminAccess();
  const data = access === 'admin' ? load() : Promise.resolve(none);
  // <Await> shows a failure; this only keeps it from also counting as unhandled.
  data.catch(() => {});
  return { access, data };
}

/** adminLoad for a list: others get an empty one. */
export function adminData<T>(
  load: () => Promise<T[]>,
): Promise<{ access: AdminAccess; data: Promise<T[]> }> {
  return adminLoad(load, []);
}
