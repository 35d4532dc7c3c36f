import { screen, waitFor, within } from '@testing-library/react';
import { fakeAuth, renderApp, signedIn, testUser } from '@/testing/render-app';
import { deferred, failApi, fakeApi, onApi, page, type FakeRequest } from '@/testing/fake-api';
import { photo, review } from '@/testing/fixtures';
import type { ReviewListItem } from '@contract/reviews';

vi.mock('@/lib/api-client', async (importOriginal) =>
  (await import('@/testing/mock-api-client')).mockApiClient(importOriginal),
);

const rows = [
  review(),
  review({
    _id: 'rev2',
    service: 'santorini-greece',
    serviceName: 'Santorini, Greece',
    customer: 'Tess',
    message: 'Sunsets!',
    img: null,
  }),
];

beforeEach(() => {
  onApi('GET', '/reviews', rows);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('/review (My Review)', () => {
  it('shows a disabled loading button while the sign-in state loads', async () => {
    renderApp('/review', { auth: fakeAuth({ loading: true }) });
    expect(await screen.findByRole('button', { name: 'loading' })).toBeDisabled();
  });

  it('says what the page is from the start, and keeps that introduction (the same element) above the list once it shows', async () => {
    const { setAuth } = renderApp('/review', { auth: fakeAuth({ loading: true }) });
    const intro = await screen.findByText(/^Every place you have reviewed/);
    expect(screen.getByRole('button', { name: 'loading' })).toBeDisabled();
    setAuth(signedIn());
    const heading = await screen.findByRole('heading', { name: 'You have total review : 2' });
    expect(screen.getByText(/^Every place you have reviewed/)).toBe(intro);
    expect(intro.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is titled My Review and kept out of search results', async () => {
    renderApp('/review', { auth: signedIn() });
    await screen.findByRole('heading', { name: 'You have total review : 2' });
    await waitFor(() => expect(document.title).toBe('My Review - My Tourist Guide'));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('sends a visitor who is not logged in to /login, remembering /review', async () => {
    const { router } = renderApp('/review', { auth: fakeAuth() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/review' } });
  });

  it("lists the user's reviews in the spec's table, with one request for all of them", async () => {
    renderApp('/review', { auth: signedIn() });
    expect(
      await screen.findByRole('heading', { name: 'You have total review : 2' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['picture', 'Title', 'Review', 'Customer', 'Delete', 'Update']);
    const [, first, second] = within(table).getAllByRole('row');
    const picture = within(first!).getByRole('img', { name: 'Kyoto, Japan' });
    expect(picture).toHaveAttribute('src', '/images/services/kyoto-japan-400.webp');
    // Its 6rem cell gets the 200 px thumbnail where that is enough.
    expect(picture).toHaveAttribute(
      'srcset',
      '/images/services/kyoto-japan-200.webp 200w, /images/services/kyoto-japan-400.webp 400w',
    );
    expect(picture).toHaveAttribute('sizes', '6rem');
    expect(first).toHaveTextContent('Wonderful temples and very kind guides.');
    expect(within(first!).getByRole('img', { name: '5.0 out of 5 stars' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Tess Traveller');
    expect(within(first!).getByRole('link', { name: 'Edit Review' })).toHaveAttribute(
      'href',
      '/update/rev1',
    );
    expect(within(second!).getByText('No picture')).toBeInTheDocument();
    expect(fakeApi.getPage).toHaveBeenCalledTimes(1);
    expect(fakeApi.getPage).toHaveBeenCalledWith(
      '/reviews',
      expect.objectContaining({ auth: true, query: { email: testUser.email } }),
    );
    await waitFor(() => expect(document.title).toBe('My Review - My Tourist Guide'));
  });

  it('counts and lists every review when the API answers them a page at a time', async () => {
    onApi('GET', '/reviews', ({ options }: FakeRequest) =>
      options?.query?.cursor === 'p2' ? [rows[1]] : page([rows[0]], 'p2')(),
    );
    renderApp('/review', { auth: signedIn() });
    expect(
      await screen.findByRole('heading', { name: 'You have total review : 2' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sunsets!')).toBeInTheDocument();
    expect(fakeApi.getPage).toHaveBeenLastCalledWith(
      '/reviews',
      expect.objectContaining({ query: { email: testUser.email, cursor: 'p2' } }),
    );
  });

  it('shows a loading indicator until the list arrives', async () => {
    const answer = deferred<ReviewListItem[]>();
    onApi('GET', '/reviews', () => answer.promise);
    renderApp('/review', { auth: signedIn() });
    expect(await screen.findByText('Loading your reviews…')).toBeInTheDocument();
    answer.resolve([]);
    expect(
      await screen.findByRole('heading', { name: 'You have total review : 0' }),
    ).toBeInTheDocument();
  });

  it("shows each review's photos as thumbnails, in its author's order, with their descriptions", async () => {
    onApi('GET', '/reviews', [
      review({ photos: [photo(2, { alt: 'Torii gates' }), photo(1)] }),
      rows[1],
    ]);
    renderApp('/review', { auth: signedIn() });
    const table = await screen.findByRole('table');
    const [, withPhotos, without] = within(table).getAllByRole('row');
    const strip = within(withPhotos!).getByRole('list', {
      name: "Photos from Tess Traveller's review",
    });
    const thumbs = within(strip).getAllByRole('img');
    expect(thumbs.map((img) => img.getAttribute('alt'))).toEqual([
      'Torii gates',
      "Photo from Tess Traveller's review",
    ]);
    expect(thumbs[0]).toHaveAttribute('src', photo(2).urls.small);
    expect(thumbs[0]).toHaveAttribute('width', '1600');
    expect(thumbs[0]).toHaveAttribute('height', '1200');
    expect(within(without!).queryByRole('list')).not.toBeInTheDocument();
  });

  it('marks a review a moderator hid, and only that one', async () => {
    onApi('GET', '/reviews', [review({ hidden: true }), { ...rows[1]!, hidden: false }]);
    renderApp('/review', { auth: signedIn() });
    const table = await screen.findByRole('table');
    const [, hidden, visible] = within(table).getAllByRole('row');
    expect(hidden).toHaveTextContent(/Hidden by a moderator/);
    expect(visible).not.toHaveTextContent(/Hidden by a moderator/);
  });

  it("shows the place's answer, with its date, under the review it answers", async () => {
    onApi('GET', '/reviews', [
      review({
        response: {
          message: 'Glad you liked the guides!',
          respondedAt: '2024-05-03T08:00:00.000Z',
        },
      }),
      rows[1],
    ]);
    renderApp('/review', { auth: signedIn() });
    const table = await screen.findByRole('table');
    const [, answered, unanswered] = within(table).getAllByRole('row');
    const cell = within(answered!).getByText('Glad you liked the guides!').closest('td');
    expect(cell).toHaveAttribute('data-label', 'Review');
    expect(cell).toHaveTextContent('Response from the place · 3 May 2024');
    expect(within(answered!).getByText('3 May 2024')).toHaveAttribute(
      'datetime',
      '2024-05-03T08:00:00.000Z',
    );
    expect(unanswered).not.toHaveTextContent('Response from the place');
  });

  it('has a friendly empty state', async () => {
    onApi('GET', '/reviews', []);
    renderApp('/review', { auth: signedIn() });
    expect(
      await screen.findByRole('heading', { name: 'You have total review : 0' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse places' })).toHaveAttribute(
      'href',
      '/allService',
    );
  });

  it('explains a failed load and can try again', async () => {
    failApi('GET', '/reviews', 503, 'database_unavailable', 'The database is unavailable');
    const { user } = renderApp('/review', { auth: signedIn() });
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is unavailable');
    onApi('GET', '/reviews', rows);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'You have total review : 2' }),
    ).toBeInTheDocument();
  });

  it('does nothing when the delete is not confirmed', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderApp('/review', { auth: signedIn() });
    const [button] = await screen.findAllByRole('button', { name: 'Delete' });
    await user.click(button!);
    expect(confirm).toHaveBeenCalledWith('Are you sure, you want to delete this review');
    expect(fakeApi.delete).not.toHaveBeenCalled();
  });

  it("deletes a confirmed review, toasts 'Review Deleted Successfully' and drops the row", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    onApi('DELETE', '/review/rev1', () => {
      // The server no longer lists it: the page reloads the list after the delete.
      onApi('GET', '/reviews', rows.slice(1));
      return { acknowledged: true, deletedCount: 1 };
    });
    const { user } = renderApp('/review', { auth: signedIn() });
    const [button] = await screen.findAllByRole('button', { name: 'Delete' });
    await user.click(button!);

    expect(await screen.findByText('Review Deleted Successfully')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'You have total review : 1' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Wonderful temples and very kind guides.')).not.toBeInTheDocument();
  });

  it('keeps the row and shows an error toast when the delete fails', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    failApi('DELETE', '/review/rev1', 403, 'forbidden', 'This review belongs to someone else');
    const { user } = renderApp('/review', { auth: signedIn() });
    const [button] = await screen.findAllByRole('button', { name: 'Delete' });
    await user.click(button!);
    expect(await screen.findByText('This review belongs to someone else')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'You have total review : 2' })).toBeInTheDocument();
  });
});
