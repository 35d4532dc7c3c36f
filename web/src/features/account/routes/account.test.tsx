import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, failApi, jsonFile, onApi } from '@/testing/fake-api';
import { services } from '@/testing/fixtures';
import { fakeAuth, renderApp, signedIn, testUser } from '@/testing/render-app';
import { identity, identityFailure } from '@/testing/account-double';
import { readBlob } from '@/testing/read-blob';
import { testSdk } from '@/testing/session-double';
import type { AuthUser } from '@/lib/auth/store';
import { session } from '@/lib/auth/session';
import { readSavedList, rememberSavedList } from '@/lib/offline';
import { dropSavedCookie, keepSavedCookie } from '@/lib/saved-cookie';

vi.mock('@/lib/api-client', async (importOriginal) =>
  (await import('@/testing/mock-api-client')).mockApiClient(importOriginal),
);
// The session's end (lib/auth/store.ts) runs for real; only the SDK's sign-out is a double.

const withUser = (overrides: Partial<AuthUser>) =>
  signedIn({ user: { ...testUser, ...overrides } });
const main = () => within(screen.getByRole('main'));
const section = (name: string) => within(screen.getByRole('region', { name }));

beforeEach(() => {
  onApi('GET', '/services', services.slice(0, 4));
  onApi('PUT', '/account/profile', { acknowledged: true });
  onApi('GET', '/owner/services', { items: [] });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

async function openAccount(auth = signedIn()) {
  const app = renderApp('/account', { auth });
  await screen.findByRole('heading', { name: 'Your account', level: 1 });
  return app;
}

describe('/account: who may see it', () => {
  it('sends a signed-out visitor to /login, remembering to come back', async () => {
    const { router } = renderApp('/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/account' } });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows progress while the sign-in state loads', async () => {
    renderApp('/account', { auth: fakeAuth({ loading: true }) });
    expect(await main().findByText('Checking sign-in…')).toBeVisible();
  });

  it('while it loads, shows the page as the server renders it: its heading, then the progress', async () => {
    renderApp('/account', { auth: fakeAuth({ loading: true }) });
    const status = (await main().findByText('Checking sign-in…')).closest('[role="status"]');
    expect(status).not.toBeNull();
    const heading = main().getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Your account');
    // The heading comes first, where the account's page has it.
    expect(
      heading.compareDocumentPosition(status!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(main().queryByRole('region')).toBeNull();
  });

  it('keeps its heading (the same element) when the account replaces the progress', async () => {
    const { setAuth } = renderApp('/account', { auth: fakeAuth({ loading: true }) });
    const heading = await main().findByRole('heading', { name: 'Your account', level: 1 });
    setAuth(signedIn());
    expect(await main().findByRole('region', { name: 'Profile' })).toBeVisible();
    expect(main().getByRole('heading', { name: 'Your account', level: 1 })).toBe(heading);
    expect(main().queryByText('Checking sign-in…')).toBeNull();
  });

  it('starts the sign-in service at once, not after the page has loaded', async () => {
    renderApp('/account', { auth: fakeAuth({ loading: true }) });
    await main().findByText('Checking sign-in…');
    expect(session.start).toHaveBeenCalled();
  });

  it('is titled Account and kept out of search results', async () => {
    await openAccount();
    await waitFor(() => expect(document.title).toBe('Account - My Tourist Guide'));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

describe('/account: the email address', () => {
  it('shows the address and that it is verified', async () => {
    await openAccount();
    expect(section('Email').getByText('tess@example.com')).toBeVisible();
    expect(section('Email').getByText('Verified')).toBeVisible();
    expect(
      section('Email').queryByRole('button', { name: 'Send verification email again' }),
    ).toBeNull();
  });

  it('sends the verification email again for an unverified address', async () => {
    const { user } = await openAccount(withUser({ emailVerified: false }));
    expect(section('Email').getByText('Not verified')).toBeVisible();
    await user.click(
      section('Email').getByRole('button', { name: 'Send verification email again' }),
    );
    expect(
      await section('Email').findByText('We have sent a new link to tess@example.com.'),
    ).toBeVisible();
    expect(identity.sendVerification).toHaveBeenCalledWith('/account');
  });

  it('says when the provider refused to send it (too many requests)', async () => {
    identity.sendVerification.mockRejectedValue(identityFailure('too-many-requests'));
    const { user } = await openAccount(withUser({ emailVerified: false }));
    await user.click(
      section('Email').getByRole('button', { name: 'Send verification email again' }),
    );
    expect(await section('Email').findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it("says what failed, not the SDK's wrapping, when the provider gives no sentence", async () => {
    identity.sendVerification.mockRejectedValue(identityFailure('internal-error'));
    const { user } = await openAccount(withUser({ emailVerified: false }));
    await user.click(
      section('Email').getByRole('button', { name: 'Send verification email again' }),
    );
    expect(await section('Email').findByRole('alert')).toHaveTextContent(
      /^The email was not sent\.$/,
    );
  });
});

describe('/account: profile', () => {
  async function saveProfile(name: string | null, photo: string | null, auth = signedIn()) {
    const app = await openAccount(auth);
    const profile = section('Profile');
    if (name !== null) {
      await app.user.clear(profile.getByLabelText(/^Display name/));
      if (name) await app.user.type(profile.getByLabelText(/^Display name/), name);
    }
    if (photo !== null) {
      await app.user.clear(profile.getByLabelText(/^Photo URL/));
      if (photo) {
        await app.user.click(profile.getByLabelText(/^Photo URL/));
        await app.user.paste(photo);
      }
    }
    await app.user.click(profile.getByRole('button', { name: 'Save profile' }));
    return app;
  }

  it('is filled in with the current name and photo', async () => {
    await openAccount(withUser({ photoURL: 'https://photos.example/t.png' }));
    expect(section('Profile').getByLabelText(/^Display name/)).toHaveValue('Tess Traveller');
    expect(section('Profile').getByLabelText(/^Photo URL/)).toHaveValue(
      'https://photos.example/t.png',
    );
  });

  it('sends the name and photo to PUT /account/profile, then reads the account again', async () => {
    await saveProfile('Tess T.', 'https://photos.example/new.png');
    await waitFor(() =>
      expect(fakeApi.put).toHaveBeenCalledWith(
        '/account/profile',
        { displayName: 'Tess T.', photoURL: 'https://photos.example/new.png' },
        expect.objectContaining({ auth: true }),
      ),
    );
    // Read again, so the navbar shows the new name and photo.
    await waitFor(() => expect(identity.refreshAccount).toHaveBeenCalled());
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
  });

  it('sends an empty photo to remove it (the initials show instead)', async () => {
    await saveProfile(null, '');
    await waitFor(() =>
      expect(fakeApi.put).toHaveBeenCalledWith(
        '/account/profile',
        { displayName: 'Tess Traveller', photoURL: '' },
        expect.anything(),
      ),
    );
  });

  it('sends an empty name to remove it, rather than keeping the old one', async () => {
    await saveProfile('', null);
    await waitFor(() =>
      expect(fakeApi.put).toHaveBeenCalledWith(
        '/account/profile',
        { displayName: '', photoURL: '' },
        expect.anything(),
      ),
    );
  });

  it.each([
    [
      'http://photos.example/t.png',
      'Please enter an address starting with https:// (or leave it empty)',
    ],
    ['photos.example/t.png', 'Please enter an address starting with https:// (or leave it empty)'],
    ['javascript:alert(1)', 'Please enter an address starting with https:// (or leave it empty)'],
    [
      `https://photos.example/${'a'.repeat(2048)}`,
      'The address is too long: at most 2,048 characters',
    ],
  ])('refuses the photo %.40s with a message under the field', async (photo, message) => {
    await saveProfile(null, photo);
    const field = section('Profile').getByLabelText(/^Photo URL/);
    expect(await section('Profile').findByText(message)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fakeApi.put).not.toHaveBeenCalled();
  });

  it('accepts a photo address of exactly 2,048 characters', async () => {
    const photo = `https://photos.example/${'a'.repeat(2048 - 'https://photos.example/'.length)}`;
    await saveProfile(null, photo);
    await waitFor(() => expect(fakeApi.put).toHaveBeenCalled());
  });

  it('takes the message away as soon as the address is put right', async () => {
    const { user } = await saveProfile(null, 'http://photos.example/t.png');
    const field = section('Profile').getByLabelText(/^Photo URL/);
    await user.clear(field);
    await user.type(field, 'https://photos.example/t.png');
    expect(section('Profile').queryByText(/Please enter an address/)).toBeNull();
  });

  it("shows the API's refusal", async () => {
    failApi('PUT', '/account/profile', 400, 'invalid_input', 'photoURL: must be an https URL');
    await saveProfile(null, 'https://photos.example/t.png');
    expect(await section('Profile').findByRole('alert')).toHaveTextContent(
      'photoURL: must be an https URL',
    );
    expect(identity.refreshAccount).not.toHaveBeenCalled();
  });
});

describe('/account: password', () => {
  async function change(current: string, next: string, auth = signedIn()) {
    const app = await openAccount(auth);
    const password = section('Password');
    if (current) await app.user.type(password.getByLabelText('Current password'), current);
    if (next) await app.user.type(password.getByLabelText('New password'), next);
    await app.user.click(password.getByRole('button', { name: 'Change password' }));
    return app;
  }

  it('asks for both passwords', async () => {
    await change('', '');
    expect(
      await section('Password').findByText('Please enter your current password'),
    ).toBeVisible();
    expect(section('Password').getByText('Please enter a new password')).toBeVisible();
    expect(identity.changePassword).not.toHaveBeenCalled();
  });

  it('changes it with the current one, then empties the fields', async () => {
    await change('old-secret', 'new-secret-42');
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(identity.changePassword).toHaveBeenCalledWith('old-secret', 'new-secret-42');
    await waitFor(() =>
      expect(section('Password').getByLabelText('Current password')).toHaveValue(''),
    );
    expect(section('Password').getByLabelText('New password')).toHaveValue('');
  });

  it.each(['wrong-password', 'invalid-credential'])(
    'says under the field that the current password is wrong (%s)',
    async (code) => {
      identity.changePassword.mockRejectedValue(identityFailure(code));
      const { user } = await change('not-it', 'new-secret-42');
      const current = section('Password').getByLabelText('Current password');
      expect(
        await section('Password').findByText('That is not your current password'),
      ).toBeVisible();
      expect(current).toHaveAttribute('aria-invalid', 'true');
      await user.type(current, 'x');
      expect(section('Password').queryByText('That is not your current password')).toBeNull();
    },
  );

  it("shows the provider's refusal of a weak new password under that field", async () => {
    identity.changePassword.mockRejectedValue(
      Object.assign(
        new Error('Firebase: Password should be at least 6 characters (auth/weak-password).'),
        { code: 'auth/weak-password' },
      ),
    );
    await change('old-secret', 'abc');
    expect(
      await section('Password').findByText('Password should be at least 6 characters'),
    ).toBeVisible();
    expect(section('Password').getByLabelText('New password')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('has no password form for an account that signs in with Google', async () => {
    await openAccount(withUser({ providers: ['google.com'] }));
    expect(section('Password').queryByLabelText('Current password')).toBeNull();
    expect(section('Password').getByText(/You sign in with Google/)).toBeVisible();
  });
});

describe('/account: download my data', () => {
  let saved: { name: string; text: Promise<string> }[];

  beforeEach(() => {
    saved = [];
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob;
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (this.href === 'blob:export' && blob)
        saved.push({ name: this.download, text: readBlob(blob) });
    });
  });

  it('saves GET /account/export as a file under the name the API gives it', async () => {
    onApi('GET', '/account/export', jsonFile({ account: { uid: 'uid-tess' } }, 'tess-data.json'));
    const { user } = await openAccount();
    await user.click(section('Your data').getByRole('button', { name: 'Download my data' }));
    expect(await section('Your data').findByText('Your data has been downloaded.')).toBeVisible();
    expect(fakeApi.getFile).toHaveBeenCalledWith(
      '/account/export',
      expect.objectContaining({ auth: true }),
    );
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('tess-data.json');
    expect(JSON.parse(await saved[0]!.text)).toEqual({ account: { uid: 'uid-tess' } });
  });

  it('names the file itself when the API names none', async () => {
    onApi('GET', '/account/export', jsonFile({}, null));
    const { user } = await openAccount();
    await user.click(section('Your data').getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toMatch(/^tourist-guide-data-\d{4}-\d{2}-\d{2}\.json$/);
  });

  it('says why when the export fails', async () => {
    failApi('GET', '/account/export', 503, 'database_unavailable', 'The database is unavailable.');
    const { user } = await openAccount();
    await user.click(section('Your data').getByRole('button', { name: 'Download my data' }));
    expect(await section('Your data').findByRole('alert')).toHaveTextContent(
      'The database is unavailable.',
    );
    expect(saved).toHaveLength(0);
  });
});

describe('/account: delete my account', () => {
  const deleted = { acknowledged: true, deletedReviews: 2, deletedReports: 1 };

  async function openDialog(auth = signedIn()) {
    const app = await openAccount(auth);
    await app.user.click(
      section('Delete my account').getByRole('button', { name: 'Delete my account' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    return { ...app, dialog: within(dialog) };
  }

  it('asks for confirmation first; Cancel deletes nothing', async () => {
    const { user, dialog } = await openDialog();
    expect(dialog.getByText(/This cannot be undone/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fakeApi.delete).not.toHaveBeenCalled();
  });

  it('deletes the account, ends the session and goes home with a message', async () => {
    onApi('DELETE', '/account', deleted);
    localStorage.setItem('token', 'old');
    const { user, dialog, router } = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fakeApi.delete).toHaveBeenCalledWith(
      '/account',
      expect.objectContaining({ auth: true }),
    );
    expect(testSdk.logOut).toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
  });

  it('leaves nothing of the deleted account on this device, as sign-out does: no saved list kept for offline reading, no cookie for /saved', async () => {
    onApi('DELETE', '/account', deleted);
    // What the app keeps of a reader who has saved places (lib/offline.ts, lib/saved-cookie.ts).
    rememberSavedList(testUser.uid, services.slice(0, 2));
    keepSavedCookie(services.slice(0, 2).map((place) => place._id));
    onTestFinished(dropSavedCookie);
    /** The cookie as the browser sends it with /saved (its Path). */
    const savedCookie = () => {
      const here = location.pathname;
      history.replaceState(null, '', '/saved');
      const cookie = document.cookie;
      history.replaceState(null, '', here);
      return cookie;
    };
    expect(savedCookie()).toMatch(/^__session=saved1\.2\./);
    expect(readSavedList(testUser.uid)).toHaveLength(2);

    const { user, dialog, router } = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readSavedList(testUser.uid)).toBeNull();
    expect(savedCookie()).toBe('');
    expect(testSdk.logOut).toHaveBeenCalled();
  });

  it('asks for the password again when the sign-in is too old, then deletes', async () => {
    let calls = 0;
    onApi('DELETE', '/account', () => {
      calls += 1;
      if (calls === 1) {
        failApi('DELETE', '/account', 401, 'requires_recent_login', 'Please sign in again.');
        return fakeApi.delete('/account');
      }
      return deleted;
    });
    const { user, dialog, router } = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));

    const password = await dialog.findByLabelText('Password');
    expect(dialog.getByText(/enter your password again/)).toBeVisible();
    onApi('DELETE', '/account', deleted);
    await user.type(password, 'my-secret');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(identity.reauthenticate).toHaveBeenCalledWith({
      kind: 'password',
      password: 'my-secret',
    });
    expect(testSdk.logOut).toHaveBeenCalled();
  });

  it('says so under the field when that password is wrong, and deletes nothing', async () => {
    failApi('DELETE', '/account', 401, 'requires_recent_login', 'Please sign in again.');
    identity.reauthenticate.mockRejectedValue(identityFailure('wrong-password'));
    const { user, dialog, router } = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await user.type(await dialog.findByLabelText('Password'), 'not-it');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));

    expect(await dialog.findByText('That is not your password')).toBeVisible();
    expect(dialog.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(fakeApi.delete).toHaveBeenCalledTimes(1);
    expect(testSdk.logOut).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/account');
  });

  it('asks a Google account to sign in with Google again, then deletes', async () => {
    failApi('DELETE', '/account', 401, 'requires_recent_login', 'Please sign in again.');
    const { user, dialog, router } = await openDialog(withUser({ providers: ['google.com'] }));
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    const google = await dialog.findByRole('button', { name: 'Continue with Google' });
    expect(dialog.queryByLabelText('Password')).toBeNull();

    onApi('DELETE', '/account', deleted);
    await user.click(google);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(identity.reauthenticate).toHaveBeenCalledWith({ kind: 'google' });
  });

  it('says why when the Google window was closed, and stays', async () => {
    failApi('DELETE', '/account', 401, 'requires_recent_login', 'Please sign in again.');
    identity.reauthenticate.mockRejectedValue(identityFailure('popup-closed-by-user'));
    const { user, dialog } = await openDialog(withUser({ providers: ['google.com'] }));
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await user.click(await dialog.findByRole('button', { name: 'Continue with Google' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The Google window was closed before you signed in.',
    );
    expect(testSdk.logOut).not.toHaveBeenCalled();
  });

  it("shows the API's other refusals in the dialog", async () => {
    failApi('DELETE', '/account', 503, 'database_unavailable', 'The database is unavailable.');
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The database is unavailable.');
    expect(testSdk.logOut).not.toHaveBeenCalled();
  });
});

describe('/account: the places the account owns', () => {
  it('links an owner to /owner, saying how many places they answer for', async () => {
    onApi('GET', '/owner/services', {
      items: [
        { _id: 'p1', title: 'Kyoto, Japan', img: null, archived: false, unanswered: 2 },
        { _id: 'p2', title: 'Santorini, Greece', img: null, archived: false, unanswered: 0 },
      ],
    });
    await openAccount();
    const places = await screen.findByRole('region', { name: 'Places you own' });
    expect(places).toHaveTextContent('You own 2 places on the guide.');
    expect(within(places).getByRole('link', { name: 'Answer reviews' })).toHaveAttribute(
      'href',
      '/owner',
    );
    expect(fakeApi.get).toHaveBeenCalledWith(
      '/owner/services',
      expect.objectContaining({ auth: true }),
    );
  });

  it('says nothing of places to an account that owns none', async () => {
    await openAccount();
    await waitFor(() =>
      expect(fakeApi.get).toHaveBeenCalledWith('/owner/services', expect.anything()),
    );
    expect(screen.queryByRole('region', { name: 'Places you own' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Answer reviews' })).not.toBeInTheDocument();
  });
});
