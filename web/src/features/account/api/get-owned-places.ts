import type { OwnedServices } from '@contract/community';
import { apiClient, type CallOptions } from '@/lib/api-client';

/** GET /owner/services: the places the signed-in account owns (here only: whether it owns any). */
export function getOwnedPlaces({
  client = apiClient,
  signal,
}: CallOptions = {}): Promise<OwnedServices> {
  return client.get<OwnedServices>('/owner/services', { auth: true, signal });
}
