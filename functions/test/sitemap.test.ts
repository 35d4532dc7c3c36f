import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { generatePlaces, siteUrl, writePlaces, type SeedService } from '@tourist-guide/testing';
import { createApp, type AppOptions } from '../src/app';
import { dbStats, resetDbStats } from '../src/lib/db-stats';
import { api, bearer, createAdmin, emulatorDb, resetData, type TestUser } from './helpers';

let services: SeedService[];
let admin: TestUser;

beforeAll(async () => {
  services = await resetData();
  admin = await createAdmin();
});

/** The <loc> and <lastmod> of every <url>, in order. */
function entries(xml: string): { loc: string; lastmod: string | undefined }[] {
  return [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map(
    (m) => ({ loc: m[1]!, lastmod: m[2] }),
  );
}

/** The <loc> of every <sitemap> of an index, in order. */
const sitemapLocs = (xml: string) =>
  [...xml.matchAll(/<sitemap><loc>([^<]*)<\/loc><\/sitemap>/g)].map((m) => m[1]!);

type Get = (path: string) => Promise<request.Response>;

/** The index, then every page it names (by its path), with their <url> entries. */
async function walk(get: Get, site = siteUrl()) {
  const index = await get('/sitemap.xml');
  expect(index.status, index.text).toBe(200);
  const locs = sitemapLocs(index.text);
  const pages = [];
  for (const loc of locs) {
    expect(loc.startsWith(`${site}/`), loc).toBe(true);
    const page = await get(loc.slice(site.length));
    expect(page.status, `${loc}: ${page.text}`).toBe(200);
    pages.push({ loc, res: page, urls: entries(page.text) });
  }
  return { index, locs, pages };
}

const appGet =
  (options: AppOptions = {}): Get =>
  (path) => {
    const app = createApp(options);
    return request(app).get(path);
  };

/** One instance for several requests (its caches shared between them). */
const instanceGet = (options: AppOptions = {}): Get => {
  const app = createApp(options);
  return (path) => request(app).get(path);
};

describe('sitemap.xml', () => {
  it('is an index whose pages list home, all places and exactly the places on offer, once each, each place with the day its document last changed', async () => {
    const created = await api()
      .post('/admin/service')
      .set(bearer(admin.idToken))
      .send({
        title: 'Valley of Vinales, Cuba',
        description: 'Tobacco farms and limestone hills, explored on horseback at an easy pace.',
        price: 1290,
        country: 'Cuba',
        region: 'North America',
        img: '/images/services/havana-cuba-800.webp',
      })
      .expect(201);
    const added = created.body.insertedId as string;
    const retired = services[2]!._id;
    await api().delete(`/admin/service/${retired}`).set(bearer(admin.idToken)).expect(200);

    const forged = (path: string) =>
      api()
        .get(path)
        .set('Host', 'guide.example.com')
        .set('X-Forwarded-Host', 'evil.example')
        .set('X-Forwarded-Proto', 'https');
    const { index, pages } = await walk(forged);
    for (const res of [index, ...pages.map((p) => p.res)]) {
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=600, s-maxage=600');
    }
    expect(index.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n/,
    );
    expect(pages.map((p) => p.loc)).toEqual([`${siteUrl()}/sitemap-1.xml`]);
    expect(pages[0]!.res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    const urls = pages.flatMap((p) => p.urls);
    const live = services.filter((s) => s._id !== retired).map((s) => s._id);
    expect(urls.slice(0, 2).map((u) => u.loc)).toEqual([
      `${siteUrl()}/`,
      `${siteUrl()}/allService`,
    ]);
    expect(urls.map((u) => u.loc).sort()).toEqual(
      [
        `${siteUrl()}/`,
        `${siteUrl()}/allService`,
        ...[...live, added].map((id) => `${siteUrl()}/detail/${id}`),
      ].sort(),
    );
    const docs = await emulatorDb().collection('services').get();
    for (const doc of docs.docs.filter((d) => d.get('live') === true)) {
      const entry = urls.find((u) => u.loc.endsWith(`/detail/${doc.id}`));
      expect(entry?.lastmod, doc.id).toBe(doc.updateTime.toDate().toISOString().slice(0, 10));
    }
  });

  describe('a catalogue larger than a page', () => {
    const PAGE = 12;
    let live: string[];
    beforeAll(async () => {
      const real = await resetData();
      // 26 seeded places and 60 made-up ones ("generated-000000"…): ids of every shape.
      await writePlaces(generatePlaces(60, real, 3));
      const snap = await emulatorDb().collection('services').where('live', '==', true).get();
      live = snap.docs.map((d) => d.id);
    });

    it('is split into pages of at most the page size, the site pages first, every place exactly once', async () => {
      const { pages } = await walk(appGet({ sitemapPageSize: PAGE }));
      expect(pages.length).toBeGreaterThanOrEqual(Math.ceil((live.length + 2) / PAGE));
      expect(pages.map((p) => p.loc)).toEqual(
        pages.map((_, i) => `${siteUrl()}/sitemap-${i + 1}.xml`),
      );
      for (const page of pages) expect(page.urls.length).toBeLessThanOrEqual(PAGE);
      const locs = pages.flatMap((p) => p.urls.map((u) => u.loc));
      expect(locs.slice(0, 2)).toEqual([`${siteUrl()}/`, `${siteUrl()}/allService`]);
      expect(locs.slice(2)).toEqual(
        [...live].sort().map((id) => `${siteUrl()}/detail/${encodeURIComponent(id)}`),
      );
    });

    it('loads a page once for a hundred simultaneous requests, whatever their query strings', async () => {
      // What one request reads on its own (a fresh instance: the plan and the page).
      resetDbStats();
      const alone = await appGet({ sitemapPageSize: PAGE })('/sitemap-2.xml');
      expect(alone.status).toBe(200);
      const once = dbStats.docsRead;
      expect(once).toBeGreaterThan(0);

      const get = instanceGet({ sitemapPageSize: PAGE });
      resetDbStats();
      const burst = await Promise.all(
        Array.from({ length: 100 }, (_, i) => get(`/sitemap-2.xml?x=${i}`)),
      );
      expect(burst.map((r) => r.status)).toEqual(burst.map(() => 200));
      expect(new Set(burst.map((r) => r.text))).toEqual(new Set([alone.text]));
      expect(dbStats.docsRead).toBe(once);

      // Then the index and the page again, with or without a query string: nothing read.
      resetDbStats();
      const indexes = await Promise.all(
        ['/sitemap.xml', '/sitemap.xml?x=1', '/sitemap.xml?utm_source=a&b=%00'].map(get),
      );
      expect(new Set(indexes.map((r) => r.text)).size).toBe(1);
      expect((await get('/sitemap-2.xml?again=1')).text).toBe(alone.text);
      expect(dbStats.docsRead).toBe(0);
    });

    it('answers a page that is not in the index with the JSON 404, reading nothing but the plan', async () => {
      const get = instanceGet({ sitemapPageSize: PAGE });
      const { locs } = await walk(get);
      resetDbStats();
      for (const path of [
        `/sitemap-${locs.length + 1}.xml`,
        '/sitemap-0.xml',
        '/sitemap-01.xml',
        '/sitemap--1.xml',
        '/sitemap-1e2.xml',
        '/sitemap-x.xml',
        '/sitemap-9999999.xml',
      ]) {
        const res = await get(path);
        expect(res.status, path).toBe(404);
        expect(res.body, path).toEqual({
          error: { code: 'not_found', message: expect.any(String) },
        });
      }
      expect(dbStats.docsRead).toBe(0);
    });
  });

  /** Runs `check` with SITE_URL set to `value` (unset for undefined), then puts the suite's back. */
  async function withSiteUrl(value: string | undefined, check: () => Promise<void>) {
    const suiteSite = process.env.SITE_URL;
    if (value === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = value;
    try {
      await check();
    } finally {
      process.env.SITE_URL = suiteSite;
    }
  }
  const askedAsEvil = (path: string, status: number) =>
    api()
      .get(path)
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .expect(status);

  it('names the configured site whatever host the request names, in the index and its pages', async () => {
    await withSiteUrl('https://tourist-guide.example/', async () => {
      const index = await askedAsEvil('/sitemap.xml', 200);
      expect(index.text).not.toContain('evil.example');
      expect(sitemapLocs(index.text)[0]).toBe('https://tourist-guide.example/sitemap-1.xml');
      const page = await askedAsEvil('/sitemap-1.xml', 200);
      expect(page.text).not.toContain('evil.example');
      expect(entries(page.text)[0]?.loc).toBe('https://tourist-guide.example/');
    });
  });

  it.each([
    ['unset', undefined],
    ['a bare host', 'tourist-guide.example'],
    ['plain http', 'http://tourist-guide.example'],
    ['an origin with a path', 'https://tourist-guide.example/guide'],
  ])(
    'never falls back to the request for its origin: with SITE_URL %s it answers 500 naming no host',
    async (_, value) => {
      await withSiteUrl(value, async () => {
        for (const path of ['/sitemap.xml', '/sitemap-1.xml']) {
          const res = await askedAsEvil(path, 500);
          expect(res.body).toEqual({ error: { code: 'internal', message: expect.any(String) } });
          expect(res.text).not.toContain('evil.example');
          expect(res.text).not.toContain('SITE_URL');
        }
      });
    },
  );

  it('is served at the site root through Hosting, index and pages, naming the site', async () => {
    // Through the deployed edge's stand-in: a forged X-Forwarded-Host changes nothing.
    const viaHosting: Get = async (path) => {
      const res = await fetch(`${siteUrl()}${path}`, {
        headers: { 'X-Forwarded-Host': 'evil.example' },
      });
      return { status: res.status, text: await res.text() } as request.Response;
    };
    const { pages } = await walk(viaHosting);
    const locs = pages.flatMap((p) => p.urls.map((u) => u.loc));
    expect(locs[0]).toBe(`${siteUrl()}/`);
    expect(locs.every((l) => l.startsWith(`${siteUrl()}/`))).toBe(true);
    expect(locs.filter((l) => l.includes('/detail/')).length).toBeGreaterThan(0);
  });
});
