import type { CatalogPage } from '@contract/places';
import { apiClient, type CallOptions } from '@/lib/api-client';
import type { CatalogParams } from '../components/catalog-params';

/** GET /catalog: a page of the places matching `params`; follow nextCursor for more. */
export function getCatalog(
  params: CatalogParams,
  cursor?: string,
  { client = apiClient, signal }: CallOptions = {},
): Promise<CatalogPage> {
  const query: Record<string, string> = { ...params };
  if (cursor) query.cursor = cursor;
  return client.get<CatalogPage>('/catalog', {
    ...(Object.keys(query).length > 0 ? { query } : {}),
    signal,
  });
}
