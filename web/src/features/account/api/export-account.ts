import { apiClient, type CallOptions, type DownloadedFile } from '@/lib/api-client';

/** GET /account/export: one JSON file with the account and everything it wrote. */
export function exportAccount({
  client = apiClient,
  signal,
}: CallOptions = {}): Promise<DownloadedFile> {
  return client.getFile('/account/export', { auth: true, signal });
}
