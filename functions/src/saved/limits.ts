/**
 * The most places one account may keep saved. GET /me/saved answers them all at once, so this
 * bounds what that call reads and sends, and what the account's one document holds. A module of
 * constants alone, so the web app's contract can take it without the feature.
 */
export const SAVED_MAX = 500;
