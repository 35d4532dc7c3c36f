import { apiClient, type CallOptions } from '@/lib/api-client';
import type { UpdateProfileBody } from './account-types';

/**
 * PUT /account/profile: the API updates the account's name and photo, and the photo shown
 * beside its public reviews.
 */
export function updateProfile(
  body: UpdateProfileBody,
  { client = apiClient, signal }: CallOptions = {},
): Promise<unknown> {
  return client.put('/account/profile', body, { auth: true, signal });
}
