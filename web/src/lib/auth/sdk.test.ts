import { startSdk } from './sdk';
import type { AuthUser } from './store';

const firebase = vi.hoisted(() => ({
  calls: [] as string[],
  user: {
    uid: 'u1',
    email: 'tess@example.com',
    displayName: null as string | null,
    photoURL: null as string | null,
    emailVerified: false,
    providerData: [{ providerId: 'password' }],
  },
  auth: {
    name: 'fake-auth',
    currentUser: null as object | null,
    authStateReady: vi.fn(async () => {}),
  },
  createUserWithEmailAndPassword: vi.fn(),
  updateProfile: vi.fn(),
  onIdTokenChanged: vi.fn(),
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
    firebase.calls.push('initializeAuth');
    return firebase.auth;
  },
  connectAuthEmulator: (_auth: unknown, url: string) => firebase.calls.push(`connect ${url}`),
  createUserWithEmailAndPassword: firebase.createUserWithEmailAndPassword,
  updateProfile: firebase.updateProfile,
  GoogleAuthProvider: class {},
  onIdTokenChanged: firebase.onIdTokenChanged,
  signInWithEmailAndPassword: vi.fn(),
  signInWithPopup: vi.fn(),
  signOut: vi.fn(),
}));

beforeEach(() => {
  firebase.calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      firebase.calls.push('read /emulators.json');
      return new Response(JSON.stringify({ authEmulatorHost: '127.0.0.1:9199' }));
    }),
  );
  firebase.onIdTokenChanged.mockReset().mockReturnValue(() => {});
  firebase.createUserWithEmailAndPassword.mockReset().mockResolvedValue({ user: firebase.user });
  firebase.updateProfile.mockReset().mockImplementation(async (user, profile) => {
    Object.assign(user, profile);
  });
  firebase.user.displayName = null;
  firebase.user.photoURL = null;
});

afterEach(() => vi.unstubAllGlobals());

describe('startSdk in an emulator build', () => {
  it('reads the emulator address before the SDK starts, so a saved session never reaches Google', async () => {
    await startSdk(() => {});
    expect(firebase.calls).toEqual([
      'read /emulators.json',
      'initializeAuth',
      'connect http://127.0.0.1:9199',
    ]);
  });

  it('answers the restored session only once the SDK has read its storage', async () => {
    const sdk = await startSdk(() => {});
    firebase.auth.currentUser = null;
    firebase.auth.authStateReady.mockImplementationOnce(async () => {
      firebase.auth.currentUser = firebase.user;
    });
    expect(await sdk.restoredUser()).toBe(firebase.user);
  });
});

describe('signUp', () => {
  it('creates the account, then sets the name and photo', async () => {
    const sdk = await startSdk(() => {});
    const user = await sdk.signUp({
      name: ' Tess ',
      photoURL: 'https://example.com/t.png',
      email: 'tess@example.com',
      password: 'pw',
    });
    expect(firebase.createUserWithEmailAndPassword).toHaveBeenCalledWith(
      firebase.auth,
      'tess@example.com',
      'pw',
    );
    expect(firebase.updateProfile).toHaveBeenCalledWith(firebase.user, {
      displayName: 'Tess',
      photoURL: 'https://example.com/t.png',
    });
    expect(user).toMatchObject({ displayName: 'Tess', photoURL: 'https://example.com/t.png' });
  });

  it('sends only the profile fields that were filled in (the provider rejects nulls)', async () => {
    const sdk = await startSdk(() => {});
    await sdk.signUp({ name: 'Tess', photoURL: '  ', email: 'tess@example.com', password: 'pw' });
    expect(firebase.updateProfile).toHaveBeenCalledWith(firebase.user, { displayName: 'Tess' });
  });

  it('skips the profile update when neither name nor photo was given', async () => {
    const sdk = await startSdk(() => {});
    await sdk.signUp({ name: '', photoURL: '', email: 'tess@example.com', password: 'pw' });
    expect(firebase.updateProfile).not.toHaveBeenCalled();
  });
});

describe('who the SDK reports', () => {
  it("is the account with its token's admin claim, and each new token's", async () => {
    let listener: (user: unknown) => void = () => {};
    firebase.onIdTokenChanged.mockImplementation((_auth, next: typeof listener) => {
      listener = next;
      return () => {};
    });
    const seen: (AuthUser | null)[] = [];
    await startSdk((user) => seen.push(user));
    const claims = { admin: false as unknown };
    const account = {
      ...firebase.user,
      getIdTokenResult: async () => ({ claims: { ...claims } }),
    };
    listener(account);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({ uid: 'u1', admin: false });
    claims.admin = true;
    listener(account);
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]).toMatchObject({ uid: 'u1', admin: true });
    claims.admin = 'true';
    listener(account);
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    expect(seen[2]?.admin).toBe(false);
    listener(null);
    await vi.waitFor(() => expect(seen).toHaveLength(4));
    expect(seen[3]).toBeNull();
  });

  it('never lets an older token’s late claims replace a newer report', async () => {
    let listener: (user: unknown) => void = () => {};
    firebase.onIdTokenChanged.mockImplementation((_auth, next: typeof listener) => {
      listener = next;
      return () => {};
    });
    const seen: (AuthUser | null)[] = [];
    await startSdk((user) => seen.push(user));
    let answer!: (result: { claims: object }) => void;
    listener({ ...firebase.user, getIdTokenResult: () => new Promise((r) => (answer = r)) });
    listener(null);
    answer({ claims: {} });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toEqual([null]);
  });
});
