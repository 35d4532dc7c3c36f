import '@/config/zod';
import { z } from 'zod';
import { placeIdSchema, type Service } from '@contract/places';
import { SAVED_MAX, type SavedPlace } from '@contract/saved';
import { apiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { SAVED_COOKIE_PLACES, SAVED_COOKIE_VERSION, savedCookieIn } from '@/lib/saved-cookie';

/*
 * The server's side of lib/saved-cookie.ts: the saved list a /saved request's cookie names, read
 * from the public catalogue. Only the page function runs it (the page's loader, on the server).
 */

const cookieSchema = z
  .object({
    total: z.coerce.number().int().min(0).max(SAVED_MAX),
    ids: z.array(placeIdSchema).max(SAVED_COOKIE_PLACES),
  })
  .refine(({ total, ids }) => ids.length === Math.min(total, SAVED_COOKIE_PLACES), {
    message: 'names as many places as it counts, up to its maximum',
  });

export interface SavedFromCookie {
  /** How many places the reader has saved. */
  total: number;
  /** The first of them, most recently saved first (SAVED_COOKIE_PLACES at most). */
  ids: string[];
}

/** The list a Cookie header names, or null: none, or not one this site wrote (ignored). */
export function readSavedCookie(header: string | null): SavedFromCookie | null {
  const [version, total, ...ids] = savedCookieIn(header)?.split('.') ?? [];
  if (version !== SAVED_COOKIE_VERSION) return null;
  const parsed = cookieSchema.safeParse({ total, ids });
  return parsed.success ? parsed.data : null;
}

/**
 * The places the cookie names, in its order. A place gone from the catalogue since (unknown, or
 * retired: its card would need what only the reader's list has) is left to the app's list.
 */
export async function savedPlacesFromCookie(
  { ids }: SavedFromCookie,
  signal: AbortSignal,
): Promise<SavedPlace[]> {
  const places = await Promise.all(
    ids.map((id) =>
      apiClient.get<Service>(`/service/${encodeURIComponent(id)}`, { signal }).then(
        (place): SavedPlace => ({ ...place, archived: false }),
        (error: unknown) => {
          if (isApiError(error) && (error.status === 404 || error.status === 410)) return null;
          throw error;
        },
      ),
    ),
  );
  return places.filter((place) => place !== null);
}
