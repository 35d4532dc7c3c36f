import type { Service } from '@contract/places';
import { apiClient, type CallOptions } from '@/lib/api-client';

/** GET /service/:id: one place; rejects with a 404 ApiError when there is none. */
export function getService(
  id: string,
  { client = apiClient, signal }: CallOptions = {},
): Promise<Service> {
  return client.get<Service>(`/service/${encodeURIComponent(id)}`, { signal });
}
