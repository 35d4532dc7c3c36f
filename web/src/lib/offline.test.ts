import type { SavedPlace } from '@contract/saved';
import { kyoto } from '@/testing/fixtures';
import {
  dropPlaceOffline,
  fillSavedOffline,
  forgetOfflineData,
  keepPlaceOffline,
  placeOfflineUrls,
} from './offline';
import { OFFLINE_ORDER, readOfflineOrder } from './offline-orders';
import { SAVED_PLACES_CACHE } from './offline-requests';

// The page hands the saved-places cache's work to the service worker in charge (whose fetches
// outlive the page: a reader who saves and leaves at once keeps the place); without one, the page
// does it itself.

const retired: SavedPlace = { ...kyoto, _id: 'old-inn', archived: true };
const current: SavedPlace = { ...kyoto, archived: false };

function controlledBy(worker: { postMessage: (message: unknown) => void } | null) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: worker },
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
});

describe('with a service worker in charge of the page', () => {
  it('a saved place, a removed one and the saved list are orders the worker accepts', async () => {
    const posted: unknown[] = [];
    controlledBy({ postMessage: (message) => posted.push(message) });
    const fetchHere = vi.fn();
    vi.stubGlobal('fetch', fetchHere);

    await keepPlaceOffline(kyoto);
    await dropPlaceOffline(kyoto);
    fillSavedOffline([current, retired]);

    const urls = placeOfflineUrls(kyoto);
    expect(posted).toEqual([
      { kind: OFFLINE_ORDER, type: 'keep', urls },
      { kind: OFFLINE_ORDER, type: 'drop', urls },
      // A retired place has no page left to keep.
      { kind: OFFLINE_ORDER, type: 'fill', urls },
    ]);
    for (const message of posted) expect(readOfflineOrder(message, location.origin)).not.toBeNull();
    expect(fetchHere).not.toHaveBeenCalled();
  });

  it('a sign-out has the worker drop the cache after what it is still fetching', async () => {
    const postMessage = vi.fn();
    controlledBy({ postMessage });
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      delete: (name: string) => Promise.resolve(deleted.push(name) > 0),
    });
    await forgetOfflineData();
    // At once here, and once more in the worker's turn.
    expect(deleted).toEqual([SAVED_PLACES_CACHE]);
    expect(postMessage).toHaveBeenCalledWith({ kind: OFFLINE_ORDER, type: 'forget' });
  });

  it('the same list read twice in a visit is filled once; a change to the list fills again', async () => {
    const postMessage = vi.fn();
    controlledBy({ postMessage });
    vi.stubGlobal('caches', { delete: () => Promise.resolve(true) });
    await forgetOfflineData(); // a visit's start: nothing filled yet
    postMessage.mockClear();
    const other: SavedPlace = { ...current, _id: 'rome-italy' };

    fillSavedOffline([current]);
    fillSavedOffline([current]);
    expect(postMessage).toHaveBeenCalledTimes(1);
    fillSavedOffline([other, current]);
    expect(postMessage).toHaveBeenCalledTimes(2);
    // After a removal the reader's list is read again: what the drop took may be needed back.
    await dropPlaceOffline(kyoto);
    fillSavedOffline([other, current]);
    expect(postMessage.mock.calls.map(([message]) => (message as { type: string }).type)).toEqual([
      'fill',
      'fill',
      'drop',
      'fill',
    ]);
  });

  it('a list of retired places only asks for nothing', () => {
    const postMessage = vi.fn();
    controlledBy({ postMessage });
    fillSavedOffline([retired]);
    expect(postMessage).not.toHaveBeenCalled();
  });
});

describe('without one (a first visit)', () => {
  it('the page keeps the saved place itself, and drops it', async () => {
    controlledBy(null);
    const stored = new Map<string, Response>();
    const opened: string[] = [];
    vi.stubGlobal('caches', {
      open: (name: string) => {
        opened.push(name);
        return Promise.resolve({
          match: (url: string) => Promise.resolve(stored.get(url)),
          put: (url: string, response: Response) => Promise.resolve(void stored.set(url, response)),
          delete: (url: string) => Promise.resolve(stored.delete(url)),
        });
      },
    });
    vi.stubGlobal('fetch', (url: string) => Promise.resolve(new Response(url)));

    await keepPlaceOffline(kyoto);
    expect([...stored.keys()].sort()).toEqual(placeOfflineUrls(kyoto).sort());
    expect(opened).toEqual([SAVED_PLACES_CACHE]);

    await dropPlaceOffline(kyoto);
    expect(stored.size).toBe(0);
  });

  it('the saved list asks for nothing (nothing is read offline without a worker)', () => {
    controlledBy(null);
    const open = vi.fn();
    vi.stubGlobal('caches', { open });
    fillSavedOffline([current]);
    expect(open).not.toHaveBeenCalled();
  });
});
