import { act, screen, waitFor, within } from '@testing-library/react';
import type { Service } from '@contract/places';
import type { SavedPlace } from '@contract/saved';
import { ApiError } from '@/lib/api-error';
import { readSavedList, rememberSavedList } from '@/lib/offline';
import { keepSavedCookie } from '@/lib/saved-cookie';
import { deferred, failApi, fakeApi, onApi, type FakeRequest } from '@/testing/fake-api';
import { services } from '@/testing/fixtures';
import { listPictureLoading } from '@/testing/list-pictures';
import { fakeAuth, renderApp, renderFromServer, signedIn, testUser } from '@/testing/render-app';

vi.mock('@/lib/api-client', async (importOriginal) =>
  (await import('@/testing/mock-api-client')).mockApiClient(importOriginal),
);

const [santorini, kyoto, machuPicchu] = services as [Service, Service, Service];
const saved = (service: Service, archived = false): SavedPlace => ({ ...service, archived });

// The saved list is shared per account and session: each test signs in its own account.
let accounts = 0;
function reader() {
  const uid = `uid-list-${++accounts}`;
  return { uid, auth: signedIn({ user: { ...testUser, uid } }) };
}

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement;

describe('/saved', () => {
  it('lists the reader’s saved places as the API orders them, most recently saved first', async () => {
    const { uid, auth } = reader();
    onApi('GET', '/me/saved', { items: [saved(machuPicchu), saved(santorini), saved(kyoto)] });
    renderApp('/saved', { auth });

    expect(await screen.findByRole('heading', { level: 1, name: 'Saved places' })).toBeVisible();
    expect(titles()).toEqual([machuPicchu.title, santorini.title, kyoto.title]);
    expect(screen.getByText('3 places, most recently saved first.')).toBeInTheDocument();
    expect(within(card(kyoto.title)).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      `/detail/${kyoto._id}`,
    );
    await waitFor(() => expect(document.title).toBe('Saved places - My Tourist Guide'));
    // Kept for reading it offline.
    expect(readSavedList(uid)?.map((place) => place._id)).toEqual([
      machuPicchu._id,
      santorini._id,
      kyoto._id,
    ]);
  });

  it('lists every saved place when the API answers them a page at a time', async () => {
    const { uid, auth } = reader();
    onApi('GET', '/me/saved', ({ options }: FakeRequest) =>
      options?.query?.cursor === 'p2'
        ? { items: [saved(kyoto)], nextCursor: null }
        : { items: [saved(machuPicchu), saved(santorini)], nextCursor: 'p2' },
    );
    renderApp('/saved', { auth });
    await waitFor(() =>
      expect(titles()).toEqual([machuPicchu.title, santorini.title, kyoto.title]),
    );
    expect(readSavedList(uid)?.map((place) => place._id)).toEqual([
      machuPicchu._id,
      santorini._id,
      kyoto._id,
    ]);
  });

  it('loads the first row of pictures at once, the first at high priority, and the rest lazily', async () => {
    const { auth } = reader();
    onApi('GET', '/me/saved', { items: services.map((service) => saved(service)) });
    renderApp('/saved', { auth });
    await screen.findByRole('heading', { level: 1, name: 'Saved places' });
    const { loading, fetchPriority } = listPictureLoading();
    expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(fetchPriority).toEqual(['high', null, null, null, null]);
  });

  it('marks a retired place "No longer offered", without a link to its page, and removes it', async () => {
    const { auth, uid } = reader();
    onApi('GET', '/me/saved', { items: [saved(kyoto, true), saved(santorini)] });
    onApi('DELETE', `/me/saved/${kyoto._id}`, { saved: false });
    const { user } = renderApp('/saved', { auth });

    await screen.findByRole('heading', { level: 2, name: kyoto.title });
    const retired = card(kyoto.title);
    expect(retired).toHaveTextContent('No longer offered');
    expect(within(retired).queryByRole('link')).not.toBeInTheDocument();
    expect(card(santorini.title)).not.toHaveTextContent('No longer offered');

    await user.click(within(retired).getByRole('button', { name: `Remove ${kyoto.title}` }));
    await waitFor(() => expect(titles()).toEqual([santorini.title]));
    expect(fakeApi.delete).toHaveBeenCalledWith(`/me/saved/${kyoto._id}`, { auth: true });
    // The copy kept for offline reading follows.
    expect(readSavedList(uid)?.map((place) => place._id)).toEqual([santorini._id]);
  });

  /** /saved as the server rendered it from the reader's cookie (its first places only). */
  const renderFromCookie = (items: SavedPlace[], total: number) =>
    renderFromServer('/saved', { saved: { uid: null, items, kept: false, total } });

  it('starts from the list the server rendered from the reader’s cookie, while the sign-in loads, and keeps those cards (the same elements) once the API’s list is in', async () => {
    const { uid, auth } = reader();
    const answer = deferred<unknown>();
    onApi('GET', '/me/saved', () => answer.promise);
    const page = await renderFromCookie([saved(santorini), saved(kyoto)], 3);

    // Before anyone's session is known: the server's list, no loading state.
    expect(titles()).toEqual([santorini.title, kyoto.title]);
    expect(screen.getByText('3 places, most recently saved first.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'loading' })).not.toBeInTheDocument();
    const first = card(santorini.title);
    const picture = within(first).getByRole('img');
    // The app's loader has run, its list waiting on the session: still the server's list.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(titles()).toEqual([santorini.title, kyoto.title]);
    expect(card(santorini.title)).toBe(first);
    expect(screen.queryByRole('button', { name: 'loading' })).not.toBeInTheDocument();

    page.settle(auth);
    await waitFor(() => expect(fakeApi.get).toHaveBeenCalledWith('/me/saved', expect.anything()));
    // While the API answers, the server's list stays (no loading state replaces it).
    expect(titles()).toEqual([santorini.title, kyoto.title]);
    answer.resolve({ items: [saved(santorini), saved(kyoto), saved(machuPicchu)] });
    await waitFor(() =>
      expect(titles()).toEqual([santorini.title, kyoto.title, machuPicchu.title]),
    );
    expect(card(santorini.title)).toBe(first);
    expect(within(first).getByRole('img')).toBe(picture);
    expect(readSavedList(uid)?.map((place) => place._id)).toEqual([
      santorini._id,
      kyoto._id,
      machuPicchu._id,
    ]);
  });

  it('a place removed from the server’s list before the session is known is removed for that reader once it is', async () => {
    const { auth } = reader();
    onApi('GET', '/me/saved', { items: [saved(kyoto), saved(santorini)] });
    onApi('DELETE', `/me/saved/${kyoto._id}`, { saved: false });
    const page = await renderFromCookie([saved(kyoto), saved(santorini)], 2);

    await page.user.click(screen.getByRole('button', { name: `Remove ${kyoto.title}` }));
    expect(fakeApi.delete).not.toHaveBeenCalled();
    page.settle(auth);
    await waitFor(() => expect(titles()).toEqual([santorini.title]));
    expect(fakeApi.delete).toHaveBeenCalledWith(`/me/saved/${kyoto._id}`, { auth: true });
  });

  it('sends a visitor whose session is gone from the server’s list to log in, and forgets that list', async () => {
    keepSavedCookie([kyoto._id]);
    const page = await renderFromCookie([saved(kyoto)], 1);
    expect(document.cookie).toBe(`__session=saved1.1.${kyoto._id}`);
    expect(titles()).toEqual([kyoto.title]);
    page.settle(fakeAuth());
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    history.replaceState(null, '', '/saved');
    expect(document.cookie).toBe('');
    expect(fakeApi.get).not.toHaveBeenCalledWith('/me/saved', expect.anything());
  });

  it('says there is nothing saved yet and links to all places', async () => {
    onApi('GET', '/me/saved', { items: [] });
    renderApp('/saved', { auth: reader().auth });

    expect(await screen.findByText(/You have not saved any places yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse places' })).toHaveAttribute(
      'href',
      '/allService',
    );
  });

  it('shows a loading state while the list is on its way', async () => {
    const answer = deferred<unknown>();
    onApi('GET', '/me/saved', () => answer.promise);
    renderApp('/saved', { auth: reader().auth });

    expect(await screen.findByText('Loading your saved places…')).toBeInTheDocument();
    answer.resolve({ items: [saved(kyoto)] });
    expect(await screen.findByRole('heading', { level: 2, name: kyoto.title })).toBeVisible();
  });

  it('offline, shows the copy kept on this device and says that it is one', async () => {
    const { uid, auth } = reader();
    rememberSavedList(uid, [saved(santorini), saved(kyoto, true)]);
    onApi('GET', '/me/saved', () => {
      throw new ApiError(0, 'network', 'unreachable');
    });
    renderApp('/saved', { auth });

    expect(
      await screen.findByText(/this is the copy of your saved places kept on this device/),
    ).toBeInTheDocument();
    expect(titles()).toEqual([santorini.title, kyoto.title]);
    expect(card(kyoto.title)).toHaveTextContent('No longer offered');
  });

  it('offline, when even the sign-in token cannot be refreshed, shows the kept copy too', async () => {
    const { uid, auth } = reader();
    rememberSavedList(uid, [saved(machuPicchu)]);
    onApi('GET', '/me/saved', () => {
      throw Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), {
        code: 'auth/network-request-failed',
      });
    });
    renderApp('/saved', { auth });

    expect(await screen.findByRole('heading', { level: 2, name: machuPicchu.title })).toBeVisible();
    expect(screen.getByText(/kept on this device/)).toBeInTheDocument();
  });

  it('offline with no copy on this device, says so and offers to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    onApi('GET', '/me/saved', () => {
      throw new ApiError(0, 'network', 'unreachable');
    });
    renderApp('/saved', { auth: reader().auth });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This device has no copy of your saved places yet.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says what went wrong when the API refuses, without falling back to the kept copy', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { uid, auth } = reader();
    rememberSavedList(uid, [saved(kyoto)]);
    failApi('GET', '/me/saved', 500, 'internal', 'Something went wrong on our side.');
    renderApp('/saved', { auth });

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.queryByRole('heading', { level: 2, name: kyoto.title })).not.toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to log in, and back here after', async () => {
    const { router } = renderApp('/saved', { auth: fakeAuth() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/saved' } });
    expect(fakeApi.get).not.toHaveBeenCalledWith('/me/saved', expect.anything());
  });

  it('sends a reader who signs out here to log in once, not again on each render', async () => {
    const { auth } = reader();
    onApi('GET', '/me/saved', { items: [saved(kyoto)] });
    const { router, setAuth } = renderApp('/saved', { auth });
    await screen.findByRole('heading', { level: 2, name: kyoto.title });
    // Each call starts the navigation over, which renders the page again: one call per render was
    // a loop, endless inside act() (setAuth). Calls past the third are dropped to end it here.
    const go = router.navigate.bind(router);
    const navigate = vi
      .spyOn(router, 'navigate')
      .mockImplementation((...args: Parameters<typeof go>) =>
        navigate.mock.calls.length > 3 ? Promise.resolve() : go(...args),
      );

    setAuth(fakeAuth());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/saved' } });
  });

  it('puts a place back and says why when its removal is refused', async () => {
    const { auth } = reader();
    onApi('GET', '/me/saved', { items: [saved(kyoto)] });
    failApi('DELETE', `/me/saved/${kyoto._id}`, 429, 'rate_limited', 'Too many changes');
    const { user } = renderApp('/saved', { auth });

    await user.click(await screen.findByRole('button', { name: `Remove ${kyoto.title}` }));
    expect(
      await screen.findByText(`${kyoto.title} was not removed: Too many changes`),
    ).toBeInTheDocument();
    expect(titles()).toEqual([kyoto.title]);
  });
  it('is linked from the navbar, next to My Review, for a signed-in reader only', async () => {
    onApi('GET', '/me/saved', { items: [] });
    const { setAuth } = renderApp('/saved', { auth: reader().auth });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.indexOf('Saved')).toBe(links.indexOf('My Review') + 1);
    expect(within(nav).getByRole('link', { name: 'Saved' })).toHaveAttribute('href', '/saved');

    setAuth(fakeAuth());
    await waitFor(() =>
      expect(within(nav).queryByRole('link', { name: 'Saved' })).not.toBeInTheDocument(),
    );
  });
});
