import { beforeAll, describe, expect, it } from 'vitest';
import { siteUrl, type SeedService } from '@tourist-guide/emulators/testing';
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

describe('sitemap.xml', () => {
  it('lists home, all places and exactly the places on offer, each with the day its document last changed', async () => {
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

    const res = await api()
      .get('/sitemap.xml')
      .set('Host', 'guide.example.com')
      .set('X-Forwarded-Host', 'evil.example')
      .set('X-Forwarded-Proto', 'https')
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=600, s-maxage=600');
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    const urls = entries(res.text);
    const live = services.filter((s) => s._id !== retired).map((s) => s._id);
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
  const askedAsEvil = (status: number) =>
    api()
      .get('/sitemap.xml')
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .expect(status);

  it('names the configured site whatever host the request names', async () => {
    await withSiteUrl('https://tourist-guide.example/', async () => {
      const map = await askedAsEvil(200);
      expect(map.text).not.toContain('evil.example');
      expect(entries(map.text)[0]?.loc).toBe('https://tourist-guide.example/');
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
        const res = await askedAsEvil(500);
        expect(res.body).toEqual({ error: { code: 'internal', message: expect.any(String) } });
        expect(res.text).not.toContain('evil.example');
        expect(res.text).not.toContain('SITE_URL');
      });
    },
  );

  it('is served at the site root through Hosting, naming the site', async () => {
    // Through the deployed edge's stand-in: a forged X-Forwarded-Host changes nothing.
    const map = await fetch(`${siteUrl()}/sitemap.xml`, {
      headers: { 'X-Forwarded-Host': 'evil.example' },
    });
    expect(map.status).toBe(200);
    const locs = entries(await map.text()).map((u) => u.loc);
    expect(locs[0]).toBe(`${siteUrl()}/`);
    expect(locs.every((l) => l.startsWith(`${siteUrl()}/`))).toBe(true);
    expect(locs.filter((l) => l.includes('/detail/')).length).toBeGreaterThan(0);
  });
});
