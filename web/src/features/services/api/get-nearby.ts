import type { NearbyPlace } from '@contract/places';
import { apiClient, type CallOptions } from '@/lib/api-client';

/** GET /service/:id/nearby: the 6 live places nearest to it, nearest first, each with distanceKm. */
export function getNearby(
  id: string,
  { client = apiClient, signal }: CallOptions = {},
): Promise<{ items: NearbyPlace[] }> {
  return client.get<{ items: NearbyPlace[] }>(`/service/${encodeURIComponent(id)}/nearby`, {
    signal,
  });
}
