import { createLoadCache } from './load-cache';
import { planSitemap, type IdRange } from './sitemap-plan';
import { countLivePlacesIn, readLivePlaceStampsIn } from './store';

/*
 * What search engines are told about the site (sitemaps.org protocol): `/sitemap.xml` is a
 * sitemap index naming `/sitemap-1.xml` … `/sitemap-N.xml`, each a page of at most
 * `pageSize` URLs (the protocol's limit is 50,000): the site's own pages (home, all places) on
 * the first, then every place on offer by id, each with an honest `lastmod` (when its document
 * last changed: its text, pictures or rating). Archived and unknown places are never listed.
 * robots.txt, which points to the index, is a static file written by the web build.
 *
 * Costs: the split into pages is planned with count aggregations (sitemap-plan.ts) and each page
 * is one keys-only query of at most `pageSize` ids; both are kept per instance for `ttlMs`, and
 * simultaneous misses share one load. The index and a page never read more than the plan and that
 * page, however many places there are, and a query string changes nothing (Hosting's CDN keys
 * on it; this cache does not).
 */

/** The protocol's limit of URLs per sitemap. */
export const SITEMAP_PAGE_SIZE = 50_000;
/** The site's own pages, listed first on page 1. */
const SITE_PAGES = ['/', '/allService'];
/** How many rendered pages an instance keeps (one is a few MB at 50,000 URLs). */
const PAGES_KEPT = 4;

const xml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const day = (iso: string) => iso.slice(0, 10);
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export interface SitemapOptions {
  /** URLs per page, at most SITEMAP_PAGE_SIZE (smaller in tests, to have many pages cheaply). */
  pageSize?: number;
  ttlMs: number;
}

export interface Sitemaps {
  /** The sitemap index for the site at origin `site`. */
  index(site: string): Promise<string>;
  /** Page `n` (from 1), or null when there is no such page. */
  page(site: string, n: number): Promise<string | null>;
}

export function createSitemaps({ pageSize = SITEMAP_PAGE_SIZE, ttlMs }: SitemapOptions): Sitemaps {
  if (pageSize > SITEMAP_PAGE_SIZE || pageSize <= SITE_PAGES.length) {
    throw new Error(`a sitemap page holds ${SITE_PAGES.length + 1} to ${SITEMAP_PAGE_SIZE} URLs`);
  }
  const capacity = { first: pageSize - SITE_PAGES.length, other: pageSize };
  const plans = createLoadCache<IdRange[]>({
    ttlMs,
    max: 1,
    load: () =>
      planSitemap(capacity, {
        count: countLivePlacesIn,
        ids: async (range, limit) => (await readLivePlaceStampsIn(range, limit)).map((p) => p.id),
      }),
  });
  const pages = createLoadCache<string>({
    ttlMs,
    max: PAGES_KEPT,
    load: async (key) => {
      const { site, range, first } = JSON.parse(key) as PageKey;
      const limit = first ? capacity.first : capacity.other;
      return pageXml(site, first, await readLivePlaceStampsIn(range, limit));
    },
  });

  return {
    async index(site) {
      const plan = await plans.get('');
      return [
        HEAD,
        `<sitemapindex ${NS}>`,
        ...plan.map(
          (_, i) => `  <sitemap><loc>${xml(`${site}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
        ),
        '</sitemapindex>',
        '',
      ].join('\n');
    },
    async page(site, n) {
      const range = (await plans.get(''))[n - 1];
      if (!range) return null;
      // Keyed by its range too: a new plan never serves a page cut by an older one.
      return pages.get(JSON.stringify({ site, range, first: n === 1 } satisfies PageKey));
    },
  };
}

interface PageKey {
  site: string;
  range: IdRange;
  first: boolean;
}

function pageXml(site: string, first: boolean, places: { id: string; updatedAt: string }[]) {
  const url = (path: string, lastmod?: string) =>
    `  <url><loc>${xml(`${site}${path}`)}</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ''}</url>`;
  return [
    HEAD,
    `<urlset ${NS}>`,
    // The site's own pages change with any place; without reading them all there is no honest
    // lastmod for them, and the protocol makes it optional.
    ...(first ? SITE_PAGES.map((path) => url(path)) : []),
    ...places.map((p) => url(`/detail/${encodeURIComponent(p.id)}`, p.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}
