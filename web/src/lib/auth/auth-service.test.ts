import type { AuthUser } from './auth-context';
import { signUp, watchUser } from './auth-service';

const firebase = vi.hoisted(() => ({
  user: {
    uid: 'u1',
    email: 'tess@example.com',
    displayName: null,
    photoURL: null,
    emailVerified: false,
    providerData: [{ providerId: 'password' }],
  },
  createUserWithEmailAndPassword: vi.fn(),
  updateProfile: vi.fn(),
  onIdTokenChanged: vi.fn(),
}));

vi.mock('@/lib/firebase', () => ({ getFirebaseAuth: async () => ({ name: 'fake-auth' }) }));
vi.mock('firebase/auth', () => ({
  createUserWithEmailAndPassword: firebase.createUserWithEmailAndPassword,
  updateProfile: firebase.updateProfile,
  GoogleAuthProvider: class {},
  onIdTokenChanged: firebase.onIdTokenChanged,
  signInWithEmailAndPassword: vi.fn(),
  signInWithPopup: vi.fn(),
  signOut: vi.fn(),
}));

beforeEach(() => {
  firebase.createUserWithEmailAndPassword.mockReset().mockResolvedValue({ user: firebase.user });
  firebase.updateProfile.mockReset().mockImplementation(async (user, profile) => {
    Object.assign(user, profile);
  });
  firebase.user.displayName = null;
  firebase.user.photoURL = null;
});

describe('signUp', () => {
  it('creates the account, then sets the name and photo', async () => {
    const user = await signUp({
      name: ' Tess ',
      photoURL: 'https://example.com/t.png',
      email: 'tess@example.com',
      password: 'pw',
    });
    expect(firebase.createUserWithEmailAndPassword).toHaveBeenCalledWith(
      { name: 'fake-auth' },
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
    await signUp({ name: 'Tess', photoURL: '  ', email: 'tess@example.com', password: 'pw' });
    expect(firebase.updateProfile).toHaveBeenCalledWith(firebase.user, { displayName: 'Tess' });
  });

  it('skips the profile update when neither name nor photo was given', async () => {
    await signUp({ name: '', photoURL: '', email: 'tess@example.com', password: 'pw' });
    expect(firebase.updateProfile).not.toHaveBeenCalled();
  });
});

describe('watchUser', () => {
  it("reports the account with its token's admin claim, and each new token's", async () => {
    let listener: (user: unknown) => void = () => {};
    firebase.onIdTokenChanged.mockImplementation((_auth, next) => {
      listener = next;
      return () => {};
    });
    const seen: (AuthUser | null)[] = [];
    await watchUser((user) => seen.push(user));
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
});
