import type { PlacePhotosPage } from '@contract/reviews';
import { apiClient, type CallOptions } from '@/lib/api-client';

/**
 * GET /service/:id/photos: the newest photos of a place's visible reviews, for anybody; follow
 * `nextCursor` for older ones.
 */
export function getPlacePhotos(
  serviceId: string,
  { limit, cursor }: { limit: number; cursor?: string },
  { client = apiClient, signal }: CallOptions = {},
): Promise<PlacePhotosPage> {
  const query: Record<string, string> = { limit: String(limit) };
  if (cursor) query.cursor = cursor;
  return client.get<PlacePhotosPage>(`/service/${encodeURIComponent(serviceId)}/photos`, {
    query,
    signal,
  });
}
