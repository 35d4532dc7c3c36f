import { act, screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { onApi } from '@/testing/fake-api';
import { kyoto, services } from '@/testing/fixtures';

vi.mock('@/lib/api-client', async (importOriginal) =>
  (await import('@/testing/mock-api-client')).mockApiClient(importOriginal),
);

/*
 * The map's chunk (Leaflet and the drawing code) stands in here: the test sees when it is
 * imported, which is the point (the page's first render must not), and what it is asked to draw.
 */
const chunk = vi.hoisted(() => ({
  imported: vi.fn(),
  drawPlaceMap: vi.fn(() => () => {}),
  leaflet: vi.fn(),
}));
vi.mock('../map/leaflet-map', () => {
  chunk.imported();
  return { drawPlaceMap: chunk.drawPlaceMap, drawPlacesMap: vi.fn(), mapFiles: () => [] };
});
vi.mock('leaflet', () => {
  chunk.leaflet();
  return {};
});

/** A stand-in IntersectionObserver the test scrolls: `scrollIntoView()` shows what it watches. */
class FakeObserver {
  static all: FakeObserver[] = [];
  watched: Element[] = [];
  constructor(private callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.watched = [];
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static scrollIntoView() {
    for (const observer of FakeObserver.all) {
      const entries = observer.watched.map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      if (entries.length > 0)
        observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

const banff = services[4]!;

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  Object.defineProperty(navigator, 'language', { configurable: true, value: 'fr-FR' });
  onApi('GET', `/service/${kyoto._id}`, kyoto);
  onApi('GET', `/service/${kyoto._id}/nearby`, { items: [] });
  chunk.imported.mockClear();
  chunk.drawPlaceMap.mockClear();
});

afterEach(() => vi.unstubAllGlobals());

describe("a place's map", () => {
  it('is not imported with the page: only once the map comes on screen', async () => {
    renderApp(`/detail/${kyoto._id}`);
    const map = await screen.findByRole('region', { name: `Map of ${kyoto.title}` });
    expect(screen.getByRole('heading', { name: 'Where it is' })).toBeInTheDocument();
    // The page has rendered, its effects have run: no Leaflet, no map chunk.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(chunk.imported).not.toHaveBeenCalled();
    expect(chunk.leaflet).not.toHaveBeenCalled();
    expect(chunk.drawPlaceMap).not.toHaveBeenCalled();

    act(() => FakeObserver.scrollIntoView());
    await waitFor(() => expect(chunk.drawPlaceMap).toHaveBeenCalledTimes(1));
    expect(chunk.imported).toHaveBeenCalledTimes(1);
    expect(chunk.drawPlaceMap).toHaveBeenCalledWith(
      map,
      expect.objectContaining({ title: kyoto.title, lat: 35.0116, lng: 135.7681 }),
      { miles: false },
    );
  });

  it("links to the reader's map app and gives the coordinates as text", async () => {
    renderApp(`/detail/${kyoto._id}`);
    expect(await screen.findByRole('link', { name: 'Open in your map app' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=35.0116&mlon=135.7681#map=14/35.0116/135.7681',
    );
    expect(screen.getByText('35.0116° N, 135.7681° E')).toBeInTheDocument();
  });

  it('comes at once where the browser cannot tell when it is on screen', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderApp(`/detail/${kyoto._id}`);
    await waitFor(() => expect(chunk.drawPlaceMap).toHaveBeenCalledTimes(1));
  });

  it('is not shown for a place without a location', async () => {
    onApi('GET', `/service/${banff._id}`, banff);
    renderApp(`/detail/${banff._id}`);
    await screen.findByRole('heading', { level: 1, name: banff.title });
    expect(screen.queryByRole('region', { name: /^Map of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open in your map app' })).not.toBeInTheDocument();
    act(() => FakeObserver.scrollIntoView());
    expect(chunk.imported).not.toHaveBeenCalled();
  });
});
