/**
 * The most places one account may keep saved. GET /me/saved answers them all at once, so this
 * bounds what that call reads and sends, and what the account's one document holds. A module of
 * constants alone, so the web app's contract can take it without the feature.
 */
export const SAVED_MAX = 500;

/**
 * The most places one page of GET /me/saved answers (and its default): a page reads the list
 * (one document) and the page's places the catalogue does not hold, so at most 1 + 100.
 */
export const SAVED_PAGE_MAX = 100;
