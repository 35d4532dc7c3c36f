/**
 * Ids of the data a page's HTML carries for the app, shared by the server's renderer, the build
 * and the entry (kept apart from the app's code so the entry stays small).
 */

/** The route data a page was rendered with (`<script type="application/json">`, see hydration.ts). */
export const ROUTE_DATA_ID = 'route-data';

/** The URLs of the chunks a page needs to start, listed by build/page-shells.ts. */
export const PAGE_CODE_ID = 'page-code';
