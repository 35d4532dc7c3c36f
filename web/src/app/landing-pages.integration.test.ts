import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { siteUrl } from '@tourist-guide/testing';
import { PAGE_CODE_ID } from '@/app/page-ids';
import { appPageEagerImports, landingPages, NOT_FOUND_ROUTE } from '@/config/landing-pages';

// Through Hosting: each landing page's URLs get its HTML (its shell, filled in by the page
// function), which lists the app's and that page's code for the entry to fetch once the page has
// painted, preloads nothing but its largest picture, and fetches no stylesheet (its CSS is
// inline); the app's own pages get the fallback, which preloads the app's code; any other path is
// the not-found page's, with a 404.

interface Shell {
  entry: string;
  modulepreloads: string[];
  /** The modulepreload tags whole, with their attributes (fetchpriority). */
  modulepreloadTags: string[];
  preloads: string[];
  /** The chunks listed for the entry to fetch (landing pages only). */
  pageCode: string[];
  /** Stylesheets the browser fetches (a link typed otherwise than CSS is not fetched). */
  stylesheets: string[];
  /** The web app manifest and Apple's touch icon linked (installing the site). */
  manifests: string[];
  touchIcons: string[];
}

async function shellOf(path: string, status = 200): Promise<Shell> {
  const res = await fetch(`${siteUrl()}${path}`);
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await res.text();
  const links = html.match(/<link\b[^>]*>/g) ?? [];
  const href = (tag: string) =>
    /\shref="([^"]+)"/.exec(tag)?.[1] ?? /imagesrcset="([^"]+)"/.exec(tag)?.[1] ?? '';
  return {
    entry: /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '',
    modulepreloads: links.filter((l) => l.includes('rel="modulepreload"')).map(href),
    modulepreloadTags: links.filter((l) => l.includes('rel="modulepreload"')),
    preloads: links.filter((l) => l.includes('rel="preload"')).map(href),
    pageCode: JSON.parse(
      new RegExp(`<script type="application/json" id="${PAGE_CODE_ID}">([^<]*)</script>`).exec(
        html,
      )?.[1] ?? '[]',
    ) as string[],
    stylesheets: links
      .filter((l) => l.includes('rel="stylesheet"') && !/\stype="(?!text\/css")/.test(l))
      .map(href),
    manifests: links.filter((l) => l.includes('rel="manifest"')).map(href),
    touchIcons: links.filter((l) => l.includes('rel="apple-touch-icon"')).map(href),
  };
}

/**
 * A module's built chunk is named after its file and a hash: home.tsx → /assets/home-1a2B3c4D.js
 * (the whole name: account.tsx's chunk is not account-service.ts's).
 */
const chunkOf = (module: string) =>
  new RegExp(`^/assets/${/([^/]+)\.tsx?$/.exec(module)?.[1]}-[\\w-]{8}\\.js$`);

