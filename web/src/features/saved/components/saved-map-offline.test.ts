import { waitFor } from '@testing-library/react';
import { placeOfflineUrls } from '@/lib/offline';
import { OFFLINE_ORDER, readOfflineOrder } from '@/lib/offline-orders';
import { onApi } from '@/testing/fake-api';
import { kyoto, services } from '@/testing/fixtures';
import { setSaved } from './saved-session';

vi.mock('@/lib/api-client', async (importOriginal) =>
  (await import('@/testing/mock-api-client')).mockApiClient(importOriginal),
);

/** The map's chunk, as a build names its files (and a development path, which is not one). */
vi.mock('@/features/maps/map/leaflet-map', () => ({
  mapFiles: () => [
    '/assets/map-Ab12Cd34.js',
    '/assets/app-Ef56.css',
    '/assets/map-Gh78Ij90.css',
    '/assets/countries-110m-Kl12.json',
    '/src/features/maps/map/leaflet-map.ts',
  ],
}));

const MAP_FILES = [
  '/assets/map-Ab12Cd34.js',
  '/assets/map-Gh78Ij90.css',
  '/assets/countries-110m-Kl12.json',
];
const banff = services[4]!;

let postMessage: ReturnType<typeof vi.fn>;
beforeEach(() => {
  postMessage = vi.fn();
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: { postMessage } },
  });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe("a saved place's offline copy and its map", () => {
  it("keeps the map's chunk, stylesheet and outline with a located place, which the worker accepts", async () => {
    onApi('PUT', `/me/saved/${kyoto._id}`, { saved: true });
    await setSaved('uid-map', kyoto, true);
    const order = {
      kind: OFFLINE_ORDER,
      type: 'keep',
      urls: [...placeOfflineUrls(kyoto), ...MAP_FILES],
    };
    await waitFor(() => expect(postMessage).toHaveBeenCalledWith(order));
    expect(readOfflineOrder(order, 'https://guide.example')).toEqual({
      type: 'keep',
      urls: order.urls,
    });
  });

  it('keeps no map files with a place that has no location, and drops none on removal', async () => {
    onApi('PUT', `/me/saved/${banff._id}`, { saved: true });
    await setSaved('uid-no-map', banff, true);
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith({
        kind: OFFLINE_ORDER,
        type: 'keep',
        urls: placeOfflineUrls(banff),
      }),
    );

    onApi('DELETE', `/me/saved/${kyoto._id}`, { saved: false });
    await setSaved('uid-map', kyoto, false);
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith({
        kind: OFFLINE_ORDER,
        type: 'drop',
        urls: placeOfflineUrls(kyoto),
      }),
    );
  });
});
