import { createContext, useContext } from 'react';
import { trimOrigin } from '@contract/site-origin';

/**
 * The site's public origin, for canonical URLs and links: the build's VITE_SITE_URL, which a build
 * for a real project must set (build/site-url.ts). Without it (a build for the local suite): in the
 * browser the page's own origin; on the server the SITE_URL its launcher sets, or, while pages are
 * prerendered at build time, LOCAL_SITE_ORIGIN, which the launcher replaces in each suite's copy
 * of the built site. Never a request's Host or X-Forwarded-Host, which a client can set.
 */
export function siteOrigin(): string {
  const built = trimOrigin(import.meta.env.VITE_SITE_URL as string | undefined);
  if (built) return built;
  if (typeof window !== 'undefined') return window.location.origin;
  return trimOrigin(process.env.SITE_URL) || LOCAL_SITE_ORIGIN;
}

/** The origin a local build's prerendered pages name, replaced by each suite's own. */
export const LOCAL_SITE_ORIGIN = 'http://tourist-guide.localhost';

export interface PageContextValue {
  origin: string;
}

/** What a page needs to know about where it renders: the site's origin (tests may set another). */
export const PageContext = createContext<PageContextValue>({ origin: siteOrigin() });

/** The site's origin ('https://example.web.app'), for absolute URLs in metadata. */
export function useSiteOrigin(): string {
  return useContext(PageContext).origin;
}
