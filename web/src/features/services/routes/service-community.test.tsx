import { screen, waitFor, within } from '@testing-library/react';
import { fakeAuth, renderApp, signedIn } from '@/testing/render-app';
import { deferred, fakeApi, failApi, onApi } from '@/testing/fake-api';
import { kyoto, publicReview, review } from '@/testing/fixtures';
import { session } from '@/lib/auth/session';

vi.mock('@/lib/api-client', async (importOriginal) =>
  (await import('@/testing/mock-api-client')).mockApiClient(importOriginal),
);

const path = `/detail/${kyoto._id}`;
const reviewsPath = `/service/${kyoto._id}/reviews`;

const item = async (text: string) => (await screen.findByText(text)).closest('li') as HTMLElement;

beforeEach(() => {
  onApi('GET', `/service/${kyoto._id}`, kyoto);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('helpful votes on a place’s reviews', () => {
  it('shows each review’s count on a Helpful toggle, pressed for the reader’s own votes, and none on their own review', async () => {
    onApi('GET', reviewsPath, {
      items: [
        publicReview(1, { helpful: 3 }),
        publicReview(2, { helpful: 1 }),
        publicReview(3, { _id: 'mine', helpful: 2 }),
      ],
      nextCursor: null,
    });
    onApi('GET', '/reviews', [review({ _id: 'mine', service: kyoto._id })]);
    onApi('GET', '/me/helpful', { reviewIds: ['r2'] });
    renderApp(path, { auth: signedIn() });

    const first = await item('Review number 1');
    const second = await item('Review number 2');
    await waitFor(() =>
      expect(within(second).getByRole('button', { name: 'Helpful (1)' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(within(first).getByRole('button', { name: 'Helpful (3)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const mine = (await screen.findByText('Your review')).closest('li') as HTMLElement;
    expect(within(mine).queryByRole('button', { name: /Helpful/ })).not.toBeInTheDocument();
    expect(mine).toHaveTextContent('2 travellers found this helpful');
    expect(fakeApi.get).toHaveBeenCalledWith(
      '/me/helpful',
      expect.objectContaining({ auth: true, query: { service: kyoto._id } }),
    );
  });

  it('votes and takes the vote back, showing at once and then the count the API answers', async () => {
    onApi('GET', reviewsPath, { items: [publicReview(1, { helpful: 4 })], nextCursor: null });
    onApi('GET', '/reviews', []);
    onApi('GET', '/me/helpful', { reviewIds: [] });
    const vote = deferred<unknown>();
    onApi('PUT', '/review/r1/helpful', () => vote.promise);
    onApi('DELETE', '/review/r1/helpful', { helpful: 6, voted: false });
    const { user } = renderApp(path, { auth: signedIn() });

    await user.click(await screen.findByRole('button', { name: 'Helpful (4)' }));
    // At once, before the API answers.
    expect(screen.getByRole('button', { name: 'Helpful (5)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() =>
      expect(fakeApi.put).toHaveBeenCalledWith('/review/r1/helpful', undefined, { auth: true }),
    );
    // Others voted meanwhile: the API's count is the one shown.
    vote.resolve({ helpful: 7, voted: true });
    expect(await screen.findByRole('button', { name: 'Helpful (7)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Helpful (7)' }));
    expect(await screen.findByRole('button', { name: 'Helpful (6)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(fakeApi.delete).toHaveBeenCalledWith('/review/r1/helpful', { auth: true });
  });

  it('puts the vote back as it was and says why when the API refuses it', async () => {
    onApi('GET', reviewsPath, { items: [publicReview(1, { helpful: 2 })], nextCursor: null });
    onApi('GET', '/reviews', []);
    onApi('GET', '/me/helpful', { reviewIds: [] });
    failApi('PUT', '/review/r1/helpful', 429, 'rate_limited', 'Too many changes, try again soon');
    const { user } = renderApp(path, { auth: signedIn() });

    await user.click(await screen.findByRole('button', { name: 'Helpful (2)' }));
    expect(
      await screen.findByText('Your vote was not saved: Too many changes, try again soon'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Helpful (2)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('sends a visitor who is not signed in to log in, then back to the place to vote', async () => {
    onApi('GET', reviewsPath, { items: [publicReview(1, { helpful: 1 })], nextCursor: null });
    onApi('GET', '/reviews', []);
    onApi('GET', '/me/helpful', { reviewIds: [] });
    onApi('PUT', '/review/r1/helpful', { helpful: 2, voted: true });
    let signIn = () => {};
    const auth = fakeAuth({ logIn: vi.fn(async () => signIn()) });
    const { user, router, setAuth } = renderApp(path, { auth });
    signIn = () => setAuth(signedIn());

    await user.click(await screen.findByRole('button', { name: 'Helpful (1)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fakeApi.put).not.toHaveBeenCalled();
    await user.type(await screen.findByLabelText('Email'), 'tess@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pw');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    await user.click(await screen.findByRole('button', { name: 'Helpful (1)' }));
    expect(await screen.findByRole('button', { name: 'Helpful (2)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('counts a press made before the sign-in state is known once it is, starting sign-in at once', async () => {
    onApi('GET', reviewsPath, { items: [publicReview(1, { helpful: 1 })], nextCursor: null });
    const { user, router, setAuth } = renderApp(path, { auth: fakeAuth({ loading: true }) });
    await user.click(await screen.findByRole('button', { name: 'Helpful (1)' }));
    expect(router.state.location.pathname).toBe(path);
    // The auth SDK, which a rendered page starts after its load, is asked to start at once.
    expect(session.start).toHaveBeenCalled();
    setAuth(fakeAuth());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: path } });
  });

  it('offers "Most helpful" in the sort and asks for sort=helpful', async () => {
    onApi('GET', reviewsPath, ({ options }: { options?: { query?: Record<string, string> } }) =>
      options?.query?.sort === 'helpful'
        ? { items: [publicReview(2, { helpful: 9 }), publicReview(1)], nextCursor: null }
        : { items: [publicReview(1), publicReview(2, { helpful: 9 })], nextCursor: null },
    );
    const { user } = renderApp(path);
    const select = await screen.findByLabelText('Sort reviews');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Newest first', 'Highest rated first', 'Lowest rated first', 'Most helpful']);
    await screen.findByText('Review number 1');
    await user.selectOptions(select, 'Most helpful');
    const list = screen.getByText('Review number 1').closest('ol') as HTMLElement;
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        expect.stringContaining('Review number 2'),
        expect.stringContaining('Review number 1'),
      ]),
    );
    expect(fakeApi.get).toHaveBeenCalledWith(
      reviewsPath,
      expect.objectContaining({ query: { sort: 'helpful', limit: '10' } }),
    );
  });

  it('shows a review once when votes move it onto the next page too, with the count first shown', async () => {
    // Review 2 lost votes between the pages: it fell past the cursor and comes again.
    onApi('GET', reviewsPath, ({ options }: { options?: { query?: Record<string, string> } }) =>
      options?.query?.cursor === 'page-2'
        ? { items: [publicReview(2, { helpful: 1 }), publicReview(3)], nextCursor: null }
        : {
            items: [publicReview(1, { helpful: 5 }), publicReview(2, { helpful: 3 })],
            nextCursor: 'page-2',
          },
    );
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    await screen.findByText('Review number 3');
    const list = screen.getByText('Review number 1').closest('ol') as HTMLElement;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => within(li).getByText(/^Review number/).textContent),
    ).toEqual(['Review number 1', 'Review number 2', 'Review number 3']);
    expect(within(await item('Review number 2')).getByRole('button')).toHaveAccessibleName(
      'Helpful (3)',
    );
  });
});

describe('answers from the place', () => {
  it('shows the place’s answer, with its date, under the review it answers', async () => {
    onApi('GET', reviewsPath, {
      items: [
        publicReview(1, {
          response: {
            message: 'Thank you!\nCome back in spring.',
            respondedAt: '2026-03-04T09:00:00.000Z',
          },
        }),
        publicReview(2),
      ],
      nextCursor: null,
    });
    renderApp(path);
    const answered = await item('Review number 1');
    expect(within(answered).getByText('Response from the place')).toBeInTheDocument();
    expect(within(answered).getByText('4 Mar 2026')).toHaveAttribute(
      'datetime',
      '2026-03-04T09:00:00.000Z',
    );
    expect(within(answered).getByText(/Come back in spring\./)).toBeInTheDocument();
    expect(await item('Review number 2')).not.toHaveTextContent('Response from the place');
  });
});
