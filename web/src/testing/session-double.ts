import type { AuthContextValue } from '@/lib/auth/auth-context';

/*
 * Stands in for '@/lib/auth/session' in every web test (see setup-tests.ts): the
 * signed-in account loaders see is the one the test's fake auth context shows.
 */
const never = new Promise<never>(() => {});
let email: Promise<string | null> = Promise.resolve(null);
let admin: Promise<boolean | null> = Promise.resolve(null);
let uid: Promise<string | null> = Promise.resolve(null);

export function setTestSession(auth: AuthContextValue): void {
  email = auth.loading ? never : Promise.resolve(auth.user?.email ?? null);
  admin = auth.loading ? never : Promise.resolve(auth.user ? auth.user.admin : null);
  uid = auth.loading ? never : Promise.resolve(auth.user?.uid ?? null);
}

export const getIdToken = async (): Promise<string | null> =>
  (await email) ? 'test-id-token' : null;
export const currentEmail = (): Promise<string | null> => email;
export const isAdmin = (): Promise<boolean | null> => admin;
export const currentUid = (): Promise<string | null> => uid;
