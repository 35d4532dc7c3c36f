import { createHash } from 'node:crypto';
import http from 'node:http';
import { JSDOM } from 'jsdom';
import {
  createTestAdmin,
  createTestUser,
  functionUrl,
  lookupAccount,
  resetData,
  sendOobCode,
  siteUrl,
} from '@tourist-guide/testing';
import type { CatalogPage, Service } from '@contract/places';
import { FEW_RATINGS } from '@contract/ranking';
import { formatPrice } from '@/components/ui/price';
import { formatRating } from '@/components/ui/stars';
import { paths } from '@/config/paths';
import { openInMapsUrl } from '@/features/maps/components/place-map';

/*
 * The public pages as a crawler, a link preview or a browser before any script sees them: the
 * HTML from Hosting (the page function behind it), parsed without running scripts.
 */

const HOSTILE = '</script><script>alert(1)</script>';

interface Fetched {
  status: number;
  cacheControl: string | null;
  csp: string | null;
  doc: Document;
  html: string;
}

/** Each fetched page's Content-Security-Policy, for the checks that read its document only. */
const policies = new WeakMap<Document, string | null>();

async function page(path: string, headers: Record<string, string> = {}): Promise<Fetched> {
  const res = await fetch(`${siteUrl()}${path}`, { headers });
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await res.text();
  // jsdom runs no script unless asked to.
  const doc = new JSDOM(html).window.document;
  const csp = res.headers.get('content-security-policy');
  policies.set(doc, csp);
  return { status: res.status, cacheControl: res.headers.get('cache-control'), csp, doc, html };
}

/** Hosting's lifetime for its own files (firebase.json): a prerendered page, no function call. */
const HOSTING_FILE = 'no-cache';
const PAGE_CACHE = 'public, max-age=0, s-maxage=25, stale-while-revalidate=5';

