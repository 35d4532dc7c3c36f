/*
 * How long the caches in front of the page function may keep what it sends.
 */

/** A page: a minute at the CDN, then up to five more minutes served while it is rendered again. */
export const PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** A missing or retired place's page: a minute at the CDN, so a place added back shows soon. */
export const MISSING_CACHE = 'public, max-age=0, s-maxage=60';
/**
 * A page rendered from what the request's cookie names (the reader's saved list on /saved,
 * lib/saved-cookie.ts): the reader's own copy, never kept at the CDN (Hosting keys its cache on
 * that cookie too), and asked for again on each visit.
 */
export const PERSONAL_CACHE = 'private, no-cache';
/**
 * Never kept: the app shell sent when a page could not be rendered (the next visit tries again),
 * and the not-found page for a path that is not plain (server/page-url.ts), which a cache that
 * tidies paths could otherwise file under a page the site has.
 */
export const NEVER_KEPT = 'no-store';
