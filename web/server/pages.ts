import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { onRequest, type Request as FunctionRequest } from 'firebase-functions/v2/https';
import { matchPath } from 'react-router-dom';
import { trimOrigin } from '@contract/site-origin';
import { landingPages, NOT_FOUND_ROUTE, type LandingPage } from '../src/config/landing-pages';
import { renderPage, setApiBaseUrl } from '../src/entry-server';
import { SAVED_COOKIE, savedCookieIn } from '../src/lib/saved-cookie';
import {
  MISSING_CACHE,
  NEVER_KEPT,
  PAGE_CACHE,
  PERSONAL_CACHE,
  RENDER_TIMEOUT_S,
} from './page-cache';
import { plainPageUrl, STRAY_PATH } from './page-url';
import { fillTemplate, prepareTemplate, type Template } from './template';

export { MISSING_CACHE, PAGE_CACHE };

/*
 * The pages rendered on the server (/, /allService, /detail/{id}, from the live catalogue; /login,
 * /signup and /reset-password, which need no data; /auth/action and /account, as they are before
 * the browser has checked the link or found the session: nothing in them is a reader's, and an
 * emailed link's code is never in them; the not-found page, with a 404, for any path the site does
 * not have; /saved, from the list the reader's cookie names). Hosting sends their URLs here and
 * caches each answer at its CDN for PAGE_CACHE's lifetimes, so most visits never reach this
 * function; a review hidden leaves every page, and a place an admin adds, edits or retires reaches
 * every page, within 60 s (server/page-cache.ts; docs/web.md, "Pages rendered on the
 * server").
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

const templates: Map<string, Template> = new Map(
  landingPages.map((page) => [
    page.route,
    prepareTemplate(readFileSync(new URL(`./templates/${page.shell}`, import.meta.url), 'utf8')),
  ]),
);

function pageFor(pathname: string): LandingPage | undefined {
  return landingPages.find((p) => matchPath({ path: p.route, end: true }, pathname));
}

setApiBaseUrl(apiUrl(process.env));

/**
 * A page's HTML, compressed when the client accepts it (brotli, else gzip): a page is
 * 25-50 kB of markup, inlined CSS and route data, which compresses about five to one, and the
 * runtime sends a function's body as it is. Hosting's CDN keeps one copy per encoding (Vary).
 * A HEAD request gets the same headers (Express leaves the body out).
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

export const pages = onRequest(
  { maxInstances: 10, concurrency: 20, memory: '512MiB', timeoutSeconds: RENDER_TIMEOUT_S },
  async (req, res) => {
    // Null for a path that is not plain (`//host/…`, `/\host/…`): the not-found page, kept nowhere.
    const asked = plainPageUrl(req.originalUrl || req.url, SITE_ORIGIN);
    const form = req.method === 'POST' && asked ? pageFor(asked.pathname) : undefined;
    if (asked && form && form.route !== NOT_FOUND_ROUTE) {
      // A login, sign-up or reset form sent without the app (no script ran): its fields are never
      // read; the reader gets the page back, to send it again once the app runs.
      res.set('Cache-Control', NEVER_KEPT).redirect(303, `${asked.pathname}${asked.search}`);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).type('text/plain').send('Method not allowed\n');
      return;
    }
    const sendHtml = (status: number, cacheControl: string, html: string) => {
      const { body, encoding } = encodeHtml(req, html);
      res.status(status).set('Cache-Control', cacheControl).vary('Accept-Encoding').type('html');
      if (encoding) res.set('Content-Encoding', encoding);
      res.send(body);
    };
    // On the site's origin whatever the path: the page names no other in its URLs.
    const url = asked ?? new URL(STRAY_PATH, SITE_ORIGIN);
    const landing = pageFor(url.pathname);
    const template = landing && templates.get(landing.route);
    if (!template) {
      res.status(404).type('text/plain').send('Not found\n');
      return;
    }
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    // The one cookie Hosting passes on, which the browser sends with /saved only; nothing else.
    const saved = savedCookieIn(req.headers.cookie);
    const cookie = saved === undefined ? undefined : `${SAVED_COOKIE}=${saved}`;
    let page: Awaited<ReturnType<typeof renderPage>>;
    try {
      const headers = cookie ? { Cookie: cookie } : undefined;
      page = await renderPage(new Request(url, { signal: controller.signal, headers }), url.origin);
    } catch (error) {
      page = { kind: 'shell', reason: error instanceof Error ? error.message : String(error) };
    }
    if (page.kind === 'redirect') {
      res.redirect(page.status, page.location);
      return;
    }
    if (page.kind === 'shell') {
      console.error(`pages: ${url.pathname} sent as the app shell: ${page.reason}`);
      // Whatever failed, a path the site does not have is still not found.
      sendHtml(landing.route === NOT_FOUND_ROUTE ? 404 : 200, NEVER_KEPT, template.shell);
      return;
    }
    if (!asked) {
      sendHtml(404, NEVER_KEPT, fillTemplate(template, page));
      return;
    }
    sendHtml(
      page.status,
      cookie ? PERSONAL_CACHE : page.status === 200 ? PAGE_CACHE : MISSING_CACHE,
      fillTemplate(template, page),
    );
  },
);
