import { SESSION_HINT_KEY } from './session-hint';

const sdk = vi.hoisted(() => ({
  started: vi.fn(),
  user: null as { uid: string; email: string; getIdToken: () => Promise<string> } | null,
}));

vi.mock('@/lib/firebase', () => ({
  getFirebaseAuth: async () => {
    sdk.started();
    return { authStateReady: async () => {}, currentUser: sdk.user };
  },
}));

// Every other test file sees the session double (setup-tests.ts); this one tests the module.
const session = () => vi.importActual<typeof import('./session')>('./session');

beforeEach(() => {
  sdk.started.mockClear();
  sdk.user = { uid: 'u1', email: 'tess@example.com', getIdToken: async () => 'token-u1' };
});

describe('who is signed in, for the API client and the loaders', () => {
  it('answers null without loading the Auth SDK when the browser holds no session', async () => {
    localStorage.setItem(SESSION_HINT_KEY, 'out');
    const { currentEmail, currentUid, getIdToken } = await session();

    expect(await getIdToken()).toBeNull();
    expect(await currentUid()).toBeNull();
    expect(await currentEmail()).toBeNull();
    expect(sdk.started).not.toHaveBeenCalled();
  });

  it('asks the SDK when the browser may hold one', async () => {
    localStorage.setItem(SESSION_HINT_KEY, 'in');
    const { currentEmail, currentUid, getIdToken } = await session();

    expect(await getIdToken()).toBe('token-u1');
    expect(await currentUid()).toBe('u1');
    expect(await currentEmail()).toBe('tess@example.com');
    expect(sdk.started).toHaveBeenCalled();
  });
});
