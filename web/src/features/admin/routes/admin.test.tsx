import { screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry } from '@contract/audit';
import type { ReportedReview } from '@contract/reviews';
import type { AdminPlace } from '@contract/places';
import { renderApp, signedIn, testUser } from '@/testing/render-app';
import { deferred, failApi, fakeApi, onApi, page, type FakeRequest } from '@/testing/fake-api';
import { ApiError } from '@/lib/api-error';
import { kyoto, photo, review, services } from '@/testing/fixtures';

vi.mock('@/lib/api-client', async (importOriginal) =>
  (await import('@/testing/mock-api-client')).mockApiClient(importOriginal),
);

const asAdmin = () => signedIn({ user: { ...testUser, admin: true } });
const navbar = () => screen.getByRole('navigation', { name: 'Main' });

const places: AdminPlace[] = [
  { ...services[0]!, archived: false },
  {
    ...kyoto,
    archived: false,
    rating: { average: 4.25, count: 4, histogram: [0, 0, 1, 1, 2] },
  },
  { ...services[2]!, archived: true },
];

const reported: ReportedReview[] = [
  {
    review: review({ _id: 'r-bad', customer: 'Sam Spammer', message: 'Buy cheap watches!' }),
    reportCount: 3,
    openReports: 3,
    status: 'open',
    reasons: [
      { reason: 'spam', count: 2 },
      { reason: 'offensive', count: 1 },
    ],
    notes: ['Links to a shop.'],
    repost: false,
  },
  {
    review: review({ _id: 'r-hid', customer: 'Hal Hidden', hidden: true }),
    reportCount: 1,
    openReports: 0,
    status: 'resolved',
    reasons: [{ reason: 'off-topic', count: 1 }],
    notes: [],
    repost: false,
  },
];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  onApi('GET', '/services', services.slice(0, 4));
  onApi('GET', '/admin/services', places);
  onApi('GET', '/admin/reports', reported);
  onApi('GET', `/admin/service/${kyoto._id}/owners`, { acknowledged: true, owners: [] });
});

