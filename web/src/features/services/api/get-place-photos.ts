import type { PlacePhotosPage } from '@contract/reviews';
import { apiClient, type CallOptions } from '@/lib/api-client';

/** GET /service/:id/photos: the newest photos of a place's visible reviews, for anybody. */
export function getPlacePhotos(
  serviceId: string,
  limit: number,
  { client = apiClient, signal }: CallOptions = {},
): Promise<PlacePhotosPage> {
  return client.get<PlacePhotosPage>(`/service/${encodeURIComponent(serviceId)}/photos`, {
    query: { limit: String(limit) },
    signal,
  });
}
