import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthUser } from './auth-context';
import { AuthProvider, needAuthNow } from './auth-provider';
import { SESSION_HINT_KEY } from './session-hint';
import { useAuth } from './use-auth';
import { renderSignedOutProvider } from '@/testing/auth-provider-signed-out';

const sdk = vi.hoisted(() => ({
  listener: undefined as ((user: AuthUser | null) => void) | undefined,
  signUp: vi.fn(),
  logIn: vi.fn(),
  logInWithGoogle: vi.fn(),
  logOut: vi.fn(),
  startAuth: vi.fn(async () => {}),
}));

vi.mock('./auth-service', () => ({
  startAuth: sdk.startAuth,
  watchUser: async (onChange: (user: AuthUser | null) => void) => {
    sdk.listener = onChange;
    return () => {};
  },
  signUp: sdk.signUp,
  logIn: sdk.logIn,
  logInWithGoogle: sdk.logInWithGoogle,
  logOut: sdk.logOut,
}));

const tess: AuthUser = {
  uid: 'u1',
  email: 'tess@example.com',
  displayName: null,
  photoURL: null,
  emailVerified: true,
  providers: ['password'],
  admin: false,
};

function Probe() {
  const auth = useAuth();
  return (
    <div>
      <p>{auth.loading ? 'loading' : 'settled'}</p>
      <p>{auth.user ? `user:${auth.user.email}:${auth.user.displayName ?? '-'}` : 'no user'}</p>
      <button onClick={() => void auth.logOut()}>out</button>
      <button onClick={() => void auth.logIn(tess.email!, 'pw')}>in</button>
      <button
        onClick={() =>
          void auth.signUp({ name: 'Tess', photoURL: '', email: tess.email!, password: 'pw' })
        }
      >
        up
      </button>
    </div>
  );
}

async function renderProvider() {
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
  await vi.waitFor(() => expect(sdk.listener).toBeDefined());
}

beforeEach(() => {
  sdk.listener = undefined;
  // The SDK left word that this browser holds a session (session-hint.ts).
  localStorage.setItem(SESSION_HINT_KEY, 'in');
});

/** The provider's view of a reader this browser knows to be signed out. */
const renderSignedOut = () => renderSignedOutProvider(<Probe />);

/** Long enough for a dynamic import and a page load that would start the SDK. */
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('AuthProvider', () => {
  it('is loading until the provider first reports, then holds the user or null', async () => {
    await renderProvider();
    expect(screen.getByText('loading')).toBeInTheDocument();

    act(() => sdk.listener?.(null));
    expect(screen.getByText('settled')).toBeInTheDocument();
    expect(screen.getByText('no user')).toBeInTheDocument();

    act(() => sdk.listener?.(tess));
    expect(screen.getByText('user:tess@example.com:-')).toBeInTheDocument();
  });

  it("removes the stored 'token' item on sign-out", async () => {
    localStorage.setItem('token', 'old');
    sdk.logOut.mockResolvedValue(undefined);
    await renderProvider();
    act(() => sdk.listener?.(tess));

    await userEvent.click(screen.getByRole('button', { name: 'out' }));
    expect(sdk.logOut).toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('forgets on sign-out the saved places kept on the device for offline reading', async () => {
    localStorage.setItem('tg:saved:u1', JSON.stringify([]));
    localStorage.setItem('tg:saved:u2', JSON.stringify([]));
    sdk.logOut.mockResolvedValue(undefined);
    await renderProvider();
    act(() => sdk.listener?.(tess));

    await userEvent.click(screen.getByRole('button', { name: 'out' }));
    await vi.waitFor(() => expect(localStorage.getItem('tg:saved:u1')).toBeNull());
    expect(localStorage.getItem('tg:saved:u2')).toBeNull();
    expect(sdk.logOut).toHaveBeenCalled();
  });

  it('publishes the display name set right after sign-up', async () => {
    sdk.signUp.mockResolvedValue({ ...tess, displayName: 'Tess' });
    await renderProvider();
    act(() => sdk.listener?.(null));

    await userEvent.click(screen.getByRole('button', { name: 'up' }));
    expect(await screen.findByText('user:tess@example.com:Tess')).toBeInTheDocument();
    expect(screen.getByText('settled')).toBeInTheDocument();
  });

  it('reports a reader known to be signed out at once, and never loads the SDK on its own', async () => {
    await renderSignedOut();
    await aMoment();
    expect(sdk.listener).toBeUndefined();
    expect(sdk.startAuth).not.toHaveBeenCalled();
  });

  it('starts the SDK when a signed-out reader logs in, and shows who they are', async () => {
    sdk.logIn.mockImplementation(async () => sdk.listener?.(tess));
    await renderSignedOut();

    await userEvent.click(screen.getByRole('button', { name: 'in' }));
    await vi.waitFor(() => expect(sdk.logIn).toHaveBeenCalledWith(tess.email, 'pw'));
    expect(await screen.findByText('user:tess@example.com:-')).toBeInTheDocument();
    expect(screen.getByText('settled')).toBeInTheDocument();
  });

  it('starts the SDK when another tab signs in', async () => {
    await renderSignedOut();

    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: SESSION_HINT_KEY, oldValue: 'out', newValue: 'in' }),
      );
    });
    // Unknown again until the SDK has restored the session the other tab saved.
    expect(screen.getByText('loading')).toBeInTheDocument();
    await vi.waitFor(() => expect(sdk.listener).toBeDefined());
    act(() => sdk.listener?.(tess));
    expect(screen.getByText('user:tess@example.com:-')).toBeInTheDocument();
  });

  // Last: a page's call is for the rest of the page's life (module state).
  it('waits for the page to load before starting the SDK, unless a page needs the sign-in now', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sdk.listener).toBeUndefined();

    needAuthNow();
    await vi.waitFor(() => expect(sdk.listener).toBeDefined());
    act(() => sdk.listener?.(tess));
    expect(screen.getByText('user:tess@example.com:-')).toBeInTheDocument();
  });

  it('asked before the app has mounted (a loader as the app starts), starts the SDK at once, whatever the hint says', async () => {
    localStorage.setItem(SESSION_HINT_KEY, 'out');
    sdk.startAuth.mockClear();
    needAuthNow();
    await vi.waitFor(() => expect(sdk.startAuth).toHaveBeenCalledTimes(1));
    // The provider, mounted later, follows the session at once.
    await renderProvider();
    act(() => sdk.listener?.(tess));
    expect(screen.getByText('user:tess@example.com:-')).toBeInTheDocument();
  });

  it('follows the SDK when something else on the page starts it (the account flows, a loader)', async () => {
    // Fresh modules, and the last test: the SDK's start is for the rest of the page's life.
    vi.resetModules();
    const fresh = {
      ...(await import('./auth-provider')),
      ...(await import('./use-auth')),
      ...(await import('./session-hint')),
    };
    function FreshProbe() {
      const { user, loading } = fresh.useAuth();
      return <p>{loading ? 'loading' : user ? `user:${user.email}` : 'no user'}</p>;
    }
    localStorage.setItem(SESSION_HINT_KEY, 'out');
    render(
      <fresh.AuthProvider>
        <FreshProbe />
      </fresh.AuthProvider>,
    );
    expect(await screen.findByText('no user')).toBeInTheDocument();

    act(() => fresh.markAuthStarted());
    await vi.waitFor(() => expect(sdk.listener).toBeDefined());
    act(() => sdk.listener?.(tess));
    expect(screen.getByText('user:tess@example.com')).toBeInTheDocument();
  });
});
