import { screen, waitFor } from '@testing-library/react';
import { fakeAuth, renderApp } from '@/testing/render-app';
import { onApi } from '@/testing/fake-api';
import { services } from '@/testing/fixtures';
import { identity, identityFailure } from '@/testing/account-double';

vi.mock('@/lib/api-client', async (importOriginal) =>
  (await import('@/testing/mock-api-client')).mockApiClient(importOriginal),
);

beforeEach(() => {
  onApi('GET', '/services', services.slice(0, 4));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('/signup', () => {
  it('has Name, photoURL, a required Email and a required Password, and a link to login', async () => {
    renderApp('/signup');
    expect(await screen.findByLabelText(/^Name/)).not.toBeRequired();
    expect(screen.getByLabelText(/^photoURL/)).not.toBeRequired();
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('main').querySelector('a[href="/login"]')).not.toBeNull();
    await waitFor(() => expect(document.title).toBe('Sign Up - My Tourist Guide'));
  });

  it('does not submit without email and password', async () => {
    const auth = fakeAuth();
    const { user } = renderApp('/signup', { auth });
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('creates the account with name and photo, then goes home', async () => {
    const auth = fakeAuth();
    const { user, router } = renderApp('/signup', { auth });
    await user.type(await screen.findByLabelText(/^Name/), 'Tess Traveller');
    await user.type(screen.getByLabelText(/^photoURL/), 'https://example.com/tess.png');
    await user.type(screen.getByLabelText('Email'), 'tess@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pw');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(auth.signUp).toHaveBeenCalledWith({
      name: 'Tess Traveller',
      photoURL: 'https://example.com/tess.png',
      email: 'tess@example.com',
      password: 'secret-pw',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('emails a link to confirm the address, which leads back to /account', async () => {
    const { user, router } = renderApp('/signup');
    await user.type(await screen.findByLabelText('Email'), 'tess@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pw');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(identity.sendVerification).toHaveBeenCalledWith('/account'));
    expect(
      await screen.findByText(
        'Welcome! We have emailed tess@example.com a link to confirm your address.',
      ),
    ).toBeInTheDocument();
  });

  it('still signs up and goes home when the verification email fails, and says so', async () => {
    identity.sendVerification.mockRejectedValue(identityFailure('too-many-requests'));
    const { user, router } = renderApp('/signup');
    await user.type(await screen.findByLabelText('Email'), 'tess@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pw');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByText(
        /Your account is ready, but the email to confirm your address was not sent/,
      ),
    ).toBeInTheDocument();
  });

  it('sends no verification email when sign-up fails', async () => {
    const auth = fakeAuth({
      signUp: vi.fn(async () =>
        Promise.reject(new Error('Firebase: Error (auth/email-already-in-use).')),
      ),
    });
    const { user } = renderApp('/signup', { auth });
    await user.type(await screen.findByLabelText('Email'), 'tess@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByRole('alert');
    expect(identity.sendVerification).not.toHaveBeenCalled();
  });

  it("shows the provider's error in red under the button", async () => {
    const auth = fakeAuth({
      signUp: vi.fn(async () =>
        Promise.reject(new Error('Firebase: Error (auth/email-already-in-use).')),
      ),
    });
    const { user, router } = renderApp('/signup', { auth });
    await user.type(await screen.findByLabelText('Email'), 'tess@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('auth/email-already-in-use');
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('fetches the sign-up’s code as the reader starts on the form, before Sign Up is pressed', async () => {
    const auth = fakeAuth();
    const { user } = renderApp('/signup', { auth });
    const name = await screen.findByLabelText(/Name/);
    expect(auth.prepareSignIn).not.toHaveBeenCalled();
    await user.click(name);
    expect(auth.prepareSignIn).toHaveBeenCalled();
    expect(auth.signUp).not.toHaveBeenCalled();
  });
});
