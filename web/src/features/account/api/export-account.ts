import { parse } from 'content-disposition';
import { apiClient, type CallOptions } from '@/lib/api-client';

/** The account's data as a file to save: its bytes as the API sent them, and its name. */
export interface ExportedFile {
  blob: Blob;
  /** The name the API gave it (Content-Disposition), or null when it named none. */
  filename: string | null;
}

/** GET /account/export: one JSON file with the account and everything it wrote. */
export async function exportAccount({
  client = apiClient,
  signal,
}: CallOptions = {}): Promise<ExportedFile> {
  const { blob, disposition } = await client.getFile('/account/export', { auth: true, signal });
  return { blob, filename: filenameOf(disposition) };
}

/** The `filename` a Content-Disposition header gives (RFC 6266: `filename*` first), if any. */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  try {
    return parse(disposition).parameters.filename || null;
  } catch {
    return null; // A header the parser refuses names nothing usable.
  }
}
