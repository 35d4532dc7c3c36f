import { screen, waitFor, within } from '@testing-library/react';
import type { Service } from '@contract/places';
import { session } from '@/lib/auth/session';
import { readSavedList } from '@/lib/offline';
import { deferred, failApi, fakeApi, onApi } from '@/testing/fake-api';
import { kyoto, services } from '@/testing/fixtures';
import { fakeAuth, renderApp, signedIn, testUser } from '@/testing/render-app';

vi.mock('@/lib/api-client', async (importOriginal) =>
  (await import('@/testing/mock-api-client')).mockApiClient(importOriginal),
);

const santorini = services[0] as Service;
const catalog = { items: services, nextCursor: null, total: services.length, totalCapped: false };
const savedPath = (service: Service) => `/me/saved/${service._id}`;

// The toggles' list is read once per account and session: each test signs in its own account.
let accounts = 0;
const reader = () => signedIn({ user: { ...testUser, uid: `uid-saver-${++accounts}` } });

const card = async (service: Service) =>
  (await screen.findByRole('heading', { name: service.title })).closest('li') as HTMLElement;
/** The card's toggle, whichever its state: its name is "Save <title>" or "Saved <title>". */
const toggleOf = async (service: Service) =>
  within(await card(service)).getByRole('button', {
    name: new RegExp(`^Saved? ${service.title}$`),
  });

beforeEach(() => {
  onApi('GET', '/catalog', catalog);
  onApi('GET', `/service/${kyoto._id}`, kyoto);
  onApi('GET', `/service/${kyoto._id}/reviews`, { items: [], nextCursor: null });
  onApi('GET', '/reviews', []);
});

describe('the Save toggle', () => {
  it('is a link to log in for a visitor, which comes back to the place after login', async () => {
    let signIn = () => {};
    const { user, router, setAuth } = renderApp('/allService', {
      auth: fakeAuth({ logIn: vi.fn(async () => signIn()) }),
    });
    signIn = () => setAuth(reader());
    onApi('GET', '/me/saved', { items: [] });

    const link = await within(await card(kyoto)).findByRole('link', {
      name: `Save ${kyoto.title}`,
    });
    // Each card's toggle is a plain Save button until the live one's code arrives, and React may
    // show the cards' live toggles in different commits (it did under load): wait for them all.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Saved? / })).not.toBeInTheDocument(),
    );
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fakeApi.put).not.toHaveBeenCalled();
    await user.type(await screen.findByLabelText('Email'), 'tess@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pw');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/detail/${kyoto._id}`));
    // Back on the place, signed in: the toggle, with the reader's list read.
    expect(await screen.findByRole('button', { name: `Save ${kyoto.title}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(() => expect(fakeApi.get).toHaveBeenCalledWith('/me/saved', expect.anything()));
  });

  it('keeps the list it read on the device, for /saved offline, though /saved was never opened', async () => {
    const uid = `uid-saver-${++accounts}`;
    onApi('GET', '/me/saved', { items: [{ ...kyoto, archived: false }] });
    renderApp('/allService', { auth: signedIn({ user: { ...testUser, uid } }) });

    await waitFor(async () =>
      expect(await toggleOf(kyoto)).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(readSavedList(uid)).toEqual([{ ...kyoto, archived: false }]);
  });

  it('shows which places the reader saved, from one read of their list shared by every card', async () => {
    onApi('GET', '/me/saved', { items: [{ ...kyoto, archived: false }] });
    renderApp('/allService', { auth: reader() });

    await waitFor(async () =>
      expect(await toggleOf(kyoto)).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(await toggleOf(kyoto)).toHaveTextContent(/^Saved/);
    expect(await toggleOf(santorini)).toHaveAttribute('aria-pressed', 'false');
    expect(await toggleOf(santorini)).toHaveTextContent(/^Save /);
    expect(fakeApi.get.mock.calls.filter(([path]) => path === '/me/saved')).toHaveLength(1);
    expect(fakeApi.get).toHaveBeenCalledWith('/me/saved', expect.objectContaining({ auth: true }));
  });

  it('saves and removes at once, before the API answers', async () => {
    onApi('GET', '/me/saved', { items: [] });
    const save = deferred<unknown>();
    onApi('PUT', savedPath(santorini), () => save.promise);
    onApi('DELETE', savedPath(santorini), { saved: false });
    const { user } = renderApp('/allService', { auth: reader() });
    await waitFor(() => expect(fakeApi.get).toHaveBeenCalledWith('/me/saved', expect.anything()));

    await user.click(await toggleOf(santorini));
    expect(await toggleOf(santorini)).toHaveAttribute('aria-pressed', 'true');
    expect(fakeApi.put).toHaveBeenCalledWith(savedPath(santorini), undefined, { auth: true });
    save.resolve({ saved: true });

    await user.click(await toggleOf(santorini));
    expect(await toggleOf(santorini)).toHaveAttribute('aria-pressed', 'false');
    expect(fakeApi.delete).toHaveBeenCalledWith(savedPath(santorini), { auth: true });
  });

  it('puts the toggle back and says why when the API refuses', async () => {
    onApi('GET', '/me/saved', { items: [] });
    failApi('PUT', savedPath(kyoto), 503, 'database_unavailable', 'The database is busy');
    const { user } = renderApp('/allService', { auth: reader() });
    await waitFor(() => expect(fakeApi.get).toHaveBeenCalledWith('/me/saved', expect.anything()));

    await user.click(await toggleOf(kyoto));
    expect(
      await screen.findByText(`${kyoto.title} was not saved: The database is busy`),
    ).toBeInTheDocument();
    expect(await toggleOf(kyoto)).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the API’s message when the reader already keeps the most places allowed', async () => {
    onApi('GET', '/me/saved', { items: [] });
    const full =
      'You have saved 500 places, the most an account may keep: remove one to save another';
    failApi('PUT', savedPath(kyoto), 409, 'conflict', full);
    const { user } = renderApp('/allService', { auth: reader() });
    await waitFor(() => expect(fakeApi.get).toHaveBeenCalledWith('/me/saved', expect.anything()));

    await user.click(await toggleOf(kyoto));
    expect(await screen.findByText(full)).toBeInTheDocument();
    expect(await toggleOf(kyoto)).toHaveAttribute('aria-pressed', 'false');
  });

  it('is on a place’s page too', async () => {
    onApi('GET', '/me/saved', { items: [{ ...kyoto, archived: false }] });
    renderApp(`/detail/${kyoto._id}`, { auth: reader() });
    const toggle = await screen.findByRole('button', { name: `Saved ${kyoto.title}` });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('is an unpressed toggle until sign-in is known, and a press meanwhile counts once it is', async () => {
    onApi('GET', '/me/saved', { items: [] });
    onApi('PUT', savedPath(kyoto), { saved: true });
    const { user, setAuth } = renderApp('/allService', { auth: fakeAuth({ loading: true }) });

    const pending = await toggleOf(kyoto);
    expect(pending).toHaveAttribute('aria-pressed', 'false');
    await user.click(pending);
    // The auth SDK, which a rendered page starts after its load, is asked to start at once.
    expect(session.start).toHaveBeenCalled();
    expect(fakeApi.put).not.toHaveBeenCalled();

    setAuth(reader());
    await waitFor(async () =>
      expect(await toggleOf(kyoto)).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(fakeApi.put).toHaveBeenCalledWith(savedPath(kyoto), undefined, { auth: true });
  });
});
