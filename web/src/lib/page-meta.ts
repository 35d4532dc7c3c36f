/*
 * What a page tells search engines and link previews about itself: its description, canonical
 * address, Open Graph and Twitter card tags (components/ui/page-meta.tsx renders them). A place's
 * structured data (JSON-LD) is its route's `meta` (features/services/routes/service-detail.tsx).
 */

export interface PageMetaInput {
  /** The page's title as the tab shows it ('Kyoto, Japan - My Tourist Guide'). */
  title: string;
  description: string;
  /**
   * The page's path: its canonical URL and og:url are the site's origin plus this path. None for a
   * status page (not found, gone, an error), whose address names nothing: the not-found page is one
   * file Hosting answers at every path the site lacks, so no path of its own is true everywhere.
   */
  path?: string;
  /** A picture for previews, a site path ('/images/…') or an https address. */
  image?: string;
  type?: 'website' | 'place';
  /** A page that must not be indexed (not found, gone, errors). */
  noindex?: boolean;
}

export const DEFAULT_DESCRIPTION =
  'Tourist Guide: hand-picked places, special tour offers and honest reviews from fellow travellers.';
export const DEFAULT_IMAGE = '/images/og-image.webp';

const absolute = (origin: string, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;

/** The tags a page sets: [attribute, key, content] for <meta>, and the canonical href if any. */
export function metaTags(origin: string, meta: PageMetaInput) {
  const url = meta.path === undefined ? undefined : absolute(origin, meta.path);
  const image = absolute(origin, meta.image ?? DEFAULT_IMAGE);
  return {
    canonical: url,
    meta: [
      ['name', 'description', meta.description],
      ['property', 'og:title', meta.title],
      ['property', 'og:description', meta.description],
      ...(url === undefined ? [] : ([['property', 'og:url', url]] as const)),
      ['property', 'og:image', image],
      ['property', 'og:type', meta.type === 'place' ? 'place' : 'website'],
      ['property', 'og:site_name', 'My Tourist Guide'],
      ['name', 'twitter:card', 'summary_large_image'],
      ['name', 'twitter:title', meta.title],
      ['name', 'twitter:description', meta.description],
      ['name', 'twitter:image', image],
    ] as const,
  };
}
