import { isAdmin } from '@/lib/auth/session';

/** Who opened an admin page: its loader requests data only for an admin. */
export type AdminAccess = 'admin' | 'signed-out' | 'not-admin';

export async function adminAccess(): Promise<AdminAccess> {
  const admin = await isAdmin();
  return admin === null ? 'signed-out' : admin ? 'admin' : 'not-admin';
}
