import type { SavedResult } from '@contract/saved';
import { apiClient, type CallOptions } from '@/lib/api-client';

const savedPath = (serviceId: string) => `/me/saved/${encodeURIComponent(serviceId)}`;

/** PUT /me/saved/:id: adds a place to the reader's saved places (idempotent). */
export function saveService(
  serviceId: string,
  { client = apiClient }: CallOptions = {},
): Promise<SavedResult> {
  return client.put<SavedResult>(savedPath(serviceId), undefined, { auth: true });
}

/** DELETE /me/saved/:id: takes a place off the reader's saved places (idempotent). */
export function unsaveService(
  serviceId: string,
  { client = apiClient }: CallOptions = {},
): Promise<SavedResult> {
  return client.delete<SavedResult>(savedPath(serviceId), { auth: true });
}
