import { SESSION_HINT_KEY } from './auth/session-hint';
import { getFirebaseAuth } from './firebase';
import { keepSavedCookie } from './saved-cookie';

const sdk = vi.hoisted(() => ({
  calls: [] as string[],
  onUser: undefined as ((user: object | null) => void) | undefined,
}));

vi.mock('@/config/env', () => ({
  parseFirebaseEnv: () => ({
    useEmulators: true,
    firebaseConfig: { apiKey: 'k', authDomain: 'd', projectId: 'demo-p' },
  }),
}));
vi.mock('firebase/app', () => ({ initializeApp: () => ({ name: 'app' }) }));
vi.mock('firebase/auth', () => ({
  browserLocalPersistence: {},
  browserPopupRedirectResolver: {},
  indexedDBLocalPersistence: {},
  initializeAuth: () => {
    sdk.calls.push('initializeAuth');
    return {
      name: 'auth',
      onAuthStateChanged: (listener: (user: object | null) => void) => (sdk.onUser = listener),
    };
  },
  connectAuthEmulator: (_auth: unknown, url: string) => sdk.calls.push(`connect ${url}`),
}));

describe('getFirebaseAuth in an emulator build', () => {
  it('reads the emulator address before the SDK starts, so a saved session never reaches Google', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        sdk.calls.push('read /emulators.json');
        return new Response(JSON.stringify({ authEmulatorHost: '127.0.0.1:9199' }));
      }),
    );

    await getFirebaseAuth();

    expect(sdk.calls).toEqual([
      'read /emulators.json',
      'initializeAuth',
      'connect http://127.0.0.1:9199',
    ]);
    vi.unstubAllGlobals();
  });
});

/** The SDK started (the emulators' file read), so the test can report who is signed in. */
async function startAuth(): Promise<void> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ authEmulatorHost: '127.0.0.1:9199' }))),
  );
  await getFirebaseAuth();
  vi.unstubAllGlobals();
}

describe('the session hint', () => {
  it('follows what the SDK reports, so the next page knows without loading the SDK', async () => {
    await startAuth();

    sdk.onUser?.({ uid: 'u1' });
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('in');
    sdk.onUser?.(null);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('out');
  });
});

describe('the cookie /saved is rendered from', () => {
  it('goes when the SDK finds no one signed in (a session ended elsewhere, not only a sign-out here)', async () => {
    await startAuth();
    /** The cookie as the browser sends it with /saved (its Path). */
    const sentToSaved = () => {
      history.replaceState(null, '', '/saved');
      const cookie = document.cookie;
      history.replaceState(null, '', '/');
      return cookie;
    };

    keepSavedCookie(['kyoto-japan']);
    sdk.onUser?.({ uid: 'u1' });
    expect(sentToSaved()).toBe('__session=saved1.1.kyoto-japan');
    sdk.onUser?.(null);
    expect(sentToSaved()).toBe('');
  });
});
