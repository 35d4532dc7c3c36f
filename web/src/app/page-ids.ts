/**
 * Ids of the data a page's HTML carries for the app, shared by the server's renderer, the build
 * and the entry (kept apart from the app's code so the entry stays small).
 */

/** The route data a page was rendered with (`<script type="application/json">`, see hydration.ts). */
export const ROUTE_DATA_ID = 'route-data';

/** The URLs of the chunks a page needs to start, listed by build/page-shells.ts. */
export const PAGE_CODE_ID = 'page-code';

/** The navbar's menu (layout/navbar.tsx), which the entry opens on phones before the app runs. */
export const MENU_ID = 'site-menu';

/**
 * Set on <html> (`data-menu="open"`) by the entry while the menu is open before the app has
 * started: outside React's root, so the app's first render still matches the server's HTML.
 */
export const MENU_OPEN_MARK = 'menu';
