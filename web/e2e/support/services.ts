import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

import type { Service } from '@contract/places';

export type { Service };

/** The seeded services, as the API lists them (the launcher seeds them before the run). */
export async function listServices(request: APIRequestContext): Promise<Service[]> {
  const response = await request.get('/api/service');
  expect(response.ok(), 'GET /api/service').toBe(true);
  const services = (await response.json()) as Service[];
  expect(services.length, 'seeded services').toBeGreaterThanOrEqual(4);
  return services;
}

/** The small picture variant the site shows in lists: '/x-800.webp' -> '/x-400.webp'. */
export const smallImage = (img: string) => img.replace(/-\d+\.webp$/, '-400.webp');

export interface CatalogPage {
  items: Service[];
  nextCursor: string | null;
  total: number;
}

/** One page of GET /api/catalog for `query` (the page's own parameters, as in its URL). */
export async function catalogPage(
  request: APIRequestContext,
  query: Record<string, string> = {},
): Promise<CatalogPage> {
  const response = await request.get(`/api/catalog?${new URLSearchParams(query).toString()}`);
  expect(response.ok(), `GET /api/catalog ${JSON.stringify(query)}`).toBe(true);
  return (await response.json()) as CatalogPage;
}
