import { siteUrl } from '@tourist-guide/emulators/testing';
import { landingPages } from './landing-pages';

// Through Hosting: each landing page's URLs get its HTML (its shell, filled in by the page
// function), which preloads that page's code (and its largest picture) with the entry; every
// other path gets the fallback.

interface Shell {
  entry: string;
  modulepreloads: string[];
  preloads: string[];
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
    preloads: links.filter((l) => l.includes('rel="preload"')).map(href),
  };
}

/** The built chunk of a route module is named after its file: home.tsx → /assets/home-… */
const chunkOf = (routeModule: string) =>
  new RegExp(`^/assets/${/([^/]+)\.tsx$/.exec(routeModule)?.[1]}-`);

describe('landing page shells through Hosting', () => {
  it.each(landingPages.map((page) => [page.name, page] as const))(
    '%s: its URL gets its own code and preloads, and no other page’s',
    async (_name, page) => {
      const shell = await shellOf(page.example);
      expect(shell.entry).toMatch(/^\/assets\/index-/);
      expect(shell.modulepreloads.some((h) => chunkOf(page.routeModule).test(h))).toBe(true);
      for (const other of landingPages.filter((p) => p !== page)) {
        expect(shell.modulepreloads.some((h) => chunkOf(other.routeModule).test(h))).toBe(false);
      }
      const wanted = (page.links ?? []).map((l) => String(l.href ?? l.imagesrcset));
      expect(shell.preloads).toEqual(expect.arrayContaining(wanted));
    },
  );

  it('serves a detail URL for an unknown place the detail shell too (with a 404)', async () => {
    const page = await shellOf('/detail/no-such-place', 404);
    const detail = landingPages.find((p) => p.name === 'service-detail');
    expect(page.modulepreloads.some((h) => chunkOf(detail?.routeModule ?? '').test(h))).toBe(true);
  });

  it('serves every other path the plain shell, with the same entry script', async () => {
    const home = await shellOf('/');
    for (const path of ['/login', '/review', '/update/abc', '/no/such/page', '/detail/a/b']) {
      const page = await shellOf(path);
      expect(page.entry).toBe(home.entry);
      for (const landing of landingPages) {
        expect(page.modulepreloads.some((h) => chunkOf(landing.routeModule).test(h))).toBe(false);
      }
      expect(page.preloads).toEqual([]);
    }
  });
});
