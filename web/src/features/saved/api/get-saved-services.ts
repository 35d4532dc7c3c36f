import type { SavedPlace, SavedPlaces } from '@contract/saved';
import { apiClient, type CallOptions } from '@/lib/api-client';

/**
 * GET /me/saved: the reader's saved places, most recently saved first, retired ones marked. The
 * API answers a page at a time (each a bounded read): every page is read.
 */
export async function getSavedServices({ client = apiClient, signal }: CallOptions = {}): Promise<{
  items: SavedPlace[];
}> {
  const items: SavedPlace[] = [];
  let cursor: string | null | undefined = null;
  do {
    const query: Record<string, string> | undefined = cursor ? { cursor } : undefined;
    const page: SavedPlaces = await client.get<SavedPlaces>('/me/saved', {
      auth: true,
      signal,
      ...(query ? { query } : {}),
    });
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return { items };
}
