import type { MyHelpfulResult } from '@contract/community';
import { apiClient, type CallOptions } from '@/lib/api-client';

/** GET /me/helpful?service=: which of a place's reviews the signed-in reader found helpful. */
export function getMyHelpful(
  serviceId: string,
  { client = apiClient, signal }: CallOptions = {},
): Promise<MyHelpfulResult> {
  return client.get<MyHelpfulResult>('/me/helpful', {
    auth: true,
    query: { service: serviceId },
    signal,
  });
}
