import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { onRequest, type Request as FunctionRequest } from 'firebase-functions/v2/https';
import { createRequestHandler, matchRoutes } from 'react-router';
import * as build from 'virtual:react-router/server-build';
import { trimOrigin } from '@contract/site-origin';
import { FUNCTION_PAGES } from '../src/config/rendering';
import { SAVED_COOKIE, savedCookieIn } from '../src/lib/saved-cookie';
import { pagePolicy } from './content-security-policy';
import { withInlineStyles } from './inline-styles';
import { withModulesInTurn } from './module-preloads';
import {
  MISSING_CACHE,
  NEVER_KEPT,
  PAGE_CACHE,
  PERSONAL_CACHE,
  RENDER_TIMEOUT_S,
} from './page-cache';
import { plainPageUrl, STRAY_PATH } from './page-url';

export { MISSING_CACHE, PAGE_CACHE };

/*
 * The pages rendered per request (src/config/rendering.ts: the catalogue, a place, the saved list a
 * cookie names, an emailed link, the pages whose address names a review or a place), with React
 * Router's request handler and the server build (`react-router build`). Hosting sends their URLs
 * here and caches each answer at its CDN for PAGE_CACHE's lifetimes, so most visits never reach
 * this function; a review hidden leaves every page, and a place an admin adds, edits or retires
 * reaches every page, within 60 s (server/page-cache.ts; docs/web.md, "How a page is rendered").
 */

/**
 * Where this function reaches the API: API_URL when the deployment sets it; the local suite's
 * function URL; else the API function's own address in this project. Never through Hosting: its
 * CDN's copies of the API's answers would add their lifetimes to every page's.
 */
function apiUrl(env: NodeJS.ProcessEnv): string {
  if (env.API_URL) return env.API_URL;
  if (env.TG_FUNCTION_URL) return env.TG_FUNCTION_URL;
  return `https://us-central1-${env.GCLOUD_PROJECT ?? ''}.cloudfunctions.net/api`;
}

/**
 * The site's public origin, for canonical URLs and links: the build's VITE_SITE_URL, which a build
 * for a real project must set (web/build/site-url.ts), or, for the local suite's build, the
 * SITE_URL its launcher sets. Never a request's Host or X-Forwarded-Host, which a client can set.
 */
function siteOrigin(): string {
  const origin = trimOrigin(
    (import.meta.env.VITE_SITE_URL as string | undefined) || process.env.SITE_URL,
  );
  if (!origin) {
    throw new Error(
      'The page function has no site origin: build it with VITE_SITE_URL (web/.env.production), ' +
        'or run it in the local suite, whose launcher sets SITE_URL.',
    );
  }
  return origin;
}

// Known as the instance starts (not while firebase-tools reads the function's definition).
const SITE_ORIGIN = process.env.FUNCTIONS_CONTROL_API === 'true' ? '' : siteOrigin();

/** The site's CSP (firebase.json's, put in the bundle by vite.server.config.ts). */
declare const SITE_CSP: string;
/** The site's built stylesheets by path, put in the bundle at build time (vite.server.config.ts). */
declare const SITE_STYLES: Record<string, string>;

// The server build's own API client (src/app/entry.server.tsx exports its setter).
const entry = build.entry.module as typeof build.entry.module & {
  setApiBaseUrl: (url: string) => void;
};
entry.setApiBaseUrl(apiUrl(process.env));

const handle = createRequestHandler(build, 'production');
const functionPages = FUNCTION_PAGES.map((path) => ({ path }));

/**
 * A page's HTML, compressed when the client accepts it (brotli, else gzip): a page is
 * 25-50 kB of markup and route data, which compresses about five to one, and the runtime sends a
 * function's body as it is. Hosting's CDN keeps one copy per encoding (Vary). A HEAD request
 * gets the same headers (Express leaves the body out).
 */
function encodeHtml(
  req: FunctionRequest,
  html: string,
): { body: string | Buffer; encoding: 'br' | 'gzip' | null } {
  const encoding = req.acceptsEncodings('br', 'gzip');
  if (encoding === 'br') {
    const params = {
      [zlib.BROTLI_PARAM_QUALITY]: 5,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
    };
    return { body: brotliCompressSync(html, { params }), encoding };
  }
  if (encoding === 'gzip') return { body: gzipSync(html, { level: 6 }), encoding };
  return { body: html, encoding: null };
}

/** How long the caches may keep an answer: by its status, and whether a cookie shaped it. */
function cacheControl(status: number, personal: boolean): string {
  if (status === 200) return personal ? PERSONAL_CACHE : PAGE_CACHE;
  if (status === 404 || status === 410) return MISSING_CACHE;
  // The API failed: the next visit tries again.
  return NEVER_KEPT;
}

export const pages = onRequest(
  { maxInstances: 10, concurrency: 20, memory: '512MiB', timeoutSeconds: RENDER_TIMEOUT_S },
  async (req, res) => {
    // Null for a path that is not plain (`//host/…`, `/\host/…`): the not-found page, kept nowhere.
    const asked = plainPageUrl(req.originalUrl || req.url, SITE_ORIGIN);
    const page = asked && matchRoutes(functionPages, asked.pathname);
    if (req.method === 'POST' && asked && page) {
      // A form sent without the app (no script ran): its fields are never read; the reader gets
      // the page back, to send it again once the app runs.
      res.set('Cache-Control', NEVER_KEPT).redirect(303, `${asked.pathname}${asked.search}`);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).type('text/plain').send('Method not allowed\n');
      return;
    }
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    // On the site's origin whatever the path: the page names no other in its URLs.
    const url = asked ?? new URL(STRAY_PATH, SITE_ORIGIN);
    // The one cookie Hosting passes on, which the browser sends with /saved only; nothing else.
    const saved = savedCookieIn(req.headers.cookie);
    const cookie = saved === undefined ? undefined : `${SAVED_COOKIE}=${saved}`;
    const headers = cookie ? { Cookie: cookie } : undefined;
    const response = await handle(new Request(url, { signal: controller.signal, headers }));
    const location = response.headers.get('Location');
    if (location && response.status >= 300 && response.status < 400) {
      res.set('Cache-Control', NEVER_KEPT).redirect(response.status, location);
      return;
    }
    const html = withInlineStyles(withModulesInTurn(await response.text()), (path) =>
      Object.hasOwn(SITE_STYLES, path) ? SITE_STYLES[path] : undefined,
    );
    const status = asked ? response.status : 404;
    if (status >= 500) console.error(`pages: ${url.pathname} answered ${status}`);
    const { body, encoding } = encodeHtml(req, html);
    res
      .status(status)
      .set('Cache-Control', asked ? cacheControl(status, cookie !== undefined) : NEVER_KEPT)
      .set(
        'Content-Security-Policy',
        pagePolicy(
          SITE_CSP,
          html,
          process.env.FIREBASE_AUTH_EMULATOR_HOST,
          process.env.STORAGE_EMULATOR_HOST,
        ),
      )
      .vary('Accept-Encoding')
      .type('html');
    if (encoding) res.set('Content-Encoding', encoding);
    res.send(body);
  },
);
