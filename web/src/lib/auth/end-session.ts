import { dropSavedCookie } from '@/lib/saved-cookie';

/**
 * Ends the session on this device and forgets everything of the reader's kept on it: the saved
 * list and places kept for offline reading, the cookie the server renders /saved from, the
 * spec's `token` item. What signing out does, and what deleting the account does once the API
 * has deleted it: one path, so neither leaves behind what the other clears. The device is
 * cleared even if the SDK's sign-out fails; that failure is then thrown.
 */
export async function endSession(): Promise<void> {
  try {
    await (await import('./auth-service')).logOut();
  } finally {
    localStorage.removeItem('token');
    dropSavedCookie();
    await (await import('@/lib/offline')).forgetOfflineData();
  }
}