describe('the admin role in the app', () => {
  /**
   * The home page asks for its preview as it loads: a test that opens it waits for that call, which
   * would otherwise land in a later test's record of what was asked.
   */
  const homeLoaded = () =>
    waitFor(() => expect(fakeApi.get).toHaveBeenCalledWith('/services', expect.anything()));

  it('shows the Admin link to admins only', async () => {
    renderApp('/', { auth: asAdmin() });
    expect(await within(navbar()).findByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/admin',
    );
    await homeLoaded();
  });

  it('shows no Admin link to a signed-in reader or a visitor', async () => {
    renderApp('/', { auth: signedIn() });
    await within(navbar()).findByRole('link', { name: 'My Review' });
    expect(within(navbar()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    await homeLoaded();
  });

  it('sends a visitor who is not signed in to /login', async () => {
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fakeApi.getPage).not.toHaveBeenCalled();
  });

  it('tells a signed-in reader the page is for the maintainers, and asks the API nothing', async () => {
    renderApp('/admin/reports', { auth: signedIn() });
    expect(
      await screen.findByRole('heading', { name: "This page is for the guide's maintainers." }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Admin - My Tourist Guide'));
    expect(fakeApi.get).not.toHaveBeenCalled();
    expect(fakeApi.getPage).not.toHaveBeenCalled();
  });

  it('shows the same page when the API refuses (the role was taken away)', async () => {
    failApi('GET', '/admin/services', 403, 'forbidden', "Only the guide's maintainers can do this");
    renderApp('/admin', { auth: asAdmin() });
    expect(
      await screen.findByRole('heading', { name: "This page is for the guide's maintainers." }),
    ).toBeInTheDocument();
  });
});

describe('/admin: the places', () => {
  it('lists every place with its rating and status, and links to add and edit', async () => {
    renderApp('/admin', { auth: asAdmin() });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(kyoto.title);
    expect(rows[1]).toHaveTextContent('4.3 (4 ratings)');
    expect(rows[1]).toHaveTextContent('On offer');
    // Its 5rem cell gets the 200 px thumbnail where that is enough.
    const picture = rows[1]!.querySelector('img');
    expect(picture).toHaveAttribute(
      'srcset',
      '/images/services/kyoto-japan-200.webp 200w, /images/services/kyoto-japan-400.webp 400w',
    );
    expect(picture).toHaveAttribute('sizes', '5rem');
    // The first rows are on the first screen: loaded at once, the first at high priority.
    const pictures = rows.map((row) => row.querySelector('img'));
    expect(pictures.map((img) => img?.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
    ]);
    expect(pictures.map((img) => img?.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
    expect(rows[0]).toHaveTextContent('No ratings');
    expect(rows[2]).toHaveTextContent('Retired');
    expect(within(rows[2]!).queryByRole('button', { name: 'Retire' })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/admin/places/${kyoto._id}`,
    );
    expect(screen.getByRole('link', { name: 'Add a place' })).toHaveAttribute(
      'href',
      '/admin/places/new',
    );
    await waitFor(() => expect(document.title).toBe('Admin - My Tourist Guide'));
  });

  it('retires a place only after confirming, then reloads the list', async () => {
    onApi('DELETE', `/admin/service/${kyoto._id}`, { acknowledged: true, archived: true });
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const { user } = renderApp('/admin', { auth: asAdmin() });
    const row = (await screen.findByRole('row', { name: new RegExp(kyoto.title) })) as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Retire' }));
    expect(confirm).toHaveBeenLastCalledWith(
      `Retire ${kyoto.title}? It leaves the site; its reviews are kept.`,
    );
    expect(fakeApi.delete).not.toHaveBeenCalled();
    await user.click(within(row).getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText('Place retired')).toBeInTheDocument();
    expect(fakeApi.delete).toHaveBeenCalledWith(`/admin/service/${kyoto._id}`, { auth: true });
    await waitFor(() =>
      expect(fakeApi.getPage.mock.calls.filter(([p]) => p === '/admin/services')).toHaveLength(2),
    );
  });
});

describe('/admin: the places, a page at a time', () => {
  /** The first page holds the first two places; the next (asked with cursor c2) the third. */
  function twoPages(third: () => unknown = () => page([places[2]], null)()) {
    onApi('GET', '/admin/services', (request: FakeRequest) =>
      request.options?.query?.cursor === 'c2' ? third() : page(places.slice(0, 2), 'c2')(),
    );
  }

  it('shows the first page, then the next one under it on "Load more", until there is none', async () => {
    twoPages();
    const { user } = renderApp('/admin', { auth: asAdmin() });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(2);
    expect(screen.getByText('Showing 2 places; there are more.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(3));
    expect(within(table).getAllByRole('row')[3]).toHaveTextContent('Retired');
    expect(screen.getByText('Showing 3 places.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(fakeApi.getPage).toHaveBeenLastCalledWith('/admin/services', {
      auth: true,
      signal: undefined,
      query: { cursor: 'c2' },
    });
  });

  it('says when the next page cannot be loaded, keeps what is shown, and tries again', async () => {
    let fail = true;
    twoPages(() => {
      if (fail) throw new ApiError(503, 'database_unavailable', 'The database is unavailable');
      return page([places[2]], null)();
    });
    const { user } = renderApp('/admin', { auth: asAdmin() });
    const table = await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is unavailable');
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(2);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(3));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('finds places by the start of their name, says when none has it, and goes back to every place', async () => {
    onApi('GET', '/admin/services', (request: FakeRequest) => {
      const q = request.options?.query?.q;
      return q === 'kyo' ? [places[1]] : q ? [] : places;
    });
    const { user, router } = renderApp('/admin', { auth: asAdmin() });
    await screen.findByRole('table');
    const box = screen.getByRole('searchbox', { name: 'Find a place by the start of its name' });
    await user.type(box, 'kyo');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=kyo'));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row').slice(1)).toHaveLength(1),
    );
    expect(screen.getByRole('table')).toHaveTextContent(kyoto.title);
    expect(screen.getByRole('searchbox')).toHaveValue('kyo');

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText("No place's name starts with “zz”.")).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Show every place' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row').slice(1)).toHaveLength(3),
    );
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('edits a place that is not on the first page', async () => {
    onApi('GET', '/admin/services', page(places.slice(0, 1), 'c2'));
    onApi('GET', `/admin/service/${kyoto._id}`, places[1]);
    renderApp(`/admin/places/${kyoto._id}`, { auth: asAdmin() });
    expect(await screen.findByLabelText('Title')).toHaveValue(kyoto.title);
    expect(fakeApi.getPage).toHaveBeenCalledWith('/admin/services', {
      auth: true,
      signal: expect.any(AbortSignal),
      query: { limit: '100' },
    });
  });

  it('says so when the place to edit does not exist', async () => {
    failApi('GET', '/admin/service/nope', 404, 'not_found', 'No such service');
    renderApp('/admin/places/nope', { auth: asAdmin() });
    expect(await screen.findByText('There is no place with the id nope.')).toBeInTheDocument();
  });
});

describe('/admin/places: adding and editing', () => {
  it('checks the form before sending, names each problem, and sends nothing', async () => {
    const { user } = renderApp('/admin/places/new', { auth: asAdmin() });
    await screen.findByRole('heading', { name: 'Add a place' });
    await user.type(await screen.findByLabelText('Price (US$)'), '12a');
    await user.selectOptions(
      screen.getByLabelText('Main picture'),
      'Another picture (an https address)',
    );
    await user.type(screen.getByLabelText('Picture address'), 'http://example.com/a.webp');
    await user.click(screen.getByRole('button', { name: 'Add place' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Price must be a number of dollars')).toBeInTheDocument();
    expect(screen.getByText(/Region must be one of/)).toBeInTheDocument();
    expect(screen.getByText(/must be one of the site's pictures/)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(fakeApi.post).not.toHaveBeenCalled();
  });

  it('after a refused save, clears each problem as it is put right and keeps the others', async () => {
    const { user } = renderApp('/admin/places/new', { auth: asAdmin() });
    await screen.findByRole('heading', { name: 'Add a place' });
    const title = await screen.findByLabelText('Title');
    await user.type(title, 'x');
    await user.clear(title);
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add place' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();

    await user.type(title, 'Lakes of Plitvice');
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(/Region must be one of/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Region'), 'Europe');
    expect(screen.queryByText(/Region must be one of/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Price (US$)'), '12a');
    expect(screen.getByText('Price must be a number of dollars')).toBeInTheDocument();
    expect(fakeApi.post).not.toHaveBeenCalled();
  });

  it('adds a place with a picture the site ships and more pictures, then goes back to the list', async () => {
    onApi('POST', '/admin/service', { acknowledged: true, insertedId: 'new-id' });
    const { user, router } = renderApp('/admin/places/new', { auth: asAdmin() });
    await screen.findByRole('heading', { name: 'Add a place' });
    await user.type(await screen.findByLabelText('Title'), 'Lakes of Plitvice, Croatia');
    await user.type(
      screen.getByLabelText('Description'),
      'Sixteen terraced lakes joined by waterfalls, walked on wooden paths.',
    );
    await user.type(screen.getByLabelText('Price (US$)'), '1650');
    await user.type(screen.getByLabelText('Country'), 'Croatia');
    await user.selectOptions(screen.getByLabelText('Region'), 'Europe');
    await user.selectOptions(screen.getByLabelText('Main picture'), 'kyoto-japan-800.webp');
    await user.type(
      screen.getByLabelText(/More pictures/),
      '/images/services/kyoto-japan-2-800.webp',
    );
    await user.click(screen.getByRole('button', { name: 'Add place' }));
    expect(await screen.findByText('Place added')).toBeInTheDocument();
    expect(fakeApi.post).toHaveBeenCalledWith(
      '/admin/service',
      {
        title: 'Lakes of Plitvice, Croatia',
        description: 'Sixteen terraced lakes joined by waterfalls, walked on wooden paths.',
        price: 1650,
        country: 'Croatia',
        region: 'Europe',
        img: '/images/services/kyoto-japan-800.webp',
        photos: [
          '/images/services/kyoto-japan-800.webp',
          '/images/services/kyoto-japan-2-800.webp',
        ],
        location: null,
      },
      { auth: true },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it("edits a place from its current values, and shows the server's refusal", async () => {
    onApi('GET', `/admin/service/${kyoto._id}`, places[1]);
    failApi('PUT', `/admin/service/${kyoto._id}`, 400, 'invalid_input', 'Invalid title: too long');
    const { user } = renderApp(`/admin/places/${kyoto._id}`, { auth: asAdmin() });
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue(kyoto.title);
    expect(screen.getByLabelText('Region')).toHaveValue(kyoto.region);
    expect(screen.getByLabelText('Main picture')).toHaveValue(kyoto.img);
    expect(screen.getByLabelText(/More pictures/)).toHaveValue(kyoto.photos[1]);
    await user.clear(screen.getByLabelText('Price (US$)'));
    await user.type(screen.getByLabelText('Price (US$)'), '1999');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Invalid title: too long')).toBeInTheDocument();
    expect(fakeApi.put).toHaveBeenCalledWith(
      `/admin/service/${kyoto._id}`,
      expect.objectContaining({ price: 1999, title: kyoto.title }),
      { auth: true },
    );
    expect(screen.getByLabelText('Price (US$)')).toHaveValue('1999');
  });
});

describe('/admin/places/:id: the place’s owners', () => {
  const ownersPath = `/admin/service/${kyoto._id}/owners`;
  const openEditor = async () => {
    onApi('GET', `/admin/service/${kyoto._id}`, places[1]);
    const app = renderApp(`/admin/places/${kyoto._id}`, { auth: asAdmin() });
    const owners = await screen.findByRole('region', { name: 'Owners' });
    return { ...app, owners };
  };

  it('lists the current owners and saves a new list, with a toast, without reloading the place', async () => {
    onApi('GET', ownersPath, { acknowledged: true, owners: ['olga@example.com'] });
    onApi('PUT', ownersPath, ({ body }: FakeRequest) => ({
      acknowledged: true,
      owners: (body as { emails: string[] }).emails,
    }));
    const { user, owners } = await openEditor();
    expect(await within(owners).findByRole('list', { name: 'Current owners' })).toHaveTextContent(
      'olga@example.com',
    );
    const field = within(owners).getByLabelText("Owners' email addresses");
    expect(field).toHaveValue('olga@example.com');
    const placeCalls = fakeApi.getPage.mock.calls.length;

    await user.type(field, '\n  omar@example.com ');
    await user.click(within(owners).getByRole('button', { name: 'Save owners' }));
    expect(await screen.findByText('Owners saved')).toBeInTheDocument();
    expect(fakeApi.put).toHaveBeenCalledWith(
      ownersPath,
      { emails: ['olga@example.com', 'omar@example.com'] },
      { auth: true },
    );
    const list = within(owners).getByRole('list', { name: 'Current owners' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['olga@example.com', 'omar@example.com']),
    );
    expect(field).toHaveValue('olga@example.com\nomar@example.com');
    expect(fakeApi.getPage.mock.calls.length).toBe(placeCalls);
  });

  it('shows the API’s refusal of an address without an account under the field, until it is changed', async () => {
    failApi(
      'PUT',
      ownersPath,
      400,
      'invalid_input',
      'Invalid emails: no account has the address nobody@example.com',
    );
    const { user, owners } = await openEditor();
    expect(await within(owners).findByText(/No owners yet/)).toBeInTheDocument();
    const field = within(owners).getByLabelText("Owners' email addresses");
    await user.type(field, 'nobody@example.com');
    await user.click(within(owners).getByRole('button', { name: 'Save owners' }));
    expect(
      await within(owners).findByText(
        'Invalid emails: no account has the address nobody@example.com',
      ),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Invalid emails: no account has the address nobody@example.com'),
    );
    expect(screen.queryByText('Owners saved')).not.toBeInTheDocument();

    await user.type(field, 'x');
    expect(
      within(owners).queryByText('Invalid emails: no account has the address nobody@example.com'),
    ).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('checks the addresses before sending: each must be one, and at most ten', async () => {
    const { user, owners } = await openEditor();
    const field = await within(owners).findByLabelText("Owners' email addresses");
    await user.type(field, 'olga@example.com\nnot-an-address');
    await user.click(within(owners).getByRole('button', { name: 'Save owners' }));
    expect(
      await within(owners).findByText('not-an-address is not an email address'),
    ).toBeInTheDocument();

    await user.clear(field);
    await user.type(
      field,
      Array.from({ length: 11 }, (_, i) => `owner${i}@example.com`).join('\n'),
    );
    expect(within(owners).getByText('A place has at most 10 owners')).toBeInTheDocument();
    expect(fakeApi.put).not.toHaveBeenCalled();
  });

  it('offers no owners on a place not yet added', async () => {
    renderApp('/admin/places/new', { auth: asAdmin() });
    await screen.findByLabelText('Title');
    expect(screen.queryByRole('region', { name: 'Owners' })).not.toBeInTheDocument();
    expect(fakeApi.get).not.toHaveBeenCalledWith(
      expect.stringMatching(/\/owners$/),
      expect.anything(),
    );
  });
});

describe('/admin/reports: moderation', () => {
  it('shows each reported review with its author, reasons and notes, and hides or restores it', async () => {
    onApi('PUT', '/admin/review/r-bad', { acknowledged: true, hidden: true, modifiedCount: 1 });
    const { user } = renderApp('/admin/reports', { auth: asAdmin() });
    const bad = (await screen.findByRole('listitem', { name: /Sam Spammer/ })) as HTMLElement;
    expect(bad).toHaveTextContent('tess@example.com');
    expect(bad).toHaveTextContent('Buy cheap watches!');
    expect(bad).toHaveTextContent('Reported 3 times: spam ×2, offensive ×1');
    expect(bad).toHaveTextContent('Links to a shop.');
    expect(bad).toHaveTextContent('Visible');
    const hidden = screen.getByRole('listitem', { name: /Hal Hidden/ });
    expect(hidden).toHaveTextContent('Hidden');
    expect(within(hidden).getByRole('button', { name: 'Restore' })).toBeInTheDocument();

    await user.click(within(bad).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Review hidden')).toBeInTheDocument();
    expect(fakeApi.put).toHaveBeenCalledWith(
      '/admin/review/r-bad',
      { hidden: true },
      { auth: true },
    );
  });

  it("shows a reported review's photos, and removes one for good after confirming", async () => {
    onApi('GET', '/admin/reports', [
      {
        ...reported[0]!,
        review: { ...reported[0]!.review, photos: [photo(1), photo(2, { alt: 'A shop front' })] },
        notes: ['Photo p2: an advert'],
      },
    ]);
    onApi('DELETE', '/review/r-bad/photos/p2', { acknowledged: true });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const { user } = renderApp('/admin/reports', { auth: asAdmin() });
    const card = (await screen.findByRole('listitem', { name: /Sam Spammer/ })) as HTMLElement;
    const photos = within(card).getByRole('list', { name: "Photos from Sam Spammer's review" });
    expect(within(photos).getAllByRole('img')).toHaveLength(2);
    expect(photos).toHaveTextContent('Photo p2');

    const remove = within(photos).getByRole('button', { name: 'Remove photo 2' });
    await user.click(remove);
    expect(confirm).toHaveBeenCalledWith('Remove this photo for good? Its files are deleted.');
    expect(fakeApi.delete).not.toHaveBeenCalled();

    await user.click(remove);
    expect(await screen.findByText('Photo removed')).toBeInTheDocument();
    expect(fakeApi.delete).toHaveBeenCalledWith('/review/r-bad/photos/p2', { auth: true });
    expect(
      within(photos)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(["Photo from Sam Spammer's review"]);
  });

  it('says when nothing is reported', async () => {
    onApi('GET', '/admin/reports', []);
    renderApp('/admin/reports', { auth: asAdmin() });
    expect(await screen.findByText('No reported reviews. Nice and quiet.')).toBeInTheDocument();
  });

  it('asks for the open reports first, and the resolved ones on their tab', async () => {
    const resolved = reported[1]!;
    onApi('GET', '/admin/reports', ({ options }: FakeRequest) =>
      options?.query?.status === 'resolved' ? [resolved] : [reported[0]],
    );
    const { user, router } = renderApp('/admin/reports', { auth: asAdmin() });
    await screen.findByRole('listitem', { name: /Sam Spammer/ });
    const tabs = screen.getByRole('navigation', { name: 'Reports' });
    expect(within(tabs).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(fakeApi.getPage).toHaveBeenLastCalledWith(
      '/admin/reports',
      expect.objectContaining({ auth: true, query: { status: 'open' } }),
    );

    await user.click(within(tabs).getByRole('link', { name: 'Resolved' }));
    const hidden = await screen.findByRole('listitem', { name: /Hal Hidden/ });
    expect(router.state.location.search).toBe('?status=resolved');
    expect(within(tabs).getByRole('link', { name: 'Resolved' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(hidden).toHaveTextContent('Resolved');
    expect(screen.queryByRole('listitem', { name: /Sam Spammer/ })).not.toBeInTheDocument();
    expect(within(hidden).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    expect(fakeApi.getPage).toHaveBeenLastCalledWith(
      '/admin/reports',
      expect.objectContaining({ query: { status: 'resolved' } }),
    );
  });

  it('dismisses the reports of a visible review: the card says resolved, and the queue is not reloaded', async () => {
    onApi('PUT', '/admin/review/r-bad', { acknowledged: true, hidden: false, modifiedCount: 1 });
    const { user } = renderApp('/admin/reports', { auth: asAdmin() });
    const bad = (await screen.findByRole('listitem', { name: /Sam Spammer/ })) as HTMLElement;
    expect(bad).toHaveTextContent('Open');
    await user.click(within(bad).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Reports dismissed')).toBeInTheDocument();
    expect(fakeApi.put).toHaveBeenCalledWith(
      '/admin/review/r-bad',
      { hidden: false },
      { auth: true },
    );
    await waitFor(() => expect(bad).toHaveTextContent('Resolved'));
    expect(bad).toHaveTextContent('Visible');
    expect(within(bad).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    expect(within(bad).getByRole('button', { name: 'Hide' })).toBeInTheDocument();
    expect(fakeApi.getPage).toHaveBeenCalledTimes(1);
  });

  it('hiding turns the card to hidden and resolved, with Restore at hand', async () => {
    onApi('PUT', '/admin/review/r-bad', ({ body }: FakeRequest) => ({
      acknowledged: true,
      hidden: (body as { hidden: boolean }).hidden,
      modifiedCount: 1,
    }));
    const { user } = renderApp('/admin/reports', { auth: asAdmin() });
    const bad = (await screen.findByRole('listitem', { name: /Sam Spammer/ })) as HTMLElement;
    await user.click(within(bad).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(bad).toHaveTextContent('Hidden'));
    expect(bad).toHaveTextContent('Resolved');
    await user.click(within(bad).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Review restored')).toBeInTheDocument();
    expect(fakeApi.put).toHaveBeenLastCalledWith(
      '/admin/review/r-bad',
      { hidden: false },
      { auth: true },
    );
    await waitFor(() => expect(bad).toHaveTextContent('Visible'));
    expect(fakeApi.getPage).toHaveBeenCalledTimes(1);
  });

  it('marks a review posted again after it was hidden, and offers Restore or Keep hidden', async () => {
    onApi('GET', '/admin/reports', [
      {
        ...reported[1]!,
        review: review({ _id: 'r-again', customer: 'Rae Reposter', hidden: true }),
        status: 'open',
        openReports: 0,
        repost: true,
      },
    ]);
    onApi('PUT', '/admin/review/r-again', { acknowledged: true, hidden: true, modifiedCount: 1 });
    const { user } = renderApp('/admin/reports', { auth: asAdmin() });
    const card = (await screen.findByRole('listitem', { name: /Rae Reposter/ })) as HTMLElement;
    expect(card).toHaveTextContent(
      'Posted again by its author since a moderator hid it: it stays hidden until you restore it.',
    );
    expect(within(card).getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Keep hidden' }));
    expect(await screen.findByText('Review kept hidden')).toBeInTheDocument();
    expect(fakeApi.put).toHaveBeenCalledWith(
      '/admin/review/r-again',
      { hidden: true },
      { auth: true },
    );
  });

  it('marks a visible review posted again since it was reported, and only that one', async () => {
    onApi('GET', '/admin/reports', [
      { ...reported[0]!, repost: true },
      { ...reported[0]!, review: review({ _id: 'r-first', customer: 'Fay First' }) },
    ]);
    renderApp('/admin/reports', { auth: asAdmin() });
    const again = (await screen.findByRole('listitem', { name: /Sam Spammer/ })) as HTMLElement;
    expect(again).toHaveTextContent(
      'Posted again by its author since it was reported: the reports were about its earlier text.',
    );
    expect(within(again).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    const first = screen.getByRole('listitem', { name: /Fay First/ });
    expect(first).not.toHaveTextContent('Posted again');
  });

  it('loads the next page with the cursor of the Link header, each review once, until the last', async () => {
    const later = {
      ...reported[0]!,
      review: review({ _id: 'r-later', customer: 'Lou Later' }),
      reportCount: 1,
      openReports: 1,
    };
    onApi('GET', '/admin/reports', ({ options }: FakeRequest) =>
      options?.query?.cursor === 'c2'
        ? // The first page's last review again (the queue moved meanwhile), and a new one.
          [reported[1], later]
        : page(reported, 'c2')(),
    );
    const { user } = renderApp('/admin/reports', { auth: asAdmin() });
    await screen.findByRole('listitem', { name: /Sam Spammer/ });
    expect(screen.getAllByRole('listitem', { name: / on / })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('listitem', { name: /Lou Later/ })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem', { name: / on / })).toHaveLength(3);
    expect(fakeApi.getPage).toHaveBeenLastCalledWith(
      '/admin/reports',
      expect.objectContaining({ query: { status: 'open', cursor: 'c2' } }),
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 reported reviews shown, all of them');
  });

  it('says when the next page fails, and tries again', async () => {
    let fail = true;
    onApi('GET', '/admin/reports', ({ options }: FakeRequest) => {
      if (!options?.query?.cursor) return page(reported, 'c2')();
      if (fail) throw new Error('The network is down.');
      return [];
    });
    const { user } = renderApp('/admin/reports', { auth: asAdmin() });
    await screen.findByRole('listitem', { name: /Sam Spammer/ });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The network is down.');
    expect(screen.getAllByRole('listitem', { name: / on / })).toHaveLength(2);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

const trail: AuditEntry[] = [
  {
    _id: 'a2',
    at: '2026-03-02T09:15:00.000Z',
    actor: { uid: 'u-ada', email: 'ada@example.com' },
    action: 'review.hide',
    target: { kind: 'review', id: 'r-bad' },
    summary:
      'Hid the review by Sam Spammer <sam@example.com> of "Kyoto, Japan" (3 reports: spam ×2, offensive ×1)',
  },
  {
    _id: 'a1',
    at: '2026-03-01T17:40:00.000Z',
    actor: { uid: 'u-bo', email: 'bo@example.com' },
    action: 'place.edit',
    target: { kind: 'place', id: kyoto._id },
    summary: 'Edited "Kyoto, Japan": price',
  },
  {
    _id: 'a0',
    at: '2026-03-01T12:00:00.000Z',
    actor: { uid: 'u-gone', email: '' },
    action: 'review.answer',
    target: { kind: 'review', id: 'r-kind' },
    summary: 'Answered the review by a deleted account of "Kyoto, Japan"',
  },
];

describe('/admin/audit: who did what, when', () => {
  it('is linked from the admin tabs and lists each decision newest first, with who, what and when', async () => {
    onApi('GET', '/admin/audit', trail);
    const { user } = renderApp('/admin', { auth: asAdmin() });
    await user.click(await screen.findByRole('link', { name: 'Audit trail' }));
    const table = await screen.findByRole('table', { name: /moderation decision/ });
    await waitFor(() => expect(document.title).toBe('Audit trail - My Tourist Guide'));
    expect(screen.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('2 Mar 2026, 09:15 UTC');
    expect(rows[0]).toHaveTextContent('ada@example.com');
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Hid a review');
    expect(rows[0]).toHaveTextContent('3 reports: spam ×2, offensive ×1');
    expect(rows[1]).toHaveTextContent('bo@example.com');
    expect(rows[1]).toHaveTextContent('Edited a place');
    // An admin's answer, by an admin whose account has been deleted since.
    expect(rows[2]).toHaveTextContent('A deleted account');
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('Answered a review');
    expect(within(rows[0]!).getByText(/09:15/).closest('time')).toHaveAttribute(
      'datetime',
      trail[0]!.at,
    );
    expect(fakeApi.getPage).toHaveBeenCalledWith(
      '/admin/audit',
      expect.objectContaining({ auth: true, query: {} }),
    );
  });

  it("names an admin's removal of a traveller's photo", async () => {
    onApi('GET', '/admin/audit', [
      {
        _id: 'a3',
        at: '2026-03-03T08:00:00.000Z',
        actor: { uid: 'u-ada', email: 'ada@example.com' },
        action: 'review.photo.remove',
        target: { kind: 'review', id: 'r-bad' },
        summary:
          'Removed photo k3Qx9PzR2mTa from the review by Sam Spammer <sam@example.com> of "Kyoto, Japan"',
      },
    ] satisfies AuditEntry[]);
    renderApp('/admin/audit', { auth: asAdmin() });
    const [row] = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(within(row!).getByRole('rowheader')).toHaveTextContent('Removed a photo');
    expect(row).toHaveTextContent('Removed photo k3Qx9PzR2mTa from the review by Sam Spammer');
  });

  it('shows a loading state, then says when nothing is recorded', async () => {
    const answer = deferred<AuditEntry[]>();
    onApi('GET', '/admin/audit', () => answer.promise);
    renderApp('/admin/audit', { auth: asAdmin() });
    expect(await screen.findByText('Loading the audit trail…')).toBeInTheDocument();
    answer.resolve([]);
    expect(await screen.findByText('Nothing recorded yet.')).toBeInTheDocument();
  });

  it('says when the trail cannot be loaded, and tries again', async () => {
    failApi('GET', '/admin/audit', 503, 'database_unavailable', 'The database is unavailable');
    const { user } = renderApp('/admin/audit', { auth: asAdmin() });
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is unavailable');
    onApi('GET', '/admin/audit', trail);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('pages with Load more', async () => {
    onApi('GET', '/admin/audit', ({ options }: FakeRequest) =>
      options?.query?.cursor === 'n2' ? [trail[1]] : page([trail[0]], 'n2')(),
    );
    const { user } = renderApp('/admin/audit', { auth: asAdmin() });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('tells a signed-in reader the page is for the maintainers, and asks the API nothing', async () => {
    renderApp('/admin/audit', { auth: signedIn() });
    expect(
      await screen.findByRole('heading', { name: "This page is for the guide's maintainers." }),
    ).toBeInTheDocument();
    expect(fakeApi.getPage).not.toHaveBeenCalled();
  });
});
