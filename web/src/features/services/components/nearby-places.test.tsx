import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { failApi, fakeApi, onApi } from '@/testing/fake-api';
import { kyoto, services } from '@/testing/fixtures';

vi.mock('@/lib/api-client', async (importOriginal) =>
  (await import('@/testing/mock-api-client')).mockApiClient(importOriginal),
);

const banff = services[4]!;
const nearby = [
  { ...services[0]!, distanceKm: 8.04672 },
  { ...services[2]!, distanceKm: 412.3 },
];
const nearbyCalls = () =>
  fakeApi.get.mock.calls.filter(([path]) => String(path).endsWith('/nearby'));

beforeEach(() => {
  onApi('GET', `/service/${kyoto._id}`, kyoto);
  Object.defineProperty(navigator, 'language', { configurable: true, value: 'en-IE' });
});

describe("a place's nearby places", () => {
  it('lists the nearest places, each with its distance and a link to it', async () => {
    onApi('GET', `/service/${kyoto._id}/nearby`, { items: nearby });
    renderApp(`/detail/${kyoto._id}`);
    const section = await screen.findByRole('region', { name: 'Nearby places' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `${nearby[0]!.title}8 km`,
      `${nearby[1]!.title}412 km`,
    ]);
    expect(within(items[0]!).getByRole('link', { name: nearby[0]!.title })).toHaveAttribute(
      'href',
      `/detail/${nearby[0]!._id}`,
    );
    expect(nearbyCalls()).toHaveLength(1);
  });

  it('gives miles to a reader whose locale uses them', async () => {
    Object.defineProperty(navigator, 'language', { configurable: true, value: 'en-GB' });
    onApi('GET', `/service/${kyoto._id}/nearby`, { items: nearby });
    renderApp(`/detail/${kyoto._id}`);
    const section = await screen.findByRole('region', { name: 'Nearby places' });
    expect(within(section).getByText('5 mi')).toBeInTheDocument();
    expect(within(section).getByText('256 mi')).toBeInTheDocument();
  });

  it('shows nothing when no place is near, or when they cannot be had', async () => {
    onApi('GET', `/service/${kyoto._id}/nearby`, { items: [] });
    const { unmount } = renderApp(`/detail/${kyoto._id}`);
    await screen.findByRole('heading', { level: 1, name: kyoto.title });
    await waitFor(() => expect(nearbyCalls()).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Nearby places' })).not.toBeInTheDocument();
    unmount();

    failApi('GET', `/service/${kyoto._id}/nearby`, 503, 'unavailable', 'Try again');
    renderApp(`/detail/${kyoto._id}`);
    await screen.findByRole('heading', { level: 1, name: kyoto.title });
    await waitFor(() => expect(nearbyCalls()).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Nearby places' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not ask for a place without a location', async () => {
    onApi('GET', `/service/${banff._id}`, banff);
    renderApp(`/detail/${banff._id}`);
    await screen.findByRole('heading', { level: 1, name: banff.title });
    expect(screen.queryByRole('region', { name: 'Nearby places' })).not.toBeInTheDocument();
    expect(nearbyCalls()).toHaveLength(0);
  });
});
