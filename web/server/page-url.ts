/*
 * The address a request to the page function asks for, always on the site's configured origin.
 *
 * The request's target is appended to that origin, never resolved against it: resolved,
 * `//evil.example/detail/x` (or `/\evil.example/…`, which URL parsers read the same way) is an
 * address on evil.example, and with it every canonical, Open Graph and JSON-LD URL of the page.
 */

/**
 * Where the not-found page is rendered from for a request whose path is not plain: a path no
 * route but the catch-all matches, so the page cannot be any other (server/page-url.test.ts).
 */
export const STRAY_PATH = '/not-found';

/**
 * The page `target` (the request line's path and query) names, on `origin`; null when its path
 * is not plain. A plain path is one the site's links and browsers send: it starts with one `/`,
 * has no empty segment, and the URL parser keeps it exactly as it is (no backslash, which it
 * reads as `/`; no dot segment, which it removes; nothing it would encode). Any other target
 * (`//host/…`, `/\host/…`, `/a/../b`, an absolute-form `http://host/…`) is answered as not found:
 * a redirect to a tidied path would put text of the request's choosing in a Location header,
 * and a page rendered for it could be kept by a cache that tidies paths otherwise than we do.
 */
export function plainPageUrl(target: string, origin: string): URL | null {
  if (!target.startsWith('/')) return null;
  const query = target.indexOf('?');
  const path = query < 0 ? target : target.slice(0, query);
  if (path.includes('//')) return null;
  const base = new URL(origin);
  let url: URL;
  try {
    url = new URL(`${base.origin}${target}`);
  } catch {
    return null;
  }
  return url.origin === base.origin && url.pathname === path ? url : null;
}
