/*
 * How long the caches in front of the page function may keep what it sends, and how long a render
 * may take. With the API's own lifetimes they bound how long a change (a review a moderator hides,
 * an admin's edit) can stay on a page a visitor loads: 60 s at most (docs/api.md, "How long a
 * change takes to show"; web/src/app/freshness.integration.test.ts adds them up).
 */

/**
 * A page: 25 s at Hosting's CDN, then 5 s more served while it is rendered again; a browser keeps
 * nothing without asking (it may apply the 5 s of stale-while-revalidate too).
 */
export const PAGE_CACHE = 'public, max-age=0, s-maxage=25, stale-while-revalidate=5';
/**
 * A missing or retired place's page, or any address the site does not have: a minute at the CDN,
 * so a place added back shows soon. It shows no review and no rating.
 */
export const MISSING_CACHE = 'public, max-age=0, s-maxage=60';
/**
 * A page rendered from what the request's cookie names (the reader's saved list on /saved,
 * lib/saved-cookie.ts): the reader's own copy, never kept at the CDN (Hosting keys its cache on
 * that cookie too), and asked for again on each visit.
 */
export const PERSONAL_CACHE = 'private, no-cache';
/**
 * Never kept: a page that could not be rendered (its error page: the next visit tries again),
 * and the not-found page for a path that is not plain (server/page-url.ts), which a cache that
 * tidies paths could otherwise file under a page the site has.
 */
export const NEVER_KEPT = 'no-store';

/**
 * The longest a render may take (the function's timeout): a page's data is read as its render
 * starts, so a copy at the CDN can hold data this much older than the copy itself.
 */
export const RENDER_TIMEOUT_S = 15;
