import { apiClient, type CallOptions } from '@/lib/api-client';
import type { DeleteAccountResult } from './account-types';

/** DELETE /account: the account, everything it wrote, then its sign-in. */
export function deleteAccount({
  client = apiClient,
  signal,
}: CallOptions = {}): Promise<DeleteAccountResult> {
  return client.delete<DeleteAccountResult>('/account', { auth: true, signal });
}
