/*
 * Whether this browser may hold a saved sign-in, known without the Auth SDK (34 kB gzip with
 * what it brings): a signed-out reader's pages never load it until they ask to sign in.
 *
 * The hint is our own localStorage item, written by lib/firebase.ts each time the SDK reports
 * who is signed in. Without it (a first visit, or a session saved before the hint existed) the
 * SDK's own storage decides: its IndexedDB database or its localStorage keys. A hint that lies
 * ("out" while the SDK keeps a user: storage partly cleared) shows the reader signed out until
 * they sign in; it never shows one reader's session to another, and a page that needs the
 * session (needAuthNow) loads the SDK whatever the hint says.
 */

export const SESSION_HINT_KEY = 'tg:session';

/** Where Firebase Auth keeps a session with the persistences lib/firebase.ts gives it. */
const SDK_DATABASE = 'firebaseLocalStorageDb';
const SDK_STORAGE_PREFIX = 'firebase:authUser:';

export type SessionHint = 'in' | 'out';

let sdkStarted = false;
let onSdkStart: (() => void) | undefined;

/**
 * Called as the SDK starts, by whoever starts it (a sign-in, a page's loader, the account's
 * flows): from then on this page asks the SDK itself, whatever the hint, and the provider follows it.
 */
export function markAuthStarted(): void {
  sdkStarted = true;
  onSdkStart?.();
}

/** The hint the SDK last left, or null when there is none (or storage cannot be read). */
export function readSessionHint(): SessionHint | null {
  try {
    const value = localStorage.getItem(SESSION_HINT_KEY);
    return value === 'in' || value === 'out' ? value : null;
  } catch {
    return null;
  }
}

export function writeSessionHint(signedIn: boolean): void {
  try {
    localStorage.setItem(SESSION_HINT_KEY, signedIn ? 'in' : 'out');
  } catch {
    // Storage refused (private mode, full): the next page decides from the SDK's own storage.
  }
}

/**
 * Whether the SDK keeps something here. Lists databases without opening one: opening the SDK's
 * would create it. A browser that cannot list them may hold a session: yes.
 */
async function sdkStorageFound(): Promise<boolean> {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      if (localStorage.key(i)?.startsWith(SDK_STORAGE_PREFIX)) return true;
    }
  } catch {
    // Unreadable: IndexedDB decides.
  }
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === SDK_DATABASE);
  } catch {
    return true;
  }
}

/** False only when this browser surely holds no session: the SDK need not load to say so. */
export async function mayHaveSession(): Promise<boolean> {
  if (sdkStarted) return true;
  const hint = readSessionHint();
  if (hint) return hint === 'in';
  return sdkStorageFound();
}

/**
 * Calls `onStart` when a session may begin: the SDK starts on this page, or another tab of the
 * site signs in. Returns the function that stops it.
 */
export function onSessionStart(onStart: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_HINT_KEY && event.newValue === 'in') onStart();
  };
  onSdkStart = onStart;
  if (sdkStarted) onStart();
  window.addEventListener('storage', onStorage);
  return () => {
    onSdkStart = undefined;
    window.removeEventListener('storage', onStorage);
  };
}
