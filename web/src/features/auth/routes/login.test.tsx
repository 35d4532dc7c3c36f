import { screen, waitFor } from '@testing-library/react';
import { fakeAuth, renderApp } from '@/testing/render-app';
import { onApi } from '@/testing/fake-api';
import { services } from '@/testing/fixtures';

vi.mock('@/lib/api-client', async (importOriginal) =>
  (await import('@/testing/mock-api-client')).mockApiClient(importOriginal),
);

beforeEach(() => {
  onApi('GET', '/services', services.slice(0, 4));
  onApi('GET', '/reviews', []);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('/login', () => {
  it("has an email and password form with no required fields, 'Login With Google' and a sign-up link", async () => {
    renderApp('/login');
    const email = await screen.findByLabelText('Email');
    expect(email).not.toBeRequired();
    expect(screen.getByLabelText('Password')).not.toBeRequired();
    expect(screen.getByRole('button', { name: 'Login With Google' })).toBeInTheDocument();
    expect(screen.getByRole('main').querySelector('a[href="/signup"]')).not.toBeNull();
    await waitFor(() => expect(document.title).toBe('Login - My Tourist Guide'));
  });

  it('logs in and returns to the page the user came from, replacing the login entry', async () => {
    const auth = fakeAuth();
    const { user, router } = renderApp(
      { pathname: '/login', state: { from: { pathname: '/review', search: '', hash: '' } } },
      { auth },
    );
    await user.type(await screen.findByLabelText('Email'), 'tess@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pw');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(auth.logIn).toHaveBeenCalledWith('tess@example.com', 'secret-pw');
    await waitFor(() => expect(router.state.location.pathname).toBe('/review'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes home after logging in when there is no page to return to', async () => {
    const { user, router } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows the provider's error message in red under the button, and logs it", async () => {
    const failure = new Error('Firebase: Error (auth/wrong-password).');
    const auth = fakeAuth({ logIn: vi.fn(async () => Promise.reject(failure)) });
    const { user, router } = renderApp('/login', { auth });
    await user.click(await screen.findByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Firebase: Error (auth/wrong-password).',
    );
    expect(console.error).toHaveBeenCalledWith(failure);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('disables the buttons while a login runs', async () => {
    let finish!: () => void;
    const auth = fakeAuth({ logIn: vi.fn(() => new Promise<void>((r) => (finish = r))) });
    const { user } = renderApp('/login', { auth });
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    finish();
  });

  it('signs in with the Google popup', async () => {
    const auth = fakeAuth();
    const { user, router } = renderApp('/login', { auth });
    await user.click(await screen.findByRole('button', { name: 'Login With Google' }));
    expect(auth.logInWithGoogle).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows a popup error the same way', async () => {
    const auth = fakeAuth({
      logInWithGoogle: vi.fn(async () =>
        Promise.reject(new Error('Firebase: Error (auth/popup-closed-by-user).')),
      ),
    });
    const { user } = renderApp('/login', { auth });
    await user.click(await screen.findByRole('button', { name: 'Login With Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('auth/popup-closed-by-user');
  });

  it('fetches the sign-in’s code as the reader starts on the form, before Login is pressed', async () => {
    const auth = fakeAuth();
    const { user } = renderApp('/login', { auth });
    const email = await screen.findByLabelText('Email');
    expect(auth.prepareSignIn).not.toHaveBeenCalled();
    await user.click(email);
    expect(auth.prepareSignIn).toHaveBeenCalled();
    expect(auth.logIn).not.toHaveBeenCalled();
  });

  it('fetches the sign-in’s code as the pointer nears the Google button, before it is pressed', async () => {
    const auth = fakeAuth();
    const { user } = renderApp('/login', { auth });
    await user.hover(await screen.findByRole('button', { name: 'Login With Google' }));
    expect(auth.prepareSignIn).toHaveBeenCalled();
    expect(auth.logInWithGoogle).not.toHaveBeenCalled();
  });
});
