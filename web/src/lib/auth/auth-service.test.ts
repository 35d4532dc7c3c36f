import { signUp } from './auth-service';

const firebase = vi.hoisted(() => ({
  user: { uid: 'u1', email: 'tess@example.com', displayName: null, photoURL: null },
  createUserWithEmailAndPassword: vi.fn(),
  updateProfile: vi.fn(),
}));

vi.mock('@/lib/firebase', () => ({ getFirebaseAuth: async () => ({ name: 'fake-auth' }) }));
vi.mock('firebase/auth', () => ({
  createUserWithEmailAndPassword: firebase.createUserWithEmailAndPassword,
  updateProfile: firebase.updateProfile,
  GoogleAuthProvider: class {},
  onAuthStateChanged: vi.fn(),
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
