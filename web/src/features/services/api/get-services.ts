import type { Service } from '@functions/services/schema';
import { apiClient, type CallOptions } from '@/lib/api-client';

/** GET /service: every place the guide lists. */
export function getServices({ client = apiClient, signal }: CallOptions = {}): Promise<Service[]> {
  return client.get<Service[]>('/service', { signal });
}
