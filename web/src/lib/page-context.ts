import { createContext, useContext } from 'react';
import type { PageMetaInput } from './page-meta';

/**
 * What a page needs to know about where it renders. In the browser: the page's own origin. On
 * the server (src/entry-server.tsx): the site's public origin, and a collector that receives each
 * page's metadata as it renders, so the HTML's <head> carries it before any script has run.
 */
export interface PageContextValue {
  origin: string;
  collectMeta?: (meta: PageMetaInput) => void;
}

export const PageContext = createContext<PageContextValue>({
  origin: typeof window === 'undefined' ? '' : window.location.origin,
});

/** The site's origin ('https://example.web.app'), for absolute URLs in metadata. */
export function useSiteOrigin(): string {
  return useContext(PageContext).origin;
}
