import type { Request, Response } from 'express';
import { z } from 'zod';

/*
 * Paged admin lists keep their fixed body (a JSON array, ARCHITECTURE.md) and say where the next
 * page is in a `Link: <url>; rel="next"` header (RFC 8288, as GitHub's API does): the request's own
 * path and query with `cursor` set to the next page's cursor. No header on the last page.
 */

/** `limit` and `cursor` of a paged admin list (its own filters are added by each list's schema). */
export const adminPageQueryShape = {
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().min(1).max(2000).optional(),
};

/** Sets the `Link` header to the next page, or leaves it out when there is none. */
export function linkNextPage(req: Request, res: Response, nextCursor: string | null): void {
  if (!nextCursor) return;
  // originalUrl keeps the mount (/api behind Hosting, / at the function's URL), so the link is
  // the address the client called, with only the cursor changed.
  const url = new URL(req.originalUrl, 'http://x');
  url.searchParams.set('cursor', nextCursor);
  res.set('Link', `<${url.pathname}${url.search}>; rel="next"`);
}
