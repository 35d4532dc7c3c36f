import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedIn, testUser } from '@/testing/render-app';
import { deferred, fakeApi, failApi, onApi } from '@/testing/fake-api';
import { kyoto, publicReview, review } from '@/testing/fixtures';

vi.mock('@/lib/api-client', async (importOriginal) =>
  (await import('@/testing/mock-api-client')).mockApiClient(importOriginal),
);

const path = `/detail/${kyoto._id}`;
const reviewsPath = `/service/${kyoto._id}/reviews`;

const rated = {
  ...kyoto,
  rating: {
    average: 4.25,
    count: 4,
    histogram: [0, 0, 1, 1, 2] as [number, number, number, number, number],
  },
};

beforeEach(() => {
  onApi('GET', `/service/${kyoto._id}`, rated);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe("a place's reviews on its page", () => {
  it('shows the rating summary: the average to one decimal, the stars, the count and a five-bar spread', async () => {
    onApi('GET', reviewsPath, { items: [], nextCursor: null });
    renderApp(path);
    const summary = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(summary).getByText('4.3')).toBeInTheDocument();
    expect(within(summary).getByRole('img', { name: '4.3 out of 5 stars' })).toBeInTheDocument();
    expect(within(summary).getByText('4 ratings')).toBeInTheDocument();
    const bars = within(
      within(summary).getByRole('list', { name: 'How the ratings spread' }),
    ).getAllByRole('listitem');
    expect(bars.map((b) => b.textContent)).toEqual([
      expect.stringContaining('5 stars: 2 ratings (50%)'),
      expect.stringContaining('4 stars: 1 rating (25%)'),
      expect.stringContaining('3 stars: 1 rating (25%)'),
      expect.stringContaining('2 stars: 0 ratings (0%)'),
      expect.stringContaining('1 star: 0 ratings (0%)'),
    ]);
  });

  it("says 'No reviews yet' for a place nobody has rated", async () => {
    onApi('GET', `/service/${kyoto._id}`, kyoto);
    onApi('GET', reviewsPath, { items: [], nextCursor: null });
    renderApp(path);
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });

  it('lists the reviews with name, stars, date, "edited" and the text as typed, then shows more', async () => {
    onApi('GET', reviewsPath, ({ options }: { options?: { query?: Record<string, string> } }) =>
      options?.query?.cursor === 'page-2'
        ? { items: [publicReview(3)], nextCursor: null }
        : {
            items: [
              publicReview(1, { message: '<b>not bold</b>', rating: 5 }),
              publicReview(2, { rating: null, updatedAt: '2026-03-02T10:00:00.000Z' }),
            ],
            nextCursor: 'page-2',
          },
    );
    const { user } = renderApp(path);
    const first = (await screen.findByText('<b>not bold</b>')).closest('li') as HTMLElement;
    expect(within(first).getByText('Traveller 1')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: '5.0 out of 5 stars' })).toBeInTheDocument();
    expect(within(first).getByText('1 Mar 2026')).toBeInTheDocument();
    const second = screen.getByText('Review number 2').closest('li') as HTMLElement;
    expect(within(second).queryByRole('img')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('edited');
    expect(first).not.toHaveTextContent('edited');

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Review number 3')).toBeInTheDocument();
    expect(screen.getByText('<b>not bold</b>')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it("shows the author's photo beside their review when the API sends one, else their initials", async () => {
    const photo = 'https://photos.example/t1.png';
    onApi('GET', reviewsPath, {
      items: [
        { ...publicReview(1), authorPhotoURL: photo },
        { ...publicReview(2, { customer: 'Ada Lovelace' }), authorPhotoURL: null },
        publicReview(3, { customer: 'Grace Hopper' }),
      ],
      nextCursor: null,
    });
    renderApp(path);
    const item = async (text: string) =>
      (await screen.findByText(text)).closest('li') as HTMLElement;
    const img = (await item('Review number 1')).querySelector('img');
    expect(img).toHaveAttribute('src', photo);
    expect(img).toHaveAttribute('loading', 'lazy');
    // The name is written beside it: the photo adds nothing for a screen reader.
    expect(img).toHaveAttribute('alt', '');
    const withoutPhoto = await item('Review number 2');
    expect(withoutPhoto.querySelector('img')).toBeNull();
    expect(withoutPhoto).toHaveTextContent('AL');
    expect(await item('Review number 3')).toHaveTextContent('GH');
  });

  it('offers no sort for one review or none, and offers it when more reviews follow', async () => {
    onApi('GET', reviewsPath, { items: [publicReview(1)], nextCursor: null });
    const { unmount } = renderApp(path);
    await screen.findByText('Review number 1');
    expect(screen.queryByLabelText('Sort reviews')).not.toBeInTheDocument();
    unmount();

    onApi('GET', reviewsPath, { items: [], nextCursor: null });
    const second = renderApp(path);
    await screen.findByText('Be the first to review this place.');
    expect(screen.queryByLabelText('Sort reviews')).not.toBeInTheDocument();
    second.unmount();

    onApi('GET', reviewsPath, { items: [publicReview(1)], nextCursor: 'page-2' });
    renderApp(path);
    await screen.findByText('Review number 1');
    expect(screen.getByLabelText('Sort reviews')).toBeInTheDocument();
  });

  it('sorts on request, and a slow answer for an earlier choice never replaces a newer one', async () => {
    const slow = deferred<unknown>();
    onApi('GET', reviewsPath, ({ options }: { options?: { query?: Record<string, string> } }) => {
      const sort = options?.query?.sort;
      if (sort === 'highest') return slow.promise;
      if (sort === 'lowest')
        return { items: [publicReview(9, { message: 'Lowest first' })], nextCursor: null };
      return { items: [publicReview(1), publicReview(2)], nextCursor: null };
    });
    const { user } = renderApp(path);
    const select = await screen.findByLabelText('Sort reviews');
    await screen.findByText('Review number 1');
    await user.selectOptions(select, 'highest');
    await user.selectOptions(select, 'lowest');
    expect(await screen.findByText('Lowest first')).toBeInTheDocument();
    slow.resolve({ items: [publicReview(8, { message: 'Highest first' })], nextCursor: null });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText('Highest first')).not.toBeInTheDocument();
    expect(screen.getByText('Lowest first')).toBeInTheDocument();
    expect(fakeApi.get).toHaveBeenCalledWith(
      reviewsPath,
      expect.objectContaining({ query: { sort: 'lowest', limit: '10' } }),
    );
  });

  it('marks your own review and links to editing it', async () => {
    onApi('GET', reviewsPath, {
      items: [publicReview(1), publicReview(2, { _id: 'mine' })],
      nextCursor: null,
    });
    onApi('GET', '/reviews', [review({ _id: 'mine', service: kyoto._id })]);
    renderApp(path, { auth: signedIn() });
    const mine = (await screen.findByText('Your review')).closest('li') as HTMLElement;
    expect(mine).toHaveTextContent('Review number 2');
    expect(within(mine).getByRole('link', { name: 'Edit your review' })).toHaveAttribute(
      'href',
      '/update/mine',
    );
    // Only the reader's review of this place is asked for: one document, not all of theirs.
    expect(fakeApi.get).toHaveBeenCalledWith(
      '/reviews',
      expect.objectContaining({ query: { email: testUser.email, service: kyoto._id } }),
    );
    const other = screen.getByText('Review number 1').closest('li') as HTMLElement;
    expect(within(other).queryByText('Your review')).not.toBeInTheDocument();
  });

  it("lets a signed-in reader report someone else's review once, with a reason and a note", async () => {
    onApi('GET', reviewsPath, {
      items: [publicReview(1), publicReview(2, { _id: 'mine' })],
      nextCursor: null,
    });
    onApi('GET', '/reviews', [review({ _id: 'mine', service: kyoto._id })]);
    onApi('POST', '/review/r1/report', { acknowledged: true });
    const { user } = renderApp(path, { auth: signedIn() });
    await screen.findByText('Your review');
    const mine = screen.getByText('Review number 2').closest('li') as HTMLElement;
    expect(within(mine).queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Report the review by Traveller 1' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(
      screen.getByText('Please choose why you are reporting this review.'),
    ).toBeInTheDocument();
    expect(fakeApi.post).not.toHaveBeenCalled();
    const form = screen.getByRole('group', {
      name: 'Why are you reporting the review by Traveller 1?',
    });
    await user.click(within(form).getByRole('radio', { name: 'Spam or advertising' }));
    await user.type(
      screen.getByRole('textbox', { name: /Anything the moderators should know/ }),
      '  Links to a shop.  ',
    );
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(
      await screen.findByText('Thanks, a moderator will look at this review.'),
    ).toBeInTheDocument();
    expect(fakeApi.post).toHaveBeenCalledWith(
      '/review/r1/report',
      { reason: 'spam', note: 'Links to a shop.' },
      expect.objectContaining({ auth: true }),
    );
    expect(await screen.findByText('Reported. Thank you.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Report the review/ })).not.toBeInTheDocument();
  });

  it('offers no Report to visitors who are not signed in', async () => {
    onApi('GET', reviewsPath, { items: [publicReview(1)], nextCursor: null });
    renderApp(path);
    await screen.findByText('Review number 1');
    expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
  });

  it('shows why a report failed and keeps the form', async () => {
    onApi('GET', reviewsPath, { items: [publicReview(1)], nextCursor: null });
    onApi('GET', '/reviews', []);
    failApi('POST', '/review/r1/report', 429, 'rate_limited', 'Too many changes, try again soon');
    const { user } = renderApp(path, { auth: signedIn() });
    await user.click(
      await screen.findByRole('button', { name: 'Report the review by Traveller 1' }),
    );
    await user.click(screen.getByRole('radio', { name: 'Not about this place' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Too many changes, try again soon')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Not about this place' })).toBeChecked();
  });

  it('says a retired place is no longer offered', async () => {
    failApi('GET', `/service/${kyoto._id}`, 410, 'gone', 'This place is no longer offered');
    onApi('GET', reviewsPath, { items: [], nextCursor: null });
    renderApp(path);
    expect(
      await screen.findByRole('heading', { name: 'This place is no longer offered' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/We no longer offer trips to this place/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all places' })).toHaveAttribute(
      'href',
      '/allService',
    );
  });

  it('keeps the place on screen when its reviews cannot be loaded', async () => {
    failApi('GET', reviewsPath, 503, 'database_unavailable', 'The database is unavailable');
    renderApp(path);
    expect(
      await screen.findByText('The reviews could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: kyoto.title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('View Details - My Tourist Guide'));
  });
});
