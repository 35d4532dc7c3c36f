/*
 * The site's public origin. Every absolute URL the API writes (the sitemap's) starts with it,
 * never with the request's Host or X-Forwarded-Host, which any client can set. The web build
 * (robots.txt, the page function's canonical URLs) checks VITE_SITE_URL by the same rule,
 * through contract/site-origin.ts.
 */

/** An https origin (no path), or a loopback address for the local suite. */
const HTTPS_ORIGIN = /^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;
const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost)(:\d{1,5})?$/;

/** What `firebase deploy` accepts when it asks for SITE_URL (functions/src/index.ts). */
export const SITE_URL_PATTERN = HTTPS_ORIGIN.source;

export const SITE_URL_HELP =
  "Put the site's origin in functions/.env as SITE_URL=https://your-site.example " +
  '(`firebase deploy` asks for it when it is missing); the local launcher sets it for its suite.';

/** A configured origin as it is used: without surrounding space or a trailing slash ('' for none). */
export function trimOrigin(configured: string | undefined): string {
  return configured?.trim().replace(/\/$/, '') ?? '';
}

/**
 * Whether a trimmed origin is one the site may use: https with no path, or, where `loopback`
 * allows it (the local suite), http on 127.0.0.1 or localhost.
 */
export function isSiteOrigin(origin: string, { loopback = true } = {}): boolean {
  return HTTPS_ORIGIN.test(origin) || (loopback && LOOPBACK_ORIGIN.test(origin));
}

/** The configured origin without a trailing slash; throws saying what to set when it is missing or not an origin. */
export function siteOrigin(configured: string | undefined): string {
  const value = trimOrigin(configured);
  if (isSiteOrigin(value)) return value;
  throw new Error(
    value === ''
      ? `SITE_URL is not set. ${SITE_URL_HELP}`
      : `SITE_URL must be the site's https origin, like https://tourist-guide.example, not "${value}". ${SITE_URL_HELP}`,
  );
}
