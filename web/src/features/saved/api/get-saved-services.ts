import type { SavedPlaces } from '@contract/saved';
import { apiClient, type CallOptions } from '@/lib/api-client';

/** GET /me/saved: the reader's saved places, most recently saved first, retired ones marked. */
export function getSavedServices({
  client = apiClient,
  signal,
}: CallOptions = {}): Promise<SavedPlaces> {
  return client.get<SavedPlaces>('/me/saved', { auth: true, signal });
}
