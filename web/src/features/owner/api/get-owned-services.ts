import type { OwnedServices } from '@contract/community';
import { apiClient, type CallOptions } from '@/lib/api-client';

/** GET /owner/services: the places the signed-in account owns, each with its unanswered count. */
export function getOwnedServices({
  client = apiClient,
  signal,
}: CallOptions = {}): Promise<OwnedServices> {
  return client.get<OwnedServices>('/owner/services', { auth: true, signal });
}