describe('landing page shells through Hosting', () => {
  it.each(landingPages.map((page) => [page.name, page] as const))(
    '%s: its URL lists its own code and the app’s, no other page’s, and preloads only its picture',
    async (_name, page) => {
      const shell = await shellOf(page.example, page.exampleStatus);
      expect(shell.entry).toMatch(/^\/assets\/index-/);
      expect(shell.pageCode.some((h) => chunkOf(page.routeModule).test(h))).toBe(true);
      expect(shell.pageCode.some((h) => /^\/assets\/start-/.test(h))).toBe(true);
      for (const module of page.eagerImports ?? []) {
        expect(
          shell.pageCode.some((h) => chunkOf(module).test(h)),
          module,
        ).toBe(true);
      }
      for (const other of landingPages.filter((p) => p !== page)) {
        expect(shell.pageCode.some((h) => chunkOf(other.routeModule).test(h))).toBe(false);
      }
      // Scripts and stylesheets would share the link with the page's largest picture.
      expect(shell.modulepreloads).toEqual([]);
      expect(shell.stylesheets).toEqual([]);
      const wanted = (page.links ?? []).map((l) => String(l.href ?? l.imagesrcset));
      expect(shell.preloads).toEqual(expect.arrayContaining(wanted));
    },
  );

  it.each(landingPages.map((page) => [page.name, page] as const))(
    '%s: its code is listed in an order it can run in, each chunk after the chunks it imports',
    async (_name, page) => {
      // The entry runs the list one chunk per task (src/main.tsx): a chunk listed before one it
      // imports would run that one in its own task too, and the long task would be back.
      const shell = await shellOf(page.example, page.exampleStatus);
      expect(new Set(shell.pageCode).size).toBe(shell.pageCode.length);
      expect(shell.pageCode).not.toContain(shell.entry);
      for (const [i, chunk] of shell.pageCode.entries()) {
        const source = await (await fetch(`${siteUrl()}${chunk}`)).text();
        // Static imports only, as the build writes them: import{a as b}from"./x.js"
        const imports = [
          ...source.matchAll(/\bimport\s*(?:[\w${},\s*]+from\s*)?"\.\/([^"]+\.js)"/g),
        ]
          .map((m) => `/assets/${m[1]}`)
          .filter((file) => file !== shell.entry);
        for (const file of imports) {
          expect(shell.pageCode.slice(0, i), `${chunk} imports ${file}`).toContain(file);
        }
      }
    },
  );

  it.each(landingPages.map((page) => [page.name, page.example] as const))(
    '%s: the page comes compressed when the browser accepts it',
    async (_name, path) => {
      const plain = await (await fetch(`${siteUrl()}${path}`)).text();
      // node's fetch would decompress (and drop the header's meaning): ask at the socket level.
      const raw = await new Promise<{ encoding?: string; vary?: string; body: Buffer }>(
        (resolve, reject) => {
          const req = request(`${siteUrl()}${path}`, { headers: { 'accept-encoding': 'gzip' } });
          req.on('response', (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                encoding: res.headers['content-encoding'],
                vary: res.headers.vary,
                body: Buffer.concat(chunks),
              }),
            );
          });
          req.on('error', reject);
          req.end();
        },
      );
      expect(raw.encoding).toBe('gzip');
      expect(raw.vary).toMatch(/accept-encoding/i);
      const html = gunzipSync(raw.body).toString('utf8');
      expect(raw.body.length).toBeLessThan(html.length / 3);
      // The same page (the route data's render time aside).
      const strip = (text: string) => text.replace(/"renderedAt":\d+/, '');
      expect(strip(html)).toBe(strip(plain));
    },
  );

  it('serves a detail URL for an unknown place the detail shell too (with a 404)', async () => {
    const page = await shellOf('/detail/no-such-place', 404);
    const detail = landingPages.find((p) => p.name === 'service-detail');
    expect(page.pageCode.some((h) => chunkOf(detail?.routeModule ?? '').test(h))).toBe(true);
  });

  it('serves any path the site does not have the not-found page, with a 404 (no soft 404)', async () => {
    const notFound = landingPages.find((p) => p.route === NOT_FOUND_ROUTE);
    for (const path of ['/no/such/page', '/detail/a/b', '/review/a/b', '/accounts', '/auth']) {
      const res = await fetch(`${siteUrl()}${path}`);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html).toContain('Ops!! Page Not found: 4o4');
      expect(html).toMatch(/<meta name="robots" content="noindex/);
      const page = await shellOf(path, 404);
      expect(page.pageCode.some((h) => chunkOf(notFound?.routeModule ?? '').test(h))).toBe(true);
    }
  });

  it('serves the app’s own pages the plain shell, with the same entry script, preloading the app', async () => {
    const home = await shellOf('/');
    for (const path of ['/review/abc', '/update/abc', '/admin/reports', '/admin/places/abc']) {
      const page = await shellOf(path);
      expect(page.entry).toBe(home.entry);
      // The app draws these pages, so it is wanted at once, and the session with it.
      expect(page.modulepreloads.some((h) => /^\/assets\/start-/.test(h))).toBe(true);
      for (const module of appPageEagerImports) {
        expect(
          page.modulepreloads.some((h) => chunkOf(module).test(h)),
          module,
        ).toBe(true);
      }
      expect(page.modulepreloads.some((h) => /^\/assets\/firebase-/.test(h))).toBe(true);
      for (const landing of landingPages) {
        expect(page.modulepreloads.some((h) => chunkOf(landing.routeModule).test(h))).toBe(false);
      }
      expect(page.pageCode).toEqual([]);
      expect(page.preloads).toEqual([]);
      // The session's code comes after the app's own chunks, not beside them.
      const preload = (pattern: RegExp) => page.modulepreloadTags.find((tag) => pattern.test(tag));
      expect(preload(/\/assets\/firebase-/)).toContain('fetchpriority="low"');
      expect(preload(/\/assets\/start-/)).not.toContain('fetchpriority');
    }
  });

  it.each([
    ...landingPages.map((page) => [page.example, page.exampleStatus ?? 200] as const),
    ['/detail/no-such-place', 404] as const,
    ['/review', 200] as const,
  ])('%s links the web app manifest and the touch icon, once each', async (path, status) => {
    // Every page a visit can start on: a browser offers to install only a page that links it.
    const page = await shellOf(path, status);
    expect(page.manifests).toEqual(['/manifest.webmanifest']);
    expect(page.touchIcons).toEqual(['/icons/apple-touch-icon.png']);
  });
});
