import { screen, waitFor, within } from '@testing-library/react';
import type { ClientLoaderFunctionArgs } from 'react-router-dom';
import { onApi } from '@/testing/fake-api';
import { services } from '@/testing/fixtures';
import { renderApp, signedIn, testUser } from '@/testing/render-app';
import { identity, identityFailure } from '@/testing/account-double';
import { clientLoader } from './auth-action';

vi.mock('@/lib/api-client', async (importOriginal) =>
  (await import('@/testing/mock-api-client')).mockApiClient(importOriginal),
);

const resetLink = '/auth/action?mode=resetPassword&oobCode=code-1&apiKey=k&lang=en';
const verifyLink = '/auth/action?mode=verifyEmail&oobCode=code-2&continueUrl=x';

beforeEach(() => {
  onApi('GET', '/services', services.slice(0, 4));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('/auth/action?mode=resetPassword', () => {
  it("checks the code, shows the account's address and asks for a new password", async () => {
    renderApp(resetLink);
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    expect(screen.getByText('For tess@example.com')).toBeVisible();
    expect(identity.checkResetCode).toHaveBeenCalledWith('code-1');
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    await waitFor(() => expect(document.title).toBe('New Password - My Tourist Guide'));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('shows progress while the code is checked', async () => {
    identity.checkResetCode.mockReturnValue(new Promise(() => {}));
    // A code of its own: the page shares a check under way with every later ask for the same
    // link (see the loader), and this one never ends.
    renderApp('/auth/action?mode=resetPassword&oobCode=code-never-answered');
    expect(await screen.findByText('Checking your link…')).toBeVisible();
  });

  it('sets the new password, signs in with it and goes home', async () => {
    const { user, router } = renderApp(resetLink);
    await user.type(await screen.findByLabelText('New password'), 'new-secret-42');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(identity.resetPassword).toHaveBeenCalledWith('code-1', 'new-secret-42');
    expect(identity.signIn).toHaveBeenCalledWith('tess@example.com', 'new-secret-42');
    expect(await screen.findByText('Your new password is set. Welcome back!')).toBeInTheDocument();
  });

  it('goes to the login form with a message when signing in afterwards fails', async () => {
    identity.signIn.mockRejectedValue(identityFailure('network-request-failed'));
    const { user, router } = renderApp(resetLink);
    await user.type(await screen.findByLabelText('New password'), 'new-secret-42');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText('Your new password is set. Please log in with it.'),
    ).toBeInTheDocument();
  });

  it('asks for a password before sending anything', async () => {
    const { user } = renderApp(resetLink);
    await user.click(await screen.findByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Please enter a new password')).toBeVisible();
    expect(identity.resetPassword).not.toHaveBeenCalled();
  });

  it("shows the provider's refusal of a weak password under the field, and keeps the form", async () => {
    identity.resetPassword.mockRejectedValue(
      Object.assign(
        new Error('Firebase: Password should be at least 6 characters (auth/weak-password).'),
        { code: 'auth/weak-password' },
      ),
    );
    const { user, router } = renderApp(resetLink);
    await user.type(await screen.findByLabelText('New password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Password should be at least 6 characters')).toBeVisible();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/auth/action');
    expect(identity.signIn).not.toHaveBeenCalled();
    // The code is checked once: the failed submit did not check (or use) it again.
    expect(identity.checkResetCode).toHaveBeenCalledTimes(1);
  });

  it.each(['expired-action-code', 'invalid-action-code'])(
    'says clearly that a link with %s no longer works, with a way to ask for a new one',
    async (code) => {
      identity.checkResetCode.mockRejectedValue(identityFailure(code));
      const { user, router } = renderApp(resetLink);
      expect(
        await screen.findByRole('heading', { name: 'This link no longer works' }),
      ).toBeVisible();
      expect(screen.getByText(/It has expired or has already been used/)).toBeVisible();
      await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'));
    },
  );

  it('says the same when the code was used (in another tab) while the page was open', async () => {
    identity.resetPassword.mockRejectedValue(identityFailure('invalid-action-code'));
    const { user } = renderApp(resetLink);
    await user.type(await screen.findByLabelText('New password'), 'new-secret-42');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  });
});

describe('/auth/action?mode=verifyEmail', () => {
  it('confirms the address with the code and says so', async () => {
    renderApp(verifyLink);
    expect(
      await screen.findByRole('heading', { name: 'Your email address is verified' }),
    ).toBeVisible();
    expect(identity.confirmEmail).toHaveBeenCalledWith('code-2');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  it('leads a signed-in reader to their account page', async () => {
    renderApp(verifyLink, { auth: signedIn() });
    expect(await screen.findByRole('link', { name: 'Go to your account' })).toHaveAttribute(
      'href',
      '/account',
    );
  });

  it('says an expired or used link no longer works, and where to ask for another', async () => {
    identity.confirmEmail.mockRejectedValue(identityFailure('expired-action-code'));
    const auth = signedIn({ user: { ...testUser, emailVerified: false } });
    renderApp(verifyLink, { auth });
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Send a new link from your account' })).toHaveAttribute(
      'href',
      '/account',
    );
  });

  it('says a link opened again is used up, and that the address is confirmed already', async () => {
    identity.confirmEmail.mockRejectedValue(identityFailure('invalid-action-code'));
    renderApp(verifyLink, { auth: signedIn() });
    expect(
      await screen.findByRole('heading', { name: 'Your email address is verified' }),
    ).toBeVisible();
    expect(screen.getByText(/This link has been used already/)).toBeVisible();
  });

  it('offers to try again when the provider could not be reached', async () => {
    identity.confirmEmail
      .mockRejectedValueOnce(identityFailure('network-request-failed'))
      .mockResolvedValueOnce(undefined);
    const { user } = renderApp(verifyLink);
    expect(await screen.findByText(/can't reach the server/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Your email address is verified' }),
    ).toBeVisible();
    expect(identity.confirmEmail).toHaveBeenCalledTimes(2);
  });

  it('uses a link once while its check is under way, however often the page asks (a page the server rendered is checked by the app)', async () => {
    let answer = () => {};
    identity.confirmEmail.mockReturnValue(new Promise<void>((resolve) => (answer = resolve)));
    const load = () =>
      clientLoader({
        request: new Request(new URL(verifyLink, 'http://localhost')),
        params: {},
      } as ClientLoaderFunctionArgs).check;
    const asked = [load(), load()];
    answer();
    expect(await Promise.all(asked)).toEqual([{ kind: 'verified' }, { kind: 'verified' }]);
    expect(identity.confirmEmail).toHaveBeenCalledTimes(1);
    // Once answered, asking again is a new check (Try again).
    identity.confirmEmail.mockResolvedValue(undefined);
    expect(await load()).toEqual({ kind: 'verified' });
    expect(identity.confirmEmail).toHaveBeenCalledTimes(2);
  });

  it('says in words when the provider refused for too many requests, as /account does', async () => {
    identity.confirmEmail.mockRejectedValue(identityFailure('too-many-requests'));
    renderApp(verifyLink);
    expect(
      await screen.findByText('Too many attempts. Please wait a few minutes and try again.'),
    ).toBeVisible();
  });
});

describe('/auth/action with a link it does not handle', () => {
  it.each([
    ['/auth/action'],
    ['/auth/action?mode=resetPassword'],
    ['/auth/action?mode=recoverEmail&oobCode=c'],
  ])('%s: says the link is not complete, and offers a new one', async (entry) => {
    renderApp(entry);
    expect(await screen.findByRole('heading', { name: 'This link is not complete' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ask for a new password link' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(identity.checkResetCode).not.toHaveBeenCalled();
    expect(identity.confirmEmail).not.toHaveBeenCalled();
  });
});
