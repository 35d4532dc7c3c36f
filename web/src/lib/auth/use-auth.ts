import { useSyncExternalStore } from 'react';
import { session } from './session';
import type { AuthState } from './store';

/** Who is signed in and the reader's sign-in actions, kept current by the session's store. */
export function useAuth(): AuthState {
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getServerSnapshot);
}
