import { Router, type Response } from 'express';
import { parse } from '../http/validate';
import type { Cursors } from '../lib/cursor';
import type { ServiceCatalog } from './catalog';
import { findPlaces } from './find-places';
import { getOfferedPlace } from './places';
import { sitemapXml } from './sitemap';
import {
  catalogQuerySchema,
  serviceIdParamsSchema,
  type CatalogPage,
  type Service,
} from './schema';

/** How many services the home page previews: one row of its 4-column grid. */
const PREVIEW_SIZE = 4;

/**
 * Services are the same for everyone, and their ratings move with every review:
 * browsers may keep them 10 s and Hosting's CDN 30 s (serving stale for a minute
 * while it refreshes), so a new rating shows everywhere within about half a minute.
 * Express adds an ETag, so a repeat visitor gets a 304.
 */
export const SERVICES_CACHE_CONTROL = 'public, max-age=10, s-maxage=30, stale-while-revalidate=60';

function cacheable(res: Response): Response {
  return res.set('Cache-Control', SERVICES_CACHE_CONTROL);
}

/** The list changes when a place is added, edited, rated or retired: crawlers may wait 10 minutes. */
const CRAWLER_CACHE = 'public, max-age=600, s-maxage=600';

/**
 * `siteUrl` gives the site's configured origin (functions/src/config/site-url.ts); `cursors` signs
 * and checks the catalogue's page cursors.
 */
export function servicesRouter(
  catalog: ServiceCatalog,
  siteUrl: () => string,
  cursors: Cursors,
): Router {
  const router = Router();

  router.get('/sitemap.xml', async (_req, res) => {
    const xml = await sitemapXml(siteUrl());
    res.set('Cache-Control', CRAWLER_CACHE).type('application/xml').send(xml);
  });

  router.get('/services', async (_req, res) => {
    cacheable(res).json((await catalog.preview(PREVIEW_SIZE)) satisfies Service[]);
  });

  router.get('/catalog', async (req, res) => {
    const query = parse(catalogQuerySchema, req.query, 'query');
    cacheable(res).json((await findPlaces(query, cursors)) satisfies CatalogPage);
  });

  router.get('/service', async (_req, res) => {
    cacheable(res).json((await catalog.list()) satisfies Service[]);
  });

  router.get('/service/:id', async (req, res) => {
    const { id } = parse(serviceIdParamsSchema, req.params, 'id');
    cacheable(res).json((await getOfferedPlace(catalog, id)) satisfies Service);
  });

  return router;
}
