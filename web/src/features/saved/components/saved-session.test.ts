import { waitFor } from '@testing-library/react';
import { ApiError } from '@/lib/api-error';
import { placeOfflineUrls, readSavedList, rememberSavedList } from '@/lib/offline';
import { OFFLINE_ORDER } from '@/lib/offline-orders';
import { onApi } from '@/testing/fake-api';
import { kyoto, services } from '@/testing/fixtures';
import { loadSavedIds, setSaved } from './saved-session';
import { savedIdsOf } from './saved-store';

vi.mock('@/lib/api-client', async (importOriginal) =>
  (await import('@/testing/mock-api-client')).mockApiClient(importOriginal),
);

describe('the saved list of a session', () => {
  it('counts a press made before the list was asked for, though the list read answers without it', async () => {
    const uid = 'uid-press-first';
    const [older] = services.filter((service) => service._id !== kyoto._id);
    onApi('PUT', `/me/saved/${kyoto._id}`, { saved: true });
    // The read was answered before the save was stored: it holds only an older place.
    onApi('GET', '/me/saved', { items: [{ ...older!, archived: false }] });

    const pressed = setSaved(uid, kyoto, true);
    loadSavedIds(uid);
    await pressed;

    await waitFor(() => expect(readSavedList(uid)).not.toBeNull());
    expect(savedIdsOf(uid)).toEqual(new Set([older!._id, kyoto._id]));
    // The copy kept for /saved offline has it too, first: the most recently saved.
    expect(readSavedList(uid)?.map((place) => place._id)).toEqual([kyoto._id, older!._id]);
  });

  it('offline, shows the places of the copy kept on this device as saved', async () => {
    const uid = 'uid-offline';
    rememberSavedList(uid, [kyoto]);
    onApi('GET', '/me/saved', () => {
      throw new ApiError(0, 'network', 'unreachable');
    });

    loadSavedIds(uid);

    await waitFor(() => expect(savedIdsOf(uid)).toEqual(new Set([kyoto._id])));
  });

  it('each read of the list asks the service worker to fill in what the saved places lack', async () => {
    const uid = 'uid-fill';
    const postMessage = vi.fn();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: { postMessage } },
    });
    onApi('GET', '/me/saved', { items: [{ ...kyoto, archived: false }] });
    try {
      loadSavedIds(uid);
      await waitFor(() =>
        expect(postMessage).toHaveBeenCalledWith({
          kind: OFFLINE_ORDER,
          type: 'fill',
          urls: placeOfflineUrls(kyoto),
        }),
      );
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
