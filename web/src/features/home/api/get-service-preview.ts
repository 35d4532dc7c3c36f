import type { Service } from '@contract/places';
import { apiClient, type CallOptions } from '@/lib/api-client';

/** GET /services: the first four places, for the home page preview. */
export function getServicePreview({ client = apiClient, signal }: CallOptions = {}): Promise<
  Service[]
> {
  return client.get<Service[]>('/services', { signal });
}
