import { expect } from 'vitest';
import { siteUrl } from '@tourist-guide/testing';
import { bearer, createAdmin } from '../../helpers';
import type { ContractCase } from '../case';
import type { ApiResponse, Client } from '../targets';
import { expectError } from '../support';

/*
 * Bounded costs at the edge: whatever address a request takes (the site root, /api, the function's
 * own URL) and whatever query string it carries to get past the CDN's cache, the sitemap is the
 * same index of pages of at most 50,000 URLs, and the admin list answers a page at a time.
 */

const CRAWLER_CACHE = 'public, max-age=600, s-maxage=600';
const sitemapLocs = (xml: string) =>
  [...xml.matchAll(/<sitemap><loc>([^<]*)<\/loc><\/sitemap>/g)].map((m) => m[1]!);
const urlCount = (xml: string) => xml.match(/<url>/g)?.length ?? 0;

function expectXml(res: ApiResponse, what: string) {
  expect(res.status, `${what}: ${res.text}`).toBe(200);
  expect(res.headers['content-type'], what).toMatch(/^application\/xml/);
  expect(res.headers['cache-control'], what).toBe(CRAWLER_CACHE);
}

/** A GET at the site's root through Hosting (outside /api), as a crawler asks. */
async function atSiteRoot(path: string): Promise<ApiResponse> {
  const res = await fetch(`${siteUrl()}${path}`);
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => (headers[name] = value));
  return { status: res.status, headers, text: await res.text(), body: undefined };
}

const get = (client: Client, path: string) => client.send({ method: 'GET', path });

export const costCases: ContractCase[] = [
  {
    area: 'costs',
    name: 'the sitemap is the same index with or without a query string, and each page it names answers alike, with at most 50,000 URLs',
    async run(t) {
      const client = t.client();
      const index = await get(client, '/sitemap.xml');
      expectXml(index, '/sitemap.xml');
      expect(index.text).toContain(
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      );
      for (const query of ['?x=1', '?utm_source=crawler&x=%2F..']) {
        const again = await get(client, `/sitemap.xml${query}`);
        expectXml(again, query);
        expect(again.text, query).toBe(index.text);
      }
      const locs = sitemapLocs(index.text);
      expect(locs.length).toBeGreaterThan(0);
      for (const loc of locs) {
        expect(loc.startsWith(`${siteUrl()}/sitemap-`), loc).toBe(true);
        const path = loc.slice(siteUrl().length);
        const page = await get(client, path);
        expectXml(page, path);
        expect(urlCount(page.text), path).toBeGreaterThan(0);
        expect(urlCount(page.text), path).toBeLessThanOrEqual(50_000);
        expect((await get(client, `${path}?x=1`)).text, `${path}?x=1`).toBe(page.text);
      }
      expectError(await get(client, `/sitemap-${locs.length + 1}.xml`), 404, 'not_found');
      if (t.kind === 'hosting') {
        // Where crawlers find it: the site root, which Hosting rewrites to the function.
        for (const path of [
          '/sitemap.xml?x=1',
          ...locs.map((l) => `${l.slice(siteUrl().length)}?x=2`),
        ]) {
          const res = await atSiteRoot(path);
          expectXml(res, path);
        }
        expect((await atSiteRoot('/sitemap.xml?x=3')).text).toBe(index.text);
      }
    },
    timeoutMs: 60_000,
  },
  {
    area: 'costs',
    name: 'the admin list answers a page at a time, the next one named by a Link header at the address the caller used, and refuses a forged cursor',
    async run(t) {
      const client = t.client();
      const admin = await createAdmin();
      const as = bearer(admin.idToken);
      const first = await client.send({
        method: 'GET',
        path: '/admin/services?limit=2',
        headers: as,
      });
      expect(first.status, first.text).toBe(200);
      expect(first.body).toHaveLength(2);
      // The path the caller used: /api/… through Hosting, /… at the function's own URL.
      const link = /^<([^>]+)>; rel="next"$/.exec(first.headers.link ?? '')?.[1];
      expect(link, first.headers.link).toMatch(/\/admin\/services\?limit=2&cursor=[\w-]+$/);
      if (t.kind === 'hosting') expect(link!.startsWith('/api/admin/services?')).toBe(true);
      const cursor = new URL(link!, 'http://x').searchParams.get('cursor')!;
      const second = await client.send({
        method: 'GET',
        path: `/admin/services?limit=2&cursor=${cursor}`,
        headers: as,
      });
      expect(second.status, second.text).toBe(200);
      expect(second.body).toHaveLength(2);
      const ids = (res: ApiResponse) => (res.body as { _id: string }[]).map((p) => p._id);
      expect(ids(second).filter((id) => ids(first).includes(id))).toEqual([]);
      const forged = Buffer.from(JSON.stringify({ v: ['a', 'b'], d: 'x'.repeat(43) })).toString(
        'base64url',
      );
      for (const bad of [forged, `${cursor}x`, 'not-a-cursor']) {
        expectError(
          await client.send({ method: 'GET', path: `/admin/services?cursor=${bad}`, headers: as }),
          400,
          'invalid_input',
        );
      }
    },
  },
];
