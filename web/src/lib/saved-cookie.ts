/*
 * The reader's saved list as the page function sees it: the first places of the list, by id, in
 * a cookie the browser sends with /saved only, so the server can render the page with its
 * pictures instead of leaving it to the app (docs/web.md, "Saved places on the server").
 *
 * Firebase Hosting passes one cookie to functions, `__session`, and makes it part of its CDN
 * cache key; Path=/saved keeps every other page's requests (and their CDN copies) free of it.
 * The ids are of public places and the cookie proves nothing: a page rendered from it is the
 * reader's own copy (never kept at the CDN), which the app corrects from the API. The saved
 * feature writes it each time it learns the list (features/saved/components/saved-session.ts);
 * it goes when the session does (lib/auth/store.ts) and when /saved finds no one signed in.
 */

export const SAVED_COOKIE = '__session';
const SAVED_COOKIE_PATH = '/saved';
/** The places the server renders: the first rows on any screen; the app adds the rest. */
export const SAVED_COOKIE_PLACES = 12;
/** A month: a browser left that long renders the page from the app again, and writes it anew. */
const MAX_AGE_S = 30 * 24 * 60 * 60;
/** The value's first part, so a later format (or another use of the one cookie) is told apart. */
export const SAVED_COOKIE_VERSION = 'saved1';

/** `saved1.<how many saved>.<id>.<id>…`: ids are letters, digits, "-" and "_", never ".". */
function savedCookieValue(ids: readonly string[]): string {
  return [SAVED_COOKIE_VERSION, ids.length, ...ids.slice(0, SAVED_COOKIE_PLACES)].join('.');
}

function setCookie(value: string, maxAge: number): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SAVED_COOKIE}=${value}; Path=${SAVED_COOKIE_PATH}; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

/** Keeps the reader's list (most recently saved first) for the server's /saved. */
export function keepSavedCookie(ids: readonly string[]): void {
  setCookie(savedCookieValue(ids), MAX_AGE_S);
}

/** The session gone: the next /saved renders nothing of anyone's. */
export function dropSavedCookie(): void {
  setCookie('', 0);
}

/** The cookie's value in a Cookie header, if the header has it. */
export function savedCookieIn(header: string | null | undefined): string | undefined {
  return header
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SAVED_COOKIE}=`))
    ?.slice(SAVED_COOKIE.length + 1);
}
