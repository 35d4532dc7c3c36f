import { screen, waitFor, within } from '@testing-library/react';
import type { Service } from '@contract/places';
import { renderApp } from '@/testing/render-app';
import { fakeApi, onApi } from '@/testing/fake-api';
import { services } from '@/testing/fixtures';

vi.mock('@/lib/api-client', async (importOriginal) =>
  (await import('@/testing/mock-api-client')).mockApiClient(importOriginal),
);

type Query = Record<string, string> | undefined;
const page = (items: (Service & { distanceKm?: number })[]) => ({
  items,
  nextCursor: null,
  total: items.length,
  totalCapped: false,
});
const asked = () =>
  fakeApi.get.mock.calls
    .filter(([path]) => path === '/catalog')
    .map(([, options]) => (options as { query?: Query } | undefined)?.query ?? {});
const titles = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

/** The browser's geolocation, as a test says it answers (undefined: the browser has none). */
function geolocation(
  answer: ((ok: PositionCallback, fail: PositionErrorCallback) => void) | undefined,
) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) =>
    answer?.(ok, fail),
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: answer ? { getCurrentPosition } : undefined,
  });
  return getCurrentPosition;
}
const failure = (code: number) =>
  ({ code, message: 'no', PERMISSION_DENIED: 1 }) as GeolocationPositionError;

const byDistance = [services[2]!, services[0]!, services[1]!].map((place, index) => ({
  ...place,
  distanceKm: [3.24, 120.4, 2051][index]!,
}));

beforeEach(() => {
  onApi('GET', '/catalog', (request: { options?: { query?: Query } }) =>
    page(request.options?.query?.sort === 'distance' ? byDistance : services),
  );
  Object.defineProperty(navigator, 'language', { configurable: true, value: 'en-IE' });
});

afterEach(() => {
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: undefined });
});

describe('/allService: Near me', () => {
  it('sorts by distance from the reader, sending the position rounded to 2 decimals, and shows each distance', async () => {
    const ask = geolocation((ok) =>
      ok({ coords: { latitude: 35.011634, longitude: 135.768112 } } as GeolocationPosition),
    );
    const { user, router } = renderApp('/allService');
    await screen.findByText('5 places to explore');
    await user.click(screen.getByRole('button', { name: 'Near me' }));

    await waitFor(() =>
      expect(router.state.location.search).toBe('?sort=distance&near=35.01%2C135.77'),
    );
    expect(ask).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(asked()).toEqual([{}, { sort: 'distance', near: '35.01,135.77' }]));
    await waitFor(() => expect(titles()).toEqual(byDistance.map((place) => place.title)));
    const first = screen.getByRole('heading', { name: byDistance[0]!.title }).closest('li')!;
    // The distances come with their formatter's code, a moment after the list.
    expect(await within(first).findByText('3.2 km away')).toBeInTheDocument();
    expect(await screen.findByText('2,051 km away')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Near me' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Sort by')).toHaveValue('distance');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Pressed again: the usual order, and the position leaves the URL.
    await user.click(screen.getByRole('button', { name: 'Near me' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(titles()).toEqual(services.map((place) => place.title)));
  });

  it('gives distances in miles where the reader reads miles', async () => {
    Object.defineProperty(navigator, 'language', { configurable: true, value: 'en-US' });
    renderApp('/allService?sort=distance&near=35.01,135.77');
    expect(await screen.findByText('2 mi away')).toBeInTheDocument();
    expect(screen.getByText('1,274 mi away')).toBeInTheDocument();
  });

  it('says so when the reader refuses to share their location, and keeps the order', async () => {
    geolocation((_ok, fail) => fail(failure(1)));
    const { user, router } = renderApp('/allService');
    await screen.findByText('5 places to explore');
    await user.click(screen.getByRole('button', { name: 'Near me' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't get your location: your browser did not share it. The places keep their usual order.",
    );
    expect(router.state.location.search).toBe('');
    expect(asked()).toEqual([{}]);
    expect(titles()).toEqual(services.map((place) => place.title));
    expect(screen.getByRole('button', { name: 'Near me' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it.each([
    ['the browser has no geolocation', undefined],
    [
      'no position can be had',
      (_ok: PositionCallback, fail: PositionErrorCallback) => fail(failure(2)),
    ],
    [
      'the reading times out',
      (_ok: PositionCallback, fail: PositionErrorCallback) => fail(failure(3)),
    ],
  ])('says so when %s, and keeps the order', async (_what, answer) => {
    geolocation(answer);
    const { user, router } = renderApp('/allService');
    await screen.findByText('5 places to explore');
    await user.click(screen.getByRole('button', { name: 'Near me' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't get your location right now. The places keep their usual order.",
    );
    expect(router.state.location.search).toBe('');
    expect(asked()).toEqual([{}]);
    expect(titles()).toEqual(services.map((place) => place.title));
  });

  it('ignores a position that is not a rounded one, or one without the distance sort', async () => {
    renderApp('/allService?sort=distance&near=35.011634,135.768112');
    await screen.findByText('5 places to explore');
    renderApp('/allService?near=35.01,135.77');
    await waitFor(() => expect(asked()).toEqual([{}, {}]));
  });
});
