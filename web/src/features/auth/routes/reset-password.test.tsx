import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { identity, identityFailure } from '@/testing/account-double';

vi.mock('@/lib/api-client', async (importOriginal) =>
  (await import('@/testing/mock-api-client')).mockApiClient(importOriginal),
);

const SENT = /^If an account exists for that address, we have sent a link\./;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

async function ask(email: string) {
  const app = renderApp('/reset-password');
  if (email) await app.user.type(await screen.findByLabelText('Email'), email);
  await app.user.click(await screen.findByRole('button', { name: 'Send me a link' }));
  return app;
}

describe('/login', () => {
  it('offers "Forgot password?", which leads to /reset-password', async () => {
    const { user, router } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeVisible();
  });
});

describe('/reset-password', () => {
  it('is titled, kept out of search results, and asks for the email', async () => {
    renderApp('/reset-password');
    expect(await screen.findByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    await waitFor(() => expect(document.title).toBe('Reset Password - My Tourist Guide'));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('asks the provider for a link that leads back to /login, and says the same as always', async () => {
    await ask('tess@example.com');
    expect(await screen.findByText(SENT)).toBeVisible();
    expect(identity.sendPasswordReset).toHaveBeenCalledWith('tess@example.com', '/login');
  });

  it.each([['user-not-found'], ['too-many-requests'], ['internal-error']])(
    'answers the same when the provider says %s (no account enumeration)',
    async (code) => {
      identity.sendPasswordReset.mockRejectedValue(identityFailure(code));
      await ask('nobody@example.com');
      expect(await screen.findByText(SENT)).toBeVisible();
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('says a malformed address is one, under the field, without asking the provider', async () => {
    await ask('tess@example..com');
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(identity.sendPasswordReset).not.toHaveBeenCalled();
    expect(screen.queryByText(SENT)).toBeNull();
  });

  it('asks for an address when there is none', async () => {
    await ask('');
    expect(await screen.findByText('Please enter your email address')).toBeVisible();
    expect(identity.sendPasswordReset).not.toHaveBeenCalled();
  });

  it("shows the provider's auth/invalid-email under the field too, until the address changes", async () => {
    identity.sendPasswordReset.mockRejectedValue(identityFailure('invalid-email'));
    const { user } = await ask('tess@example.com');
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(screen.queryByText(SENT)).toBeNull();
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  });

  it('says the provider could not be reached, rather than claiming a link was sent', async () => {
    identity.sendPasswordReset.mockRejectedValue(identityFailure('network-request-failed'));
    await ask('tess@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(/can't reach the server/);
    expect(screen.queryByText(SENT)).toBeNull();
  });
});
