import express, { type Express } from 'express';
import helmet from 'helmet';
import { accountsRouter } from './accounts/routes';
import { adminRouter } from './admin/routes';
import { BODY_LIMIT_BYTES, bodyLimit } from './http/body-limit';
import { trustFrontEndHop } from './http/client-address';
import { exceptUploads } from './http/upload-body';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { signedInGuards } from './http/signed-in';
import { identifyCaller } from './http/auth';
import { createLimiters, DEFAULT_LIMITS, type Limits } from './http/rate-limit';
import { ownersRouter } from './owners/routes';
import { reviewsRouter } from './reviews/routes';
import { photosRouter } from './reviews/photo-routes';
import { savedRouter } from './saved/routes';
import { createServiceCatalog } from './services';
import { servicesRouter } from './services/routes';
import { createInInstanceEngine } from './services/search/in-instance-engine';
import type { SearchEngine } from './services/search/engine';
import { createSitemaps } from './services/sitemap';
import { siteOrigin } from './config/site-url';
import { cursorKey } from './config/cursor-secret';
import { createCursors } from './lib/cursor';

export interface AppOptions {
  /** The rate limits (http/rate-limit.ts); those not given are the deployed defaults. */
  limits?: Partial<Limits>;
  /** How long this instance may serve the services (and their ratings) from memory. */
  servicesTtlMs?: number;
  /** How long this instance keeps the sitemap's plan and pages (default 10 minutes, as crawlers may). */
  sitemapTtlMs?: number;
  /** URLs per sitemap page (default and most 50,000, the protocol's limit; tests use a few). */
  sitemapPageSize?: number;
  /** Where GET /catalog stops counting (default 10,000; tests use a few). */
  catalogTotalMax?: number;
  /**
   * What GET /catalog searches words with: by default the index inside this instance, over the
   * catalogue it caches (services/search/in-instance-engine.ts).
   */
  search?: SearchEngine;
  /**
   * The site's origin, for absolute URLs (the sitemap). The deployed function passes its SITE_URL
   * parameter; by default SITE_URL from the environment (the launcher sets it for its suite).
   */
  siteUrl?: () => string;
  /**
   * The key page cursors are signed with. The deployed function passes its CURSOR_SECRET secret;
   * by default CURSOR_SECRET from the environment (the launcher sets its local value for its suite).
   */
  cursorSecret?: () => string;
}

/**
 * The API. Mounted at /api (behind Firebase Hosting's rewrite) and at / (the
 * function's own URL), so both addresses answer the same routes.
 */
export function createApp(options: AppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  // The host around the app (Functions Framework, the emulator) is Express too and may have set it.
  app.use((_req, res, next) => {
    res.removeHeader('X-Powered-By');
    next();
  });
  // The client address is the one Google's front end appended, which a client cannot forge.
  app.set('trust proxy', trustFrontEndHop);
  app.use(helmet());
  const limits = createLimiters({ ...DEFAULT_LIMITS, ...options.limits });
  // Who is asking, then whether they may: once per request, before either mount of the routes
  // below sees it, and before any body is parsed.
  app.use(identifyCaller());
  app.use(limits.admit);
  // A photo's upload is read by its own route, up to its own limit (http/upload-body.ts).
  app.use(exceptUploads(bodyLimit(BODY_LIMIT_BYTES)));
  app.use(
    exceptUploads(
      express.json({ limit: BODY_LIMIT_BYTES, strict: true, type: 'application/json' }),
    ),
  );

  const catalog = createServiceCatalog(options.servicesTtlMs ?? 10_000);
  const api = express.Router();
  // A place an admin adds, edits or retires (or a review hidden) through this instance shows in
  // its next answer; other instances hold the catalogue for up to its TTL.
  api.use('/admin', (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.on('finish', () => {
        if (res.statusCode < 400) catalog.forget();
      });
    }
    next();
  });
  const cursors = createCursors(
    options.cursorSecret ?? (() => cursorKey(process.env.CURSOR_SECRET, { deployed: false })),
  );
  const sitemaps = createSitemaps({
    ttlMs: options.sitemapTtlMs ?? 600_000,
    pageSize: options.sitemapPageSize,
  });
  api.use(
    servicesRouter(
      catalog,
      sitemaps,
      options.siteUrl ?? (() => siteOrigin(process.env.SITE_URL)),
      cursors,
      options.search ??
        createInInstanceEngine(
          () => catalog.searchIndex.get(),
          (ids) => catalog.offered(ids),
        ),
      options.catalogTotalMax,
    ),
  );
  const signedIn = signedInGuards(limits);
  api.use(reviewsRouter(catalog, signedIn, cursors));
  api.use(photosRouter(catalog, signedIn, cursors));
  api.use(accountsRouter(catalog, signedIn));
  api.use(ownersRouter(catalog, signedIn, cursors));
  api.use(savedRouter(catalog, signedIn, cursors));
  api.use(adminRouter(limits, cursors));

  app.use('/api', api);
  app.use('/', api);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