async function api<T>(path: string, init: RequestInit = {}, token?: string): Promise<T> {
  const res = await fetch(`${siteUrl()}/api${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!res.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const text = (doc: Document, selector: string) =>
  doc.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const meta = (doc: Document, key: string) =>
  doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');

/** What a card or summary shows for a place's rating (RatingLine). */
function ratingShown(service: Service): string {
  const { average, count } = service.rating;
  if (count === 0 || average === null) return 'New';
  if (count < FEW_RATINGS) return `Few reviews (${count})`;
  return `${formatRating(average)}(${count} ${count === 1 ? 'rating' : 'ratings'})`;
}

/**
 * Every script is the app's file, structured data, or inline code the page's own CSP allows by its
 * hash (a page the function rendered): no other inline script can run.
 */
function expectNoInlineCode(doc: Document) {
  const csp = /(?:^|; )script-src [^;]*/.exec(policies.get(doc) ?? '')?.[0] ?? '';
  expect(csp).toMatch(/script-src 'self'/);
  expect(csp).not.toMatch(/'unsafe-inline'|'nonce-/);
  for (const script of doc.querySelectorAll('script')) {
    const src = script.getAttribute('src');
    const type = script.getAttribute('type');
    if (src) {
      expect(src.startsWith('/assets/'), script.outerHTML.slice(0, 120)).toBe(true);
    } else if (type !== 'application/ld+json') {
      const hash = createHash('sha256')
        .update(script.textContent ?? '')
        .digest('base64');
      expect(csp, script.outerHTML.slice(0, 120)).toContain(`'sha256-${hash}'`);
    }
  }
}

function jsonLd(doc: Document): Record<string, unknown> {
  const scripts = doc.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]!.textContent ?? '') as Record<string, unknown>;
}

/** The route data a rendered page carries (the framework's stream, as the browser decodes it). */
function routeData(doc: Document): string {
  return [...doc.querySelectorAll('script:not([src])')]
    .flatMap((script) => [
      ...(script.textContent ?? '').matchAll(/\.enqueue\(("(?:[^"\\]|\\.)*")\)/g),
    ])
    .map(([, literal]) => JSON.parse(literal!) as string)
    .join('');
}

function expectPlaceCard(doc: Document, service: Service) {
  const card = [...doc.querySelectorAll('main li')].find(
    (li) => li.querySelector('h2, h3')?.textContent?.trim() === service.title,
  );
  expect(card, `a card for ${service.title}`).toBeDefined();
  const cardText = card!.textContent?.replace(/\s+/g, ' ') ?? '';
  expect(cardText).toContain(formatPrice(service.price));
  expect(cardText).toContain(ratingShown(service));
  const img = card!.querySelector('img');
  expect(img?.getAttribute('alt')).toBe(service.title);
  expect(img?.getAttribute('srcset')).toMatch(/\.webp \d+w/);
}

/**
 * A GET whose path goes out exactly as written (fetch would first turn `\\` into `/` and drop dot
 * segments), to `base` (the site, or the page function's own URL); answered uncompressed.
 */
function rawGet(base: string, path: string): Promise<Fetched & { cacheControl: string | null }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    http
      .get(
        { host: url.hostname, port: url.port, path: `${url.pathname.replace(/\/$/, '')}${path}` },
        (res) => {
          let html = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (html += chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              cacheControl: res.headers['cache-control'] ?? null,
              csp: null,
              doc: new JSDOM(html).window.document,
              html,
            }),
          );
        },
      )
      .on('error', reject);
  });
}

/**
 * The origin of every address a page names, resolved as a browser resolves them: its links,
 * pictures, forms, preloads, canonical and preview URLs, and the URLs in its structured data.
 */
function namedOrigins(doc: Document): Set<string> {
  const addresses: string[] = [];
  for (const el of doc.querySelectorAll('[href], [src], [action]')) {
    for (const name of ['href', 'src', 'action']) {
      const value = el.getAttribute(name);
      if (value !== null) addresses.push(value);
    }
  }
  for (const el of doc.querySelectorAll('[srcset], [imagesrcset]')) {
    const set = el.getAttribute('srcset') ?? el.getAttribute('imagesrcset') ?? '';
    addresses.push(...set.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!));
  }
  for (const key of ['og:url', 'og:image', 'twitter:image']) {
    const value = meta(doc, key);
    if (value) addresses.push(value);
  }
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    JSON.stringify(JSON.parse(script.textContent ?? 'null'), (key, value: unknown) => {
      // '@context' names schema.org's vocabulary, not an address of the page.
      const address = key !== '@context' && typeof value === 'string';
      if (address && /^(https?:)?\/\//.test(value)) addresses.push(value);
      return value;
    });
  }
  return new Set(addresses.map((address) => new URL(address, `${siteUrl()}/`).origin));
}

// The places and reviews made here leave with them: the next file starts from the seed.
afterAll(async () => {
  await resetData();
});

describe('pages rendered on the server', () => {
  it('the home page arrives with its hero, its places preview loading (the browser asks for it) and its metadata, prerendered', async () => {
    const { status, doc, cacheControl, csp } = await page(paths.home);
    expect(status).toBe(200);
    expect(doc.title).toBe('Home - My Tourist Guide');
    expect(text(doc, 'h1')).toBe('Discover the world with a guide you can trust');
    const hero = doc.querySelector('main img');
    expect(hero?.getAttribute('fetchpriority')).toBe('high');
    expect(hero?.getAttribute('srcset')).toContain('/images/home/hero-');
    // The hero, the largest paint, is preloaded with the page.
    expect(
      doc.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('imagesrcset'),
    ).toContain('/images/home/hero-');
    // The same file for everyone, never stale: the preview is the browser's to load.
    expect(text(doc, '#services [role="status"]')).toBe('Loading places…');
    expect(doc.querySelector('#services li h2, #services li h3, #services li img')).toBeNull();
    expect(meta(doc, 'description')).toMatch(/^Tourist Guide: hand-picked places/);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${siteUrl()}/`);
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(cacheControl).toBe(HOSTING_FILE);
    // Hosting's headers (firebase.json) apply to the rendered pages as to files.
    expect(csp).toContain("script-src 'self'");
    expectNoInlineCode(doc);
  });

  it('/allService arrives with the first page of places, their count and the URL’s filters applied', async () => {
    const { status, doc } = await page(paths.allServices);
    expect(status).toBe(200);
    expect(doc.title).toBe('AllService - My Tourist Guide');
    const first = await api<CatalogPage>('/catalog');
    expect(first.items.length).toBeGreaterThan(0);
    first.items.forEach((service) => expectPlaceCard(doc, service));
    expect(doc.querySelector('main')?.textContent).toContain(`${first.total} places`);
    expect(doc.querySelector('main img')?.getAttribute('fetchpriority')).toBe('high');

    const asia = await api<CatalogPage>('/catalog?region=Asia&sort=price');
    const filtered = await page(`${paths.allServices}?region=Asia&sort=price`);
    const titles = [...filtered.doc.querySelectorAll('main li :is(h2, h3)')].map(
      (h) => h.textContent,
    );
    expect(titles).toEqual(asia.items.map((s) => s.title));
    expect(filtered.doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${siteUrl()}${paths.allServices}`,
    );
  });

  it('a place’s page arrives with its name, price, rating, pictures, first reviews and structured data', async () => {
    const { items } = await api<CatalogPage>('/catalog?q=kyoto');
    const kyoto = items[0]!;
    const author = await createTestUser({ displayName: 'Server Side Sam' });
    const message = `Rendered before any script ran ${Date.now()}`;
    await api(
      '/review',
      {
        method: 'POST',
        body: JSON.stringify({
          service: kyoto._id,
          customer: author.displayName,
          message,
          rating: 5,
        }),
      },
      author.idToken,
    );
    const service = await api<Service>(`/service/${kyoto._id}`);

    const { status, doc } = await page(paths.serviceDetail.to(kyoto._id));
    expect(status).toBe(200);
    expect(doc.title).toBe('View Details - My Tourist Guide');
    expect(text(doc, 'main h1')).toBe(service.title);
    expect(doc.querySelector('main')?.textContent).toContain(formatPrice(service.price));
    const picture = doc.querySelector('main img');
    expect(picture?.getAttribute('alt')).toBe(service.title);
    expect(picture?.getAttribute('fetchpriority')).toBe('high');
    expect(picture?.getAttribute('srcset')).toContain(service.img);
    expect(doc.querySelector('main')?.textContent).toContain(message);
    expect(doc.querySelector('main')?.textContent).toContain('Server Side Sam');

    expect(meta(doc, 'description')).toMatch(new RegExp(`^${service.title}: `));
    expect(meta(doc, 'og:title')).toBe(`${service.title} - My Tourist Guide`);
    expect(meta(doc, 'og:image')).toMatch(new RegExp(`^${siteUrl()}/images/services/`));
    expect(meta(doc, 'twitter:card')).toBe('summary_large_image');
    const url = `${siteUrl()}${paths.serviceDetail.to(service._id)}`;
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
    const data = jsonLd(doc);
    expect(data).toMatchObject({ '@type': 'TouristAttraction', name: service.title, url });
    // Where it is, as the seed has it.
    expect(data.geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: service.location?.lat,
      longitude: service.location?.lng,
    });
    expect(service.location).not.toBeNull();
    // A rating only once the place has one, and the one the page shows. (Not the count read from
    // the API above: an API instance may hold the place from before the review for its cache's
    // 10 s, so two reads a moment apart can differ.)
    const shown = [...doc.querySelectorAll('main p')]
      .map((p) => /^(\d+) ratings?$/.exec(p.textContent ?? ''))
      .find(Boolean);
    if (shown) {
      expect(data.aggregateRating).toMatchObject({ ratingCount: Number(shown[1]) });
    } else {
      expect(doc.querySelector('main')?.textContent).toContain('No reviews yet');
      expect(data.aggregateRating).toBeUndefined();
    }
    expect(doc.querySelector('meta[name="robots"]')).toBeNull();
    expectNoInlineCode(doc);
  });

  it('a place’s page arrives with the place’s answer under the review it answers', async () => {
    const { items } = await api<CatalogPage>('/catalog?q=marrakech');
    const place = items[0]!;
    const author = await createTestUser({ displayName: 'Answered Ann' });
    const created = await api<{ insertedId: string }>(
      '/review',
      {
        method: 'POST',
        body: JSON.stringify({
          service: place._id,
          customer: author.displayName,
          message: `Asked before any script ran ${Date.now()}`,
          rating: 4,
        }),
      },
      author.idToken,
    );
    const admin = await createTestAdmin();
    const answer = `Answered on the server too ${Date.now()}`;
    await api(
      `/review/${created.insertedId}/response`,
      { method: 'PUT', body: JSON.stringify({ message: answer }) },
      admin.idToken,
    );

    const { status, doc } = await page(paths.serviceDetail.to(place._id));
    expect(status).toBe(200);
    const review = [...doc.querySelectorAll('main li')].find((li) =>
      li.textContent?.includes('Answered Ann'),
    );
    expect(review, 'the answered review').toBeDefined();
    const shown = review!.textContent?.replace(/\s+/g, ' ') ?? '';
    expect(shown).toContain('Response from the place');
    expect(shown).toContain(answer);
    expect(review!.querySelector('time[datetime]:last-of-type')).not.toBeNull();
  });

  it('a forged X-Forwarded-Host never reaches a page: its URLs start with the configured site', async () => {
    for (const path of ['/', '/detail/kyoto-japan']) {
      const { status, doc, html } = await page(path, { 'X-Forwarded-Host': 'evil.example' });
      expect(status).toBe(200);
      expect(html).not.toContain('evil.example');
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        `${siteUrl()}${path}`,
      );
    }
  });

  it('no address moves a page’s URLs to another origin: `//host/…`, `/\\host/…` and other paths the site never writes are the not-found page, kept by no cache', async () => {
    const site = new URL(siteUrl()).origin;
    // Read as an address on the site, each of the first three is a page on evil.example.
    const stray = [
      '//evil.example/detail/kyoto-japan',
      '/\\evil.example/detail/kyoto-japan',
      '//evil.example/',
      '/detail//kyoto-japan',
      '/allService//',
    ];
    // Through Hosting, and straight to the page function (its own URL is public too).
    const pagesFunction = functionUrl().replace(/\/api$/, '/pages');
    for (const base of [siteUrl(), pagesFunction]) {
      for (const path of stray) {
        const answer = await rawGet(base, path);
        const where = `${base} ${path}`;
        expect(answer.status, where).toBe(404);
        // The function's no-store, or Hosting's no-cache for an address the site does not have
        // (firebase.json): either way no cache answers with it without asking.
        expect(['no-store', 'no-cache'], where).toContain(answer.cacheControl);
        expect(answer.html, where).not.toContain('evil.example');
        expect(text(answer.doc, 'h1'), where).toBe('Ops!! Page Not found: 4o4');
        expect(meta(answer.doc, 'robots'), where).toBe('noindex');
        expect(namedOrigins(answer.doc), where).toEqual(new Set([site]));
      }
    }
    // Encoded slashes and backslashes stay text inside one segment: not found, named on the site.
    for (const path of [
      '/%2F%2Fevil.example/detail/kyoto-japan',
      '/%5Cevil.example/detail/kyoto-japan',
      '/detail/%2F%2Fevil.example',
    ]) {
      const { status, doc } = await page(path);
      expect(status, path).toBe(404);
      expect(meta(doc, 'robots'), path).toBe('noindex');
      expect(namedOrigins(doc), path).toEqual(new Set([site]));
    }
    // A real page names the site alone too (the check above would see another origin), but for
    // the link that opens the place in the reader's map app (features/maps).
    expect(namedOrigins((await page('/detail/kyoto-japan')).doc)).toEqual(
      new Set([site, new URL(openInMapsUrl({ lat: 0, lng: 0 })).origin]),
    );
  });

  it('an unknown place answers 404 and a retired one 410, each with its page, never indexed', async () => {
    const missing = await page(paths.serviceDetail.to('no-such-place'));
    expect(missing.status).toBe(404);
    expect(text(missing.doc, 'h1')).toBe("We couldn't find that");
    expect(meta(missing.doc, 'robots')).toBe('noindex');
    expect(missing.cacheControl).toBe('public, max-age=0, s-maxage=60');
    // Addresses whose id could never name a place: the same page and status, not the app shell.
    for (const id of ['bad id!', '____', 'x'.repeat(129)]) {
      const refused = await page(paths.serviceDetail.to(id));
      expect(refused.status, id).toBe(404);
      expect(text(refused.doc, 'h1'), id).toBe("We couldn't find that");
      expect(meta(refused.doc, 'robots'), id).toBe('noindex');
    }

    const admin = await createTestAdmin();
    const { insertedId: _id } = await api<{ insertedId: string }>(
      '/admin/service',
      {
        method: 'POST',
        body: JSON.stringify(placeBody('Soon Retired Lagoon')),
      },
      admin.idToken,
    );
    expect((await page(paths.serviceDetail.to(_id))).status).toBe(200);
    await api(`/admin/service/${_id}`, { method: 'DELETE' }, admin.idToken);
    const gone = await page(paths.serviceDetail.to(_id));
    expect(gone.status).toBe(410);
    expect(text(gone.doc, 'h1')).toBe('This place is no longer offered');
    expect(meta(gone.doc, 'robots')).toBe('noindex');
  });

  it('a place’s text can never close a script element: the structured data and route data stay data', async () => {
    const admin = await createTestAdmin();
    const { insertedId: _id } = await api<{ insertedId: string }>(
      '/admin/service',
      {
        method: 'POST',
        body: JSON.stringify({
          ...placeBody(`Lagoon ${HOSTILE}`),
          description: `Quiet water. ${HOSTILE} And <b>no</b> markup either. ${'Calm. '.repeat(20)}`,
        }),
      },
      admin.idToken,
    );
    const { doc, html } = await page(paths.serviceDetail.to(_id));
    expect(text(doc, 'main h1')).toBe(`Lagoon ${HOSTILE}`);
    expect(html).not.toContain('<script>alert(1)</script>');
    expectNoInlineCode(doc);
    expect(jsonLd(doc)).toMatchObject({ name: `Lagoon ${HOSTILE}` });
    expect(routeData(doc)).toContain(JSON.stringify(`Lagoon ${HOSTILE}`));
    expect(doc.querySelector('main b')).toBeNull();
  });

  it('an admin’s edit shows without a redeploy: rendered within the API’s 10 s, at every visitor within 60 s (freshness.integration.test.ts)', async () => {
    const admin = await createTestAdmin();
    const before = placeBody('Freshness Falls');
    const { insertedId: _id } = await api<{ insertedId: string }>(
      '/admin/service',
      {
        method: 'POST',
        body: JSON.stringify(before),
      },
      admin.idToken,
    );
    const path = paths.serviceDetail.to(_id);
    const first = await page(path);
    expect(first.status).toBe(200);
    expect(first.cacheControl).toMatch(/s-maxage=25\b/);
    expect(text(first.doc, 'main h1')).toBe('Freshness Falls');

    await api(
      `/admin/service/${_id}`,
      {
        method: 'PUT',
        body: JSON.stringify({ ...before, title: 'Freshness Falls, renamed', price: 4321 }),
      },
      admin.idToken,
    );
    // The page function asks the API, whose instances keep the catalogue for up to 10 s.
    const edited = Date.now();
    let after = await page(path);
    while (
      text(after.doc, 'main h1') !== 'Freshness Falls, renamed' &&
      Date.now() - edited < 12_000
    ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = await page(path);
    }
    expect(text(after.doc, 'main h1')).toBe('Freshness Falls, renamed');
    expect(after.doc.querySelector('main')?.textContent).toContain('$4321');
    expect(jsonLd(after.doc)).toMatchObject({ name: 'Freshness Falls, renamed' });
  });

  it('every page holds its first paint until its whole markup is in: the head expects the element that ends it, after the page and before its scripts', async () => {
    for (const path of ['/', paths.allServices, paths.login, paths.account, '/no/such/page']) {
      const { doc } = await page(path);
      const expects = doc.head.querySelectorAll('link[rel="expect"]');
      expect(expects, path).toHaveLength(1);
      expect(expects[0]?.getAttribute('blocking'), path).toBe('render');
      expect(expects[0]?.getAttribute('href'), path).toBe('#page-end');
      const end = doc.getElementById('page-end');
      const footer = doc.querySelector('footer');
      const following = doc.defaultView?.Node.DOCUMENT_POSITION_FOLLOWING;
      expect(end && footer && footer.compareDocumentPosition(end), path).toBe(following);
      // The app's code (the route modules' import) after it: the paint never waits for code.
      const modules = [...doc.body.querySelectorAll('script[type="module"]')];
      expect(modules.length, path).toBeGreaterThan(0);
      for (const module of modules) {
        expect(end!.compareDocumentPosition(module), path).toBe(following);
      }
    }
  });

  it('login, sign-up and reset arrive rendered, their forms posting: a password never goes in an address', async () => {
    const pages = [
      { path: paths.login, title: 'Login', fields: ['email', 'password'] },
      { path: paths.signup, title: 'Sign Up', fields: ['name', 'photoURL', 'email', 'password'] },
      { path: paths.resetPassword, title: 'Reset Password', fields: ['email'] },
    ];
    for (const { path, title, fields } of pages) {
      const { status, doc, cacheControl } = await page(path);
      expect(status, path).toBe(200);
      // Prerendered: Hosting's file, no function call.
      expect(cacheControl, path).toBe(HOSTING_FILE);
      expect(doc.title, path).toContain(title);
      expectNoInlineCode(doc);
      const form = doc.querySelector('main form');
      expect(form?.getAttribute('method'), path).toBe('post');
      for (const name of fields) {
        const input = form?.querySelector<HTMLInputElement>(`input[name="${name}"]`);
        expect(input, `${path} ${name}`).not.toBeNull();
        // Every field has its label in the HTML, before any script.
        expect(doc.querySelector(`label[for="${input!.id}"]`), `${path} ${name}`).not.toBeNull();
      }
    }
  });

  it('a login form sent before the app ran is never read: the reader gets the page back', async () => {
    const res = await fetch(`${siteUrl()}${paths.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40example.com&password=secret-password',
      redirect: 'manual',
    });
    // A prerendered page: Hosting answers with the file itself.
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain('<title>Login - My Tourist Guide</title>');
    expect(body).not.toContain('secret-password');
  });

  it('a new password sent before the app ran is never read: the function sends the reader back to the page', async () => {
    const path = `${paths.authAction}?mode=resetPassword&oobCode=some-code`;
    const res = await fetch(`${siteUrl()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'password=secret-password',
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(path);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).not.toContain('secret-password');
  });

  /**
   * The pages behind sign-in, as the server renders them for everyone: without the session, which
   * only the browser has, so nothing in them is any reader's and the CDN may keep them like any
   * rendered page; each says what it is, and shows what it waits on.
   */
  it.each([
    {
      path: paths.account,
      title: 'Account',
      heading: 'Your account',
      intro: /^How you appear beside your reviews and how you sign in\./,
      waiting: 'Checking sign-in…',
      absent: 'main form',
    },
    {
      path: paths.myReviews,
      title: 'My Review',
      heading: null,
      intro: /^Every place you have reviewed/,
      // The spec's state while the sign-in loads: a disabled loading button.
      waiting: 'loading',
      absent: 'main table, main h1',
    },
    {
      path: paths.owner,
      title: 'Your places',
      heading: 'Your places',
      intro: /^Answer the reviews of the places you own\./,
      waiting: 'Checking sign-in…',
      absent: 'main section, main form',
    },
    {
      path: paths.admin,
      title: 'Admin',
      heading: 'Places',
      intro: /^Every place on the guide, by name\./,
      waiting: 'Checking sign-in…',
      absent: 'main table',
    },
  ])(
    '$path arrives as everyone first sees it: what it is and what it waits on, kept out of search results',
    async ({ path, title, heading, intro, waiting, absent }) => {
      const { status, doc, cacheControl } = await page(path);
      expect(status).toBe(200);
      // Prerendered: Hosting's file, the same for everyone, no function call.
      expect(cacheControl).toBe(HOSTING_FILE);
      expect(doc.title).toBe(`${title} - My Tourist Guide`);
      expect(meta(doc, 'robots')).toBe('noindex');
      if (heading) expect(text(doc, 'main h1')).toBe(heading);
      expect(text(doc, 'main p')).toMatch(intro);
      if (waiting === 'loading') {
        const button = doc.querySelector('main button');
        expect(button?.textContent).toContain('loading');
        expect(button?.hasAttribute('disabled')).toBe(true);
      } else {
        expect(text(doc, 'main [role="status"]')).toBe(waiting);
      }
      expect(doc.querySelector(absent)).toBeNull();
      expectNoInlineCode(doc);
    },
  );

  it('/admin with a search is the same prerendered page: the app reads the search from its address', async () => {
    const searched = await page(`${paths.admin}?q=kyo`);
    expect(searched.cacheControl).toBe(HOSTING_FILE);
    expect(searched.html).toBe((await page(paths.admin)).html);
  });

  it('/auth/action: a link it does not handle is answered by the server, as the app answers it', async () => {
    for (const path of [
      paths.authAction,
      `${paths.authAction}?mode=resetPassword`,
      `${paths.authAction}?mode=recoverEmail&oobCode=some-code`,
    ]) {
      const { status, doc, cacheControl, html } = await page(path);
      expect(status, path).toBe(200);
      expect(cacheControl, path).toMatch(/s-maxage=25\b/);
      expect(doc.title, path).toBe('Link Not Complete - My Tourist Guide');
      expect(meta(doc, 'robots'), path).toBe('noindex');
      expect(text(doc, 'main h1'), path).toBe('This link is not complete');
      expect(doc.querySelector('main a[href="/reset-password"]')?.textContent, path).toBe(
        'Ask for a new password link',
      );
      expect(html, path).not.toContain('some-code');
      expectNoInlineCode(doc);
    }
  });

  it('/auth/action: a link with a code arrives as "Checking your link…"; the server neither uses the code nor puts it in the page', async () => {
    const reader = await createTestUser();
    const { oobCode } = await sendOobCode(reader, 'VERIFY_EMAIL');
    const path = `${paths.authAction}?mode=verifyEmail&oobCode=${encodeURIComponent(oobCode)}`;
    const { status, doc, cacheControl, html } = await page(path);
    expect(status).toBe(200);
    expect(cacheControl).toBe('public, max-age=0, s-maxage=25, stale-while-revalidate=5');
    expect(doc.title).toBe('Checking Link - My Tourist Guide');
    expect(meta(doc, 'robots')).toBe('noindex');
    expect(text(doc, 'main h1')).toBe('Checking your link…');
    expect(text(doc, 'main [role="status"]')).toBe('Asking the sign-in service');
    // The code is in no part of the answer: not in the markup, its links and forms, nor its data.
    expect(html).not.toContain(oobCode);
    expect(html).not.toContain(encodeURIComponent(oobCode));
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${siteUrl()}${paths.authAction}`,
    );
    // The same page for every link: the code changes nothing in it (its render time aside).
    const other = await page(`${paths.authAction}?mode=verifyEmail&oobCode=another-code`);
    expect(other.html).toBe(html);
    expect(routeData(doc)).not.toContain(oobCode);
    // The verification is the browser's to make, once: the server did not use the code.
    expect((await lookupAccount(reader.email))?.emailVerified).not.toBe(true);
  });

  it('an address the site does not have is the not-found page, rendered with a 404', async () => {
    for (const path of ['/no/such/page', '/detail/a/b', '/accounts']) {
      const missing = await page(path);
      expect(missing.status, path).toBe(404);
      expect(text(missing.doc, 'h1'), path).toBe('Ops!! Page Not found: 4o4');
      expect(meta(missing.doc, 'robots'), path).toBe('noindex');
      // Hosting's 404.html, the same for every such path, no function call.
      expect(missing.cacheControl, path).toBe(HOSTING_FILE);
      expectNoInlineCode(missing.doc);
    }
  });

  it('/saved without the reader’s cookie arrives waiting on sign-in, as everyone first sees it', async () => {
    const { status, doc, cacheControl } = await page(paths.saved);
    expect(status).toBe(200);
    expect(cacheControl).toBe('public, max-age=0, s-maxage=25, stale-while-revalidate=5');
    expect(doc.title).toBe('Saved places - My Tourist Guide');
    expect(meta(doc, 'robots')).toBe('noindex');
    const button = doc.querySelector('main button');
    expect(button?.textContent).toContain('loading');
    expect(button?.hasAttribute('disabled')).toBe(true);
    expect(doc.querySelector('main li, main h1')).toBeNull();
    expectNoInlineCode(doc);
  });

  it('/saved arrives with the places the reader’s cookie names, in its order, pictures first: the reader’s own copy, never kept by the CDN', async () => {
    const [first, second] = await api<Service[]>('/services');
    const admin = await createTestAdmin();
    const { insertedId: retired } = await api<{ insertedId: string }>(
      '/admin/service',
      { method: 'POST', body: JSON.stringify(placeBody('Saved Then Retired Bay')) },
      admin.idToken,
    );
    await api(`/admin/service/${retired}`, { method: 'DELETE' }, admin.idToken);
    // As the app writes it (lib/saved-cookie.ts): five saved, the most recent first; a place
    // retired since and an id that names nothing are left for the app's list to settle.
    const ids = [second!._id, retired, 'no-such-place', first!._id];
    const cookie = `__session=${['saved1', 5, ...ids, 'last-one'].join('.')}`;
    const { status, doc, cacheControl } = await page(paths.saved, { cookie: `other=1; ${cookie}` });

    expect(status).toBe(200);
    expect(cacheControl).toBe('private, no-cache');
    expect(meta(doc, 'robots')).toBe('noindex');
    expect(text(doc, 'main h1')).toBe('Saved places');
    expect(text(doc, 'main p')).toBe('5 places, most recently saved first.');
    const titles = [...doc.querySelectorAll('main li h2')].map((h) => h.textContent?.trim());
    expect(titles).toEqual([second!.title, first!.title]);
    for (const service of [second!, first!]) expectPlaceCard(doc, service);
    // The first card's picture is the page's largest paint: fetched at once, first.
    const pictures = [...doc.querySelectorAll('main li img')];
    expect(pictures.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null]);
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager']);
    expect(doc.querySelector('main button[disabled]')).toBeNull();
    expectNoInlineCode(doc);
  });

  it('/saved ignores a cookie this site did not write: the page waits on sign-in as without one', async () => {
    const [first] = await api<Service[]>('/services');
    for (const value of [
      `saved1.2.${first!._id}`, // counts two, names one
      `saved1.1.${first!._id}.${first!._id}`,
      `saved1.1.__proto__`,
      `saved1.1.${encodeURIComponent('../admin')}`,
      `saved1.501.${first!._id}`,
      `saved2.1.${first!._id}`,
      `saved1.13.${Array.from({ length: 13 }, () => first!._id).join('.')}`,
      'anything',
    ]) {
      const { status, doc } = await page(paths.saved, { cookie: `__session=${value}` });
      expect(status, value).toBe(200);
      expect(doc.querySelector('main li'), value).toBeNull();
      expect(doc.querySelector('main button')?.textContent, value).toContain('loading');
    }
  });

  it('the app’s own pages arrive as their frame, loading, for the app to fill in: prerendered, or from the function when their address names a review or a place', async () => {
    for (const path of [paths.adminReports, paths.adminAudit, paths.adminNewPlace]) {
      const { status, doc, cacheControl } = await page(path);
      expect(status, path).toBe(200);
      expect(cacheControl, path).toBe(HOSTING_FILE);
      expect(text(doc, 'main [role="status"]'), path).toBe('Loading Tourist Guide…');
      expectNoInlineCode(doc);
    }
    for (const path of [paths.addReview.to('x'), paths.updateReview.to('x')]) {
      const { status, doc, cacheControl } = await page(path);
      expect(status, path).toBe(200);
      expect(cacheControl, path).toBe(PAGE_CACHE);
      expect(text(doc, 'main [role="status"]'), path).toBe('Loading Tourist Guide…');
      expectNoInlineCode(doc);
    }
  });
});

function placeBody(title: string) {
  return {
    title,
    description: `${title} is a test place with enough words to read like a real description of a trip.`,
    price: 1234,
    country: 'Testland',
    region: 'Oceania',
    img: '/images/services/kyoto-japan-800.webp',
  };
}
