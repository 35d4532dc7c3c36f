import { paths } from './paths';

/*
 * Which pages are HTML files made at build time and which the `pages` function renders per
 * request (docs/web.md, "How a page is rendered"). firebase.json's rewrites send the function
 * exactly FUNCTION_PAGES (a test holds the two together); Hosting serves every other page from the
 * prerendered files, and any path with no file the not-found page, 404.html, with a 404
 * (build/finish-site.ts).
 */

/**
 * The same for everyone: the public pages with no data of their own, and the signed-in pages,
 * which show their frame and the state of waiting on sign-in until the browser has the session.
 */
export const PRERENDERED_PAGES: readonly string[] = [
  paths.home,
  paths.login,
  paths.signup,
  paths.resetPassword,
  paths.account,
  paths.myReviews,
  paths.owner,
  paths.admin,
  paths.adminReports,
  paths.adminAudit,
  paths.adminNewPlace,
];

/**
 * Rendered per request: the live catalogue, a place (404 unknown, 410 retired), the saved list a
 * cookie names, an emailed link, and the pages whose address names a review or a place.
 */
export const FUNCTION_PAGES: readonly string[] = [
  paths.allServices,
  paths.serviceDetail.pattern,
  paths.saved,
  paths.authAction,
  paths.addReview.pattern,
  paths.updateReview.pattern,
  paths.adminEditPlace.pattern,
];

/** The Hosting rewrite of a route pattern: `/detail/:id` → `/detail/*`. */
export function hostingSource(route: string): string {
  return route.replace(/:[^/]+/g, '*');
}
