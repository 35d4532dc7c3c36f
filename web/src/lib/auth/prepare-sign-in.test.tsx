import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedOutProvider } from '@/testing/auth-provider-signed-out';
import { useAuth } from './use-auth';

// A file of its own: the SDK's module is imported once per file, and this counts that import.
const sdk = vi.hoisted(() => ({ imports: 0, startAuth: vi.fn(async () => {}), watched: false }));

vi.mock('./auth-service', () => {
  sdk.imports += 1;
  return {
    startAuth: sdk.startAuth,
    watchUser: async () => {
      sdk.watched = true;
      return () => {};
    },
  };
});

function Probe() {
  const auth = useAuth();
  return (
    <div>
      <p>{auth.loading ? 'loading' : 'settled'}</p>
      <p>{auth.user ? 'a user' : 'no user'}</p>
      <button onClick={auth.prepareSignIn}>prepare</button>
    </div>
  );
}

/** Long enough for a dynamic import and a page load that would start the SDK. */
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('prepareSignIn', () => {
  it('fetches the SDK’s code for a signed-out reader without starting it; asked again, fetches nothing more', async () => {
    await renderSignedOutProvider(<Probe />);
    await aMoment();
    expect(sdk.imports).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'prepare' }));
    await vi.waitFor(() => expect(sdk.imports).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'prepare' }));
    await aMoment();
    expect(sdk.imports).toBe(1);
    // Not started: no session restored, nothing watched, the reader still shown signed out.
    expect(sdk.startAuth).not.toHaveBeenCalled();
    expect(sdk.watched).toBe(false);
    expect(screen.getByText('settled')).toBeInTheDocument();
    expect(screen.getByText('no user')).toBeInTheDocument();
  });
});
