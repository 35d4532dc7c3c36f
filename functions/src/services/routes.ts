import { Router, type Response } from 'express';
import { AppError } from '../errors/app-error';
import { parse } from '../http/validate';
import type { Cursors } from '../lib/cursor';
import type { ServiceCatalog } from './catalog';
import { findPlaces } from './find-places';
import { getOfferedPlace } from './places';
import type { SearchEngine } from './search/engine';
import type { Sitemaps } from './sitemap';
import {
  catalogQuerySchema,
  nearbyQuerySchema,
  serviceIdParamsSchema,
  type CatalogPage,
  type NearbyPlace,
  type Service,
} from './schema';

/** How many services the home page previews: one row of its 4-column grid. */
const PREVIEW_SIZE = 4;

/**
 * Services are the same for everyone, and their ratings move with every review (and with a
 * review hidden): browsers may keep them 10 s and Hosting's CDN 30 s, each serving a stale copy
 * 5 s more while it refreshes. With the instance's 10 s catalogue that is 60 s at most before a
 * change shows everywhere (docs/api.md, "How long a change takes to show"). Express adds an
 * ETag, so a repeat visitor gets a 304.
 */
export const SERVICES_CACHE_CONTROL = 'public, max-age=10, s-maxage=30, stale-while-revalidate=5';

/** GET /catalog with `near`: the reader's position is in the URL, so nothing may keep it. */
export const POSITION_CACHE_CONTROL = 'private, no-store';

function cacheable(res: Response): Response {
  return res.set('Cache-Control', SERVICES_CACHE_CONTROL);
}

/** The list changes when a place is added, edited, rated or retired: crawlers may wait 10 minutes. */
const CRAWLER_CACHE = 'public, max-age=600, s-maxage=600';

/** A sitemap page's number as its path writes it: 1, 2, … (no sign, no leading zero). */
const PAGE_NUMBER = /^[1-9][0-9]{0,5}$/;

/**
 * `siteUrl` gives the site's configured origin (functions/src/config/site-url.ts); `cursors` signs
 * and checks the catalogue's page cursors; `search` answers GET /catalog's words.
 */
export function servicesRouter(
  catalog: ServiceCatalog,
  sitemaps: Sitemaps,
  siteUrl: () => string,
  cursors: Cursors,
  search: SearchEngine,
  catalogTotalMax?: number,
): Router {
  const router = Router();
  const sendXml = (res: Response, xml: string) =>
    res.set('Cache-Control', CRAWLER_CACHE).type('application/xml').send(xml);

  // Neither reads its query string: `?x=1` is the same (cached) answer.
  router.get('/sitemap.xml', async (_req, res) => {
    sendXml(res, await sitemaps.index(siteUrl()));
  });

  router.get('/sitemap-:page.xml', async (req, res) => {
    const { page } = req.params;
    const xml = PAGE_NUMBER.test(page) ? await sitemaps.page(siteUrl(), Number(page)) : null;
    if (xml === null) throw new AppError('not_found', 'No such sitemap page');
    sendXml(res, xml);
  });

  router.get('/services', async (_req, res) => {
    cacheable(res).json((await catalog.preview(PREVIEW_SIZE)) satisfies Service[]);
  });

  router.get('/catalog', async (req, res) => {
    const query = parse(catalogQuerySchema, req.query, 'query');
    const page = (await findPlaces(query, cursors, search, catalogTotalMax)) satisfies CatalogPage;
    // An answer for a reader's position is theirs alone: no cache keeps it, the CDN's least (its
    // key would be the position, and no other reader would ask for the same one).
    if (query.near) res.set('Cache-Control', POSITION_CACHE_CONTROL).json(page);
    else cacheable(res).json(page);
  });

  router.get('/service', async (_req, res) => {
    cacheable(res).json((await catalog.list()) satisfies Service[]);
  });

  router.get('/service/:id', async (req, res) => {
    const { id } = parse(serviceIdParamsSchema, req.params, 'id');
    cacheable(res).json((await getOfferedPlace(catalog, id)) satisfies Service);
  });

  /**
   * The live places nearest to a place, nearest first, never the place itself: found in the
   * instance's search index (which keeps every place's coordinates), so a request reads the
   * place (or finds it cached) and the few it lists, whatever the catalogue's size.
   */
  router.get('/service/:id/nearby', async (req, res) => {
    const { id } = parse(serviceIdParamsSchema, req.params, 'id');
    const { limit } = parse(nearbyQuerySchema, req.query, 'query');
    const place = await getOfferedPlace(catalog, id);
    if (!place.location) {
      cacheable(res).json({ items: [] satisfies NearbyPlace[] });
      return;
    }
    const { lat, lng } = place.location;
    const near = (await catalog.searchIndex.get()).nearest(lat, lng, limit, id);
    const found = await catalog.offered(near.map((n) => n.id));
    // One retired since the index last looked is left out; the list is then one shorter.
    const items: NearbyPlace[] = near.flatMap(({ id: nearId, km }) => {
      const service = found.get(nearId);
      return service ? [{ ...service, distanceKm: Math.round(km * 10) / 10 }] : [];
    });
    cacheable(res).json({ items });
  });

  return router;
}
