import { describe, expect, it } from 'vitest';
import { siteUrl } from '@tourist-guide/emulators/testing';

// firebase.json sends each page a visit often starts on to an HTML shell that preloads that
// page's code (and its data or largest picture) with the entry; every other path gets app.html.

interface Shell {
  entry: string;
  modulepreloads: string[];
  preloads: string[];
}

async function shellOf(path: string): Promise<Shell> {
  const res = await fetch(`${siteUrl()}${path}`);
  expect(res.status).toBe(200);
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

describe('page shells through Hosting', () => {
  it('serves the home page with its route code and hero picture preloaded', async () => {
    const home = await shellOf('/');
    expect(home.entry).toMatch(/^\/assets\/index-/);
    expect(home.modulepreloads.some((href) => /^\/assets\/home-/.test(href))).toBe(true);
    expect(home.preloads).toContain(
      '/images/home/hero-800.webp 800w, /images/home/hero-1600.webp 1600w',
    );
  });

  it('serves /allService with its list request and route code preloaded, and no home files', async () => {
    const page = await shellOf('/allService');
    expect(page.preloads).toContain('/api/service');
    expect(page.modulepreloads.some((href) => /^\/assets\/all-services-/.test(href))).toBe(true);
    expect(page.modulepreloads.some((href) => /^\/assets\/home-/.test(href))).toBe(false);
    expect(page.preloads.some((href) => href.includes('hero'))).toBe(false);
  });

  it('serves every /detail/{id} with the detail code preloaded', async () => {
    for (const path of ['/detail/kyoto-japan', '/detail/no-such-place']) {
      const page = await shellOf(path);
      expect(page.modulepreloads.some((href) => /^\/assets\/service-detail-/.test(href))).toBe(
        true,
      );
      expect(page.modulepreloads.some((href) => /^\/assets\/home-/.test(href))).toBe(false);
    }
  });

  it('serves every other path the plain shell, with the same entry script', async () => {
    const home = await shellOf('/');
    for (const path of ['/login', '/review', '/update/abc', '/no/such/page', '/detail/a/b']) {
      const page = await shellOf(path);
      expect(page.entry).toBe(home.entry);
      const routeChunks = page.modulepreloads.filter((href) =>
        /^\/assets\/(home|all-services|service-detail)-/.test(href),
      );
      expect(routeChunks).toEqual([]);
      expect(page.preloads).toEqual([]);
    }
  });
});
