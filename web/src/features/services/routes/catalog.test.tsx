import { act, screen, waitFor, within } from '@testing-library/react';
import type { Service } from '@contract/places';
import { renderApp } from '@/testing/render-app';
import { deferred, fakeApi, onApi } from '@/testing/fake-api';
import { services } from '@/testing/fixtures';
import { TYPING_PAUSE_MS } from '../components/catalog-filters';

vi.mock('@/lib/api-client', async (importOriginal) =>
  (await import('@/testing/mock-api-client')).mockApiClient(importOriginal),
);

type Query = Record<string, string> | undefined;
const page = (
  items: Service[],
  nextCursor: string | null = null,
  total = items.length,
  totalCapped = false,
) => ({ items, nextCursor, total, totalCapped });
/** Every /catalog request's query, in order. */
const asked = () =>
  fakeApi.get.mock.calls
    .filter(([path]) => path === '/catalog')
    .map(([, options]) => (options as { query?: Query } | undefined)?.query ?? {});

beforeEach(() => {
  onApi('GET', '/catalog', page(services));
});

describe('/allService: finding a place', () => {
  it('reads its search from the URL and says how many places match', async () => {
    onApi('GET', '/catalog', page(services.slice(0, 2), null, 2));
    renderApp('/allService?q=kyoto&region=Asia&minRating=4&sort=price&maxPrice=3000&bogus=1');
    expect(await screen.findByText('2 places match')).toBeInTheDocument();
    expect(asked()).toEqual([
      { q: 'kyoto', region: 'Asia', maxPrice: '3000', minRating: '4', sort: 'price' },
    ]);
    expect(screen.getByLabelText('Search places')).toHaveValue('kyoto');
    expect(screen.getByRole('button', { name: 'Asia' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Rating')).toHaveValue('4');
    expect(screen.getByLabelText('Sort by')).toHaveValue('price');
    expect(screen.getByLabelText('Highest price')).toHaveValue('3000');
  });

  it('searches once typing pauses, not on every keystroke, and keeps it in the URL', async () => {
    const { user, router } = renderApp('/allService');
    await screen.findByText('5 places to explore');
    await user.type(screen.getByLabelText('Search places'), 'sao paulo');
    await waitFor(() => expect(router.state.location.search).toBe('?q=sao+paulo'), {
      timeout: TYPING_PAUSE_MS * 4,
    });
    await waitFor(() => expect(asked()).toEqual([{}, { q: 'sao paulo' }]));
  });

  it('Search sends what was typed at once; the app handles the form in place, not as a page load', async () => {
    const { user, router } = renderApp('/allService?region=Asia');
    await screen.findByText('5 places match');
    const form = screen.getByRole('search', { name: 'Find a place' });
    // A plain GET form of the catalogue's parameters (it works before the app runs, and without it).
    expect(form).toHaveAttribute('action', '/allService');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('button', { name: 'Europe' })).toHaveAttribute('name', 'region');
    // Heard after the app's own handler (React listens at the root): was the page load stopped?
    const submitted = vi.fn();
    const onSubmit = (event: Event) => submitted(event.defaultPrevented);
    document.addEventListener('submit', onSubmit);
    onTestFinished(() => document.removeEventListener('submit', onSubmit));

    await user.type(screen.getByLabelText('Search places'), 'kyoto');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // At once, not after the typing pause; the region is kept.
    expect(router.state.location.search).toBe('?q=kyoto&region=Asia');
    expect(submitted).toHaveBeenCalledWith(true);

    submitted.mockClear();
    await user.click(screen.getByRole('button', { name: 'Europe' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=kyoto&region=Europe'));
    // The chip's click is handled by the app: the form is not sent.
    expect(submitted).not.toHaveBeenCalled();
  });

  it('a search typed just before opening a place never pulls the visitor back', async () => {
    const kyotoPage = deferred<unknown>();
    const kyoto = services[1]!;
    onApi('GET', `/service/${kyoto._id}`, () => kyotoPage.promise);
    onApi('GET', `/service/${kyoto._id}/reviews`, { items: [], nextCursor: null });
    const { user, router } = renderApp('/allService');
    await screen.findByText('5 places to explore');
    await user.type(screen.getByLabelText('Search places'), 'ky');
    const card = screen.getByRole('heading', { name: kyoto.title }).closest('li') as HTMLElement;
    await user.click(within(card).getByRole('link', { name: 'View Details' }));
    // The place is still loading when the typing pause ends.
    await new Promise((resolve) => setTimeout(resolve, TYPING_PAUSE_MS * 2));
    kyotoPage.resolve(kyoto);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/detail/${kyoto._id}`));
    expect(asked()).toEqual([{}]);
  });

  it('filters by region with chips, and the back button goes to the previous search', async () => {
    const { user, router } = renderApp('/allService');
    await screen.findByText('5 places to explore');
    await user.click(screen.getByRole('button', { name: 'Europe' }));
    await waitFor(() => expect(router.state.location.search).toBe('?region=Europe'));
    await user.click(screen.getByRole('button', { name: 'Africa' }));
    await waitFor(() => expect(router.state.location.search).toBe('?region=Africa'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Africa' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?region=Europe'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Europe' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await waitFor(() => expect(asked().at(-1)).toEqual({ region: 'Europe' }));
  });

  it('shows more with the cursor, and a page that answers after the search changed is dropped', async () => {
    const more = deferred<unknown>();
    onApi('GET', '/catalog', ({ options }: { options?: { query?: Query } }) => {
      const query = options?.query ?? {};
      if (query.cursor === 'c2') return more.promise;
      if (query.region === 'Asia') return page([services[1]!], null, 1);
      return page(services.slice(0, 3), 'c2', 5);
    });
    const { user } = renderApp('/allService');
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(screen.getByText('Showing 3 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Asia' }));
    expect(await screen.findByText('1 place matches')).toBeInTheDocument();
    more.resolve(page(services.slice(3), null, 5));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getAllByRole('link', { name: 'View Details' })).toHaveLength(1);
  });

  it('appends the next page when asked', async () => {
    onApi('GET', '/catalog', ({ options }: { options?: { query?: Query } }) =>
      options?.query?.cursor === 'c2'
        ? page(services.slice(3), null, 5)
        : page(services.slice(0, 3), 'c2', 5),
    );
    const { user } = renderApp('/allService');
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'View Details' })).toHaveLength(5),
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(asked().at(-1)).toEqual({ cursor: 'c2' });
  });

  it('says "10,000+" when the API stopped counting', async () => {
    onApi('GET', '/catalog', page(services.slice(0, 3), 'c2', 10_000, true));
    renderApp('/allService?region=Europe');
    expect(await screen.findByText('10,000+ places match')).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 10,000+')).toBeInTheDocument();
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    onApi('GET', '/catalog', ({ options }: { options?: { query?: Query } }) =>
      options?.query?.q ? page([], null, 0) : page(services),
    );
    const { user, router } = renderApp('/allService?q=atlantis&sort=title');
    expect(await screen.findByText('No places match your search.')).toBeInTheDocument();
    const empty = screen.getByText('No places match your search.').parentElement!;
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=title'));
    expect(await screen.findByText('5 places to explore')).toBeInTheDocument();
  });

  it('sorts a search by "Best match" unless told otherwise, and offers it only for a search', async () => {
    const { user, router } = renderApp('/allService?q=kyoto');
    await screen.findByText('5 places match');
    const sort = screen.getByLabelText('Sort by');
    expect(sort).toHaveValue('relevance');
    expect(within(sort).getByRole('option', { name: 'Best match' })).toBeInTheDocument();
    // The best match is GET /catalog's default with q: the URL and the request leave it out.
    expect(asked()).toEqual([{ q: 'kyoto' }]);
    await user.selectOptions(sort, 'Recommended');
    await waitFor(() => expect(router.state.location.search).toBe('?q=kyoto&sort=recommended'));
    await waitFor(() => expect(asked().at(-1)).toEqual({ q: 'kyoto', sort: 'recommended' }));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Best match');
    await waitFor(() => expect(router.state.location.search).toBe('?q=kyoto'));
  });

  it('without a search, offers no "Best match" and drops it from a link', async () => {
    renderApp('/allService?sort=relevance');
    await screen.findByText('5 places to explore');
    const sort = screen.getByLabelText('Sort by');
    expect(sort).toHaveValue('recommended');
    expect(within(sort).queryByRole('option', { name: 'Best match' })).not.toBeInTheDocument();
    expect(asked()).toEqual([{}]);
  });

  it('offers "Did you mean …?" as a link when a search finds nothing, keeping the filters', async () => {
    const kyoto = services[1]!;
    onApi('GET', '/catalog', ({ options }: { options?: { query?: Query } }) =>
      options?.query?.q === 'kyyotto'
        ? { ...page([], null, 0), suggestion: 'kyoto' }
        : page([kyoto], null, 1),
    );
    const { user, router } = renderApp('/allService?q=kyyotto&region=Asia');
    expect(await screen.findByText('No places match your search.')).toBeInTheDocument();
    const offer = screen.getByText((_, element) => element?.textContent === 'Did you mean kyoto?');
    const link = within(offer).getByRole('link', { name: 'kyoto' });
    expect(link).toHaveAttribute('href', '/allService?q=kyoto&region=Asia');
    await user.click(link);
    await waitFor(() => expect(router.state.location.search).toBe('?q=kyoto&region=Asia'));
    expect(await screen.findByText('1 place matches')).toBeInTheDocument();
    expect(screen.getByLabelText('Search places')).toHaveValue('kyoto');
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it('offers nothing to follow when no query near it finds anything', async () => {
    onApi('GET', '/catalog', { ...page([], null, 0), suggestion: null });
    renderApp('/allService?q=xqzvv');
    expect(await screen.findByText('No places match your search.')).toBeInTheDocument();
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it('shows new places and those with few ratings for what they are', async () => {
    const [fresh, few, rated] = services;
    onApi(
      'GET',
      '/catalog',
      page([
        fresh!,
        { ...few!, rating: { average: 5, count: 1, histogram: [0, 0, 0, 0, 1] } },
        { ...rated!, rating: { average: 4.5, count: 8, histogram: [0, 0, 1, 2, 5] } },
      ]),
    );
    renderApp('/allService');
    const cards = (await screen.findAllByRole('link', { name: 'View Details' })).map((b) =>
      b.closest('li')!,
    );
    expect(cards[0]).toHaveTextContent('New');
    expect(
      within(cards[1]!).queryByRole('img', { name: /out of 5 stars/ }),
    ).not.toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Few reviews (1)');
    expect(within(cards[2]!).getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
    expect(cards[2]).toHaveTextContent('(8 ratings)');
  });
});
