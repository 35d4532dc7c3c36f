import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { chromium, type Page } from '@playwright/test';
import { createTestAdmin, lookupAccount, sendOobCode } from '@tourist-guide/testing';
import { CHROMIUM_FLAGS, resolveChromium } from './support/chromium';
import { test, expect } from './support/fixtures';
import { holdAppScripts, takenOver } from './support/hold-scripts';
import { actionPage } from './support/oob-codes';
import { createReviewViaApi } from './support/reviews';
import { listServices } from './support/services';
import { logIn, logInFromLoginPage, navbar, newUser, newVerifiedUser } from './support/users';

/*
 * The public pages come rendered from the server: their content is there before any script
 * runs (and without JavaScript at all), and the app takes that very markup over (hydration)
 * from the data in the page, asking the API for nothing, with no console error (the guard).
 */

/** A page to open; a status page (the not-found file, answered at any path) names no address. */
interface RenderedPage {
  path: string;
  heading: string;
  title: string;
  asks?: string[];
  status?: boolean;
}

const PAGES: RenderedPage[] = [
  // Prerendered, the same for everyone: its places preview is asked for as the app starts.
  {
    path: '/',
    heading: 'Discover the world with a guide you can trust',
    title: 'Home',
    asks: ['/api/services'],
  },
  { path: '/allService', heading: 'All places to explore', title: 'AllService' },
  { path: '/detail/kyoto-japan', heading: 'Kyoto, Japan', title: 'View Details' },
  { path: '/login', heading: 'Login', title: 'Login' },
  // A link the email action page does not handle: the server answers it in full.
  {
    path: '/auth/action',
    heading: 'This link is not complete',
    title: 'Link Not Complete',
  },
  // A path the site does not have: the not-found page, answered 404.
  {
    path: '/no/such/page',
    heading: 'Ops!! Page Not found: 4o4',
    title: 'Page Not Found',
    status: true,
  },
];

for (const { path, heading, title, asks = [], status = false } of PAGES) {
  test(`Rendered page ${path}: shows before the app's script runs, then the app takes that markup over`, async ({
    page,
    guard,
  }) => {
    // The not-found page's status, which Chromium logs.
    guard.allowConsoleError(/status of 404 .*\/no\/such\/page/);
    // Hold the app's scripts until the page has been looked at.
    const release = await holdAppScripts(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) apiCalls.push(pathname);
    });

    await page.goto(path, { waitUntil: 'commit' });
    const h1 = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(heading);
    await expect(page).toHaveTitle(`${title} - My Tourist Guide`);
    expect(await h1.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__react')))).toBe(
      false,
    );
    // Mark the server's element: a page drawn again from scratch would replace it.
    await h1.evaluate((el) => Object.assign(el, { fromServer: true }));

    release();
    await expect.poll(() => takenOver(h1)).toBe(true);
    expect(
      await h1.evaluate((el) => (el as HTMLElement & { fromServer?: boolean }).fromServer),
    ).toBe(true);
    await page.waitForLoadState('networkidle');
    // The page's data came with it; the app asked the API for nothing else.
    expect(apiCalls).toEqual(asks);
    // One canonical URL, its own, kept as the app takes the page over; a status page names none.
    const canonical = await page
      .locator('link[rel="canonical"]')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
    expect(canonical).toEqual(status ? [] : [path]);
  });
}

test('Rendered pages without JavaScript: a place, its price, rating, picture and reviews', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  // The guard needs the fixture's page to have shown a title.
  await page.goto('/');
  await expect(page).toHaveTitle('Home - My Tourist Guide');

  const kyoto = (await listServices(request)).find((s) => s._id === 'kyoto-japan');
  expect(kyoto).toBeDefined();
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const noJs = await context.newPage();
    await noJs.goto('/detail/kyoto-japan');
    await expect(noJs).toHaveTitle('View Details - My Tourist Guide');
    const main = noJs.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(kyoto!.title);
    await expect(main.getByText(`$${kyoto!.price}`, { exact: false }).first()).toBeVisible();
    const picture = main.getByRole('img', { name: kyoto!.title }).first();
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('srcset', /kyoto-japan-\d+\.webp/);
    // The thumbnails list their 200 px files, and Chromium picks them for the strip's ~110 px boxes.
    const thumb = main
      .getByRole('list', { name: `More pictures of ${kyoto!.title}` })
      .locator('img')
      .first();
    await thumb.scrollIntoViewIfNeeded();
    await expect
      .poll(() => thumb.evaluate((img) => (img as HTMLImageElement).currentSrc))
      .toMatch(/-200\.webp$/);
    // The first reviews are in the HTML, not a loading placeholder.
    await expect(main.getByText('Loading reviews…')).toHaveCount(0);

    await noJs.goto('/allService');
    // The catalogue's first page, 12 places, each with its link.
    await expect(noJs.getByRole('main').getByRole('link', { name: /View Details/ })).toHaveCount(
      12,
    );
    // The filters are a plain form (as they are before the app has taken a page over): a region
    // chip, then a search sent with Enter, load the server's page for that address.
    await noJs.getByRole('button', { name: 'Asia', exact: true }).click();
    await expect(noJs).toHaveURL(/[?&]region=Asia\b/);
    await expect(noJs.getByRole('button', { name: 'Asia', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const search = noJs.getByRole('searchbox', { name: 'Search places' });
    await search.fill('kyoto');
    await search.press('Enter');
    await expect(noJs).toHaveURL(/[?&]q=kyoto\b/);
    await expect(noJs).toHaveURL(/[?&]region=Asia\b/);
    await expect(noJs.getByRole('main').getByText('1 place matches')).toBeVisible();
    await expect(
      noJs.getByRole('main').getByRole('heading', { name: 'Kyoto, Japan', exact: true }),
    ).toBeVisible();

    const missing = await noJs.goto('/detail/no-such-place');
    expect(missing?.status()).toBe(404);
    await expect(noJs.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that");
  } finally {
    await context.close();
  }
});

test('Rendered /allService: a search typed before the app has taken the page over still runs', async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto('/allService', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: 'Search places' });
  await search.fill('kyoto');
  release();
  await expect(page).toHaveURL(/[?&]q=kyoto\b/);
  await expect(search).toHaveValue('kyoto');
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Kyoto, Japan', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText('1 place matches')).toBeVisible();
});

test('Rendered /allService: a sort and a rating chosen before the app has taken the page over still apply', async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto('/allService', { waitUntil: 'commit' });
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await page.getByLabel('Rating').selectOption({ label: '4 stars and up' });
  release();
  await expect(page).toHaveURL(/[?&]sort=price\b/);
  await expect(page).toHaveURL(/[?&]minRating=4\b/);
  await expect(page.getByLabel('Sort by')).toHaveValue('price');
  await expect(page.getByLabel('Rating')).toHaveValue('4');
});

test('Rendered /detail: a review sort chosen before the app has taken the page over still applies', async ({
  page,
  request,
}) => {
  const uluru = (await listServices(request)).find((s) => s._id === 'uluru-australia');
  expect(uluru).toBeDefined();
  // Two reviews, the lower one first: newest first (the default) lists them the other way round.
  await createReviewViaApi(await newUser('sort-low', 'Lou Low'), uluru!, 'Too hot at noon.', 2);
  await createReviewViaApi(
    await newUser('sort-high', 'Hana High'),
    uluru!,
    'A sunset to remember.',
    5,
  );

  const release = await holdAppScripts(page);
  await page.goto('/detail/uluru-australia', { waitUntil: 'commit' });
  const sort = page.getByLabel('Sort reviews');
  await sort.selectOption({ label: 'Lowest rated first' });
  const sorted = page.waitForResponse(
    (response) =>
      response.url().includes('/api/service/uluru-australia/reviews') &&
      new URL(response.url()).searchParams.get('sort') === 'lowest',
    { timeout: 15_000 },
  );
  release();
  expect((await sorted).ok()).toBe(true);
  await expect(sort).toHaveValue('lowest');
  const reviews = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: /Lou Low|Hana High/ });
  await expect(reviews).toHaveCount(2);
  await expect(reviews.first()).toContainText('Lou Low');
  await expect(reviews.last()).toContainText('Hana High');
});

test('Rendered /detail: a picture pressed before the app has taken the page over opens once it has', async ({
  page,
}) => {
  // The app's code is held: the page as it is while it is on its way.
  const release = await holdAppScripts(page);

  await page.goto('/detail/kyoto-japan', { waitUntil: 'commit' });
  const picture = page.getByRole('button', {
    name: 'Open the picture of Kyoto, Japan full screen',
  });
  await picture.click();
  const viewer = page.locator('.PhotoView-Portal');
  // Nothing can open it yet: the app's code has not arrived.
  await expect(viewer).toHaveCount(0);

  release();
  // The press is not lost: the app answers it once it runs.
  await expect(viewer).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.PhotoView-Slider__Counter')).toHaveText(/^1 \/ \d+$/);
});

/** The pages prerendered at build time (src/config/rendering.ts), and one path the site lacks. */
const PRERENDERED = [
  '/',
  '/login',
  '/signup',
  '/reset-password',
  '/account',
  '/review',
  '/owner',
  '/admin',
  '/admin/reports',
  '/admin/audit',
  '/admin/places/new',
];

/** A link the browser would fetch a stylesheet by before the first paint. */
const FETCHED_STYLESHEET = /<link rel="stylesheet"(?![^>]*text\/x-inlined-css)[^>]*>/;

test('Prerendered pages are files Hosting serves with no function call, their scripts files too; rendered pages allow their own inline scripts by hash; none asks for its modules before its load or fetches its stylesheets', async ({
  page,
  request,
}) => {
  // The guard needs the fixture's page to have shown a title.
  await page.goto('/');
  await expect(page).toHaveTitle('Home - My Tourist Guide');
  // The modules' links, held in a template until the load (server/module-preloads.ts), are inert.
  const live = (html: string) => html.replace(/<template\b[\s\S]*?<\/template>/g, '');
  const inlineCode = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes = '']) => !/\bsrc=|application\/(ld\+)?json/.test(attributes),
    );
  for (const path of [...PRERENDERED, '/no/such/page']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(path === '/no/such/page' ? 404 : 200);
    // firebase.json's lifetime for Hosting's own files, never the function's PAGE_CACHE.
    expect(res.headers()['cache-control'], path).toBe('no-cache');
    expect(res.headers()['content-security-policy'], path).not.toContain("'sha256-");
    const html = await res.text();
    expect(inlineCode(html), path).toEqual([]);
    // No live module preload, and the stylesheets in the page (server/module-preloads.ts, inline-styles.ts).
    expect(live(html), path).not.toContain('rel="modulepreload"');
    expect(html, path).not.toMatch(FETCHED_STYLESHEET);
  }
  for (const path of ['/allService', '/detail/kyoto-japan', '/auth/action']) {
    const res = await request.get(path);
    expect(res.headers()['cache-control'], path).toMatch(/s-maxage=25/);
    const policy = res.headers()['content-security-policy'] ?? '';
    const html = await res.text();
    expect(live(html), path).not.toContain('rel="modulepreload"');
    expect(html, path).not.toMatch(FETCHED_STYLESHEET);
    for (const [, , code = ''] of inlineCode(html)) {
      const hash = createHash('sha256').update(code).digest('base64');
      expect(policy, path).toContain(`'sha256-${hash}'`);
    }
  }
});

test("The app's modules are asked for after the page's load, and the page is taken over", async ({
  page,
}) => {
  for (const path of ['/', '/detail/kyoto-japan']) {
    await page.goto(path);
    const h1 = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect.poll(() => takenOver(h1), path).toBe(true);
    const { load, modules } = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      const starts = performance
        .getEntriesByType('resource')
        .filter(({ name }) => /^\/assets\/(?!inline-)[^/]+\.js$/.test(new URL(name).pathname))
        .map(({ startTime }) => startTime);
      return { load: navigation?.loadEventStart ?? NaN, modules: starts };
    });
    expect(modules.length, path).toBeGreaterThan(3);
    expect(Math.min(...modules), path).toBeGreaterThanOrEqual(load);
  }
});

test('A part of the page scrolled past before the app started still loads once it has', async ({
  page,
}) => {
  // The nearby places load as the reader reaches them (src/lib/on-screen.ts); here the reader is
  // at the page's end, past them, before the app watches anything.
  // A short window, so that at the footer the parts above it are off screen.
  await page.setViewportSize({ width: 1280, height: 200 });
  const release = await holdAppScripts(page);
  await page.goto('/detail/kyoto-japan');
  await page.getByText('Copyright ©').scrollIntoViewIfNeeded();
  const nearby = page.waitForRequest((r) => /\/service\/kyoto-japan\/nearby/.test(r.url()));
  release();
  const h1 = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect.poll(() => takenOver(h1)).toBe(true);
  await nearby;
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('Stylesheets in the page: /login asks for none and is styled; a later page brings its own, which apply', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.css')) stylesheets.push(pathname);
  });
  await page.goto('/login');
  const h1 = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect.poll(() => takenOver(h1)).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(stylesheets).toEqual([]);
  // The form field's own stylesheet, from the page.
  await expect(page.getByLabel('Email')).toHaveCSS('min-height', '44px');

  await navbar(page).getByRole('link', { name: 'Home' }).click();
  await expect(h1).toHaveText('Discover the world with a guide you can trust');
  expect(stylesheets).toEqual([expect.stringMatching(/^\/assets\/home-[\w-]+\.css$/)]);
  await expect(page.getByRole('main').locator('img').first()).toHaveCSS('object-fit', 'cover');
});

test('Rendered /login: a login sent before the app has taken the page over is held, never posted, and signs in once it has', async ({
  page,
}) => {
  const user = await newUser('early-login');
  const sent: { method: string; url: string }[] = [];
  page.on('request', (r) => sent.push({ method: r.method(), url: r.url() }));
  // The app's code waits: the form is the page's little script's alone (src/app/before-start.ts).
  const release = await holdAppScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // Held: no post that would come back unread, and what was typed stays.
  await expect(page.getByLabel('Password')).toHaveValue(user.password);
  release();
  await expect(page).toHaveURL('/');
  await expect(
    navbar(page).getByRole('button', { name: 'Sing Out', includeHidden: true }),
  ).toBeAttached();
  expect(sent.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/login')).toEqual(
    [],
  );
  for (const { url } of sent) {
    expect(decodeURIComponent(url)).not.toContain(user.password);
  }
});

test('Installable: Chromium reads the page’s manifest without errors, and each maskable icon keeps its drawing in the safe zone', async ({
  page,
  baseURL,
}) => {
  await page.goto('/detail/kyoto-japan');
  await expect(page).toHaveTitle('View Details - My Tourist Guide');
  const cdp = await page.context().newCDPSession(page);
  // Chromium fetches the manifest it finds linked (under the page's CSP) and parses it.
  const { url, errors, data } = await cdp.send('Page.getAppManifest');
  expect(new URL(url).pathname).toBe('/manifest.webmanifest');
  expect(errors).toEqual([]);
  const manifest = JSON.parse(data ?? '') as {
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
  // What Chromium checks before it offers to install the site (the icons' download included),
  // in a profile of its own: Playwright's contexts are incognito, where it offers nothing.
  const profileDir = await mkdtemp(path.join(tmpdir(), 'tg-install-'));
  const profile = await chromium.launchPersistentContext(profileDir, {
    executablePath: resolveChromium(),
    args: [...CHROMIUM_FLAGS],
    baseURL,
  });
  try {
    const tab = profile.pages()[0] ?? (await profile.newPage());
    await tab.goto('/detail/kyoto-japan');
    const { installabilityErrors } = await (
      await profile.newCDPSession(tab)
    ).send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await profile.close();
    await rm(profileDir, { recursive: true, force: true });
  }

  const maskable = manifest.icons.filter((icon) => icon.purpose === 'maskable');
  expect(maskable.map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512']);
  for (const icon of maskable) {
    // A launcher may cut the icon to any shape holding the centred circle of 40% of its side:
    // outside it, every pixel is the opaque background; inside it, the compass.
    const pixels = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.drawImage(img, 0, 0);
      const {
        data: rgba,
        width,
        height,
      } = context.getImageData(0, 0, img.naturalWidth, img.naturalHeight);
      const radius = 0.4 * width;
      const same = (i: number) =>
        rgba[i] === rgba[0] &&
        rgba[i + 1] === rgba[1] &&
        rgba[i + 2] === rgba[2] &&
        rgba[i + 3] === 255;
      let outsideOff = 0;
      let insideOff = 0;
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          const inside = (x + 0.5 - width / 2) ** 2 + (y + 0.5 - height / 2) ** 2 <= radius ** 2;
          if (same((y * width + x) * 4)) continue;
          if (inside) insideOff += 1;
          else outsideOff += 1;
        }
      }
      return { size: `${width}x${height}`, corner: rgba[3], outsideOff, insideOff };
    }, icon.src);
    expect(pixels.size, icon.src).toBe(icon.sizes);
    expect(pixels.corner, `${icon.src}: a full-bleed background`).toBe(255);
    expect(pixels.outsideOff, `${icon.src}: pixels drawn outside the safe zone`).toBe(0);
    expect(pixels.insideOff, `${icon.src}: the compass`).toBeGreaterThan(0);
  }
});
/** /account's introduction, the same for every reader. */
const ACCOUNT_INTRO = /^How you appear beside your reviews and how you sign in\./;

test('Rendered /account and /auth/action without JavaScript: each page’s heading and what it is waiting for', async ({
  browser,
  page,
  baseURL,
}) => {
  // The guard needs the fixture's page to have shown a title.
  await page.goto('/');
  await expect(page).toHaveTitle('Home - My Tourist Guide');

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const noJs = await context.newPage();
    const main = noJs.getByRole('main');
    await noJs.goto('/account');
    await expect(noJs).toHaveTitle('Account - My Tourist Guide');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Your account');
    // The page's largest text comes with the page, not with the session (its LCP: docs/performance.md).
    await expect(main.getByText(ACCOUNT_INTRO)).toBeVisible();
    await expect(main.getByRole('status')).toHaveText('Checking sign-in…');

    const link = '/auth/action?mode=resetPassword&oobCode=a-code-never-shown';
    const answer = await noJs.goto(link);
    await expect(noJs).toHaveTitle('Checking Link - My Tourist Guide');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Checking your link…');
    await expect(main.getByRole('status')).toHaveText('Asking the sign-in service');
    expect(await answer!.text()).not.toContain('a-code-never-shown');

    await noJs.goto('/auth/action?mode=recoverEmail&oobCode=c');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('This link is not complete');
    await expect(main.getByRole('link', { name: 'Ask for a new password link' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  } finally {
    await context.close();
  }
});

test('Rendered /account: the app takes over the server’s heading and fills in the account below it', async ({
  page,
}) => {
  const user = await newUser('rendered-account');
  await logInFromLoginPage(page, user);

  const release = await holdAppScripts(page);
  await page.goto('/account', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  const h1 = main.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText('Your account');
  await expect(main.getByText('Checking sign-in…')).toBeVisible();
  expect(await takenOver(h1)).toBe(false);
  // Mark the server's heading and introduction: a page drawn again from scratch would replace them.
  const intro = main.getByText(ACCOUNT_INTRO);
  for (const element of [h1, intro]) {
    await element.evaluate((el) => Object.assign(el, { fromServer: true }));
  }

  release();
  await expect(main.getByRole('region', { name: 'Profile' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Email' })).toContainText(user.email);
  expect(await takenOver(h1)).toBe(true);
  for (const element of [h1, intro]) {
    expect(
      await element.evaluate((el) => (el as HTMLElement & { fromServer?: boolean }).fromServer),
    ).toBe(true);
  }
  await expect(main.getByText('Checking sign-in…')).toHaveCount(0);
});

test.describe('with no service worker', () => {
  // The worker a first page registers serves the app's files from its caches, where holding them
  // back (page.route) cannot reach: each page here starts from the network, as a first visit.
  test.use({ serviceWorkers: 'block' });

  test('Rendered My Review, /owner and /admin: the server’s introduction and waiting state come first; the app keeps that introduction and fills in the signed-in person’s list below it', async ({
    page,
    request,
  }) => {
    const place = (await listServices(request)).find((s) => s._id !== 'petra-jordan')!;
    const [reader, owner, admin] = await Promise.all([
      newUser('rendered-my-review', 'Rita Rendered'),
      newVerifiedUser('rendered-owner', 'Otto Rendered'),
      createTestAdmin(),
    ]);
    await createReviewViaApi(reader, place, 'Rendered list, first paint.');
    await addOwner(admin, place._id, owner.email);

    const main = page.getByRole('main');
    const pages = [
      {
        person: reader,
        path: '/review',
        intro: /^Every place you have reviewed/,
        // The spec's state while the sign-in loads: a disabled loading button.
        waiting: main.getByRole('button', { name: 'loading' }),
        filled: async () => {
          await expect(
            main.getByRole('heading', { name: 'You have total review : 1' }),
          ).toBeVisible();
          await expect(main.getByRole('row')).toHaveCount(2);
        },
      },
      {
        person: owner,
        path: '/owner',
        intro: /^Answer the reviews of the places you own\./,
        waiting: main.getByText('Checking sign-in…'),
        filled: () => expect(main.getByRole('region', { name: place.title })).toBeVisible(),
      },
      {
        person: admin,
        path: '/admin',
        intro: /^Every place on the guide, by name\./,
        waiting: main.getByText('Checking sign-in…'),
        filled: () => expect(main.getByRole('table')).toBeVisible(),
      },
    ];
    for (const { person, path, intro: introText, waiting, filled } of pages) {
      await signOutIfIn(page);
      await logInFromLoginPage(page, person);
      const release = await holdAppScripts(page);
      await page.goto(path, { waitUntil: 'commit' });
      const intro = main.getByText(introText);
      await expect(intro, path).toBeVisible();
      if (path === '/review') await expect(waiting).toBeDisabled();
      else await expect(waiting).toBeVisible();
      expect(await takenOver(intro), path).toBe(false);
      await intro.evaluate((el) => Object.assign(el, { fromServer: true }));

      release();
      await filled();
      expect(await takenOver(intro), path).toBe(true);
      expect(
        await intro.evaluate((el) => (el as HTMLElement & { fromServer?: boolean }).fromServer),
        path,
      ).toBe(true);
      await page.unrouteAll();
    }
  });
});

/** Adds an owner to a place through the API, keeping the owners it already has. */
async function addOwner(admin: { idToken: string }, placeId: string, email: string) {
  const url = `${process.env.TG_SITE_URL}/api/admin/service/${encodeURIComponent(placeId)}/owners`;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${admin.idToken}` };
  const current = await fetch(url, { headers });
  expect(current.status).toBe(200);
  const { owners } = (await current.json()) as { owners: string[] };
  const saved = await fetch(url, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ emails: [...owners, email] }),
  });
  expect(saved.status).toBe(200);
}

/**
 * Signs whoever is signed in out, from the home page's navbar (a page that is theirs would send
 * them to the login form, which then brings the next person back to it).
 */
async function signOutIfIn(page: Page) {
  if (page.url() === 'about:blank') return;
  await page.goto('/');
  const signOut = navbar(page).getByRole('button', { name: 'Sing Out' });
  await expect(signOut.or(navbar(page).getByRole('link', { name: 'Login' }))).toBeVisible();
  if (await signOut.isVisible()) {
    await signOut.click();
    await expect(navbar(page).getByRole('link', { name: 'Login' })).toBeVisible();
  }
}

test('Rendered /account, signed out: the app sends the reader to the login form, then back', async ({
  page,
}) => {
  const user = await newUser('rendered-account-out');
  await page.goto('/account');
  await expect(page).toHaveURL('/login');
  await logIn(page, user);
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('main').getByRole('region', { name: 'Profile' })).toBeVisible();
});

test('Rendered /auth/action: the server sends "Checking your link…" without the code and leaves the link unused; the app checks it', async ({
  page,
  request,
}) => {
  const user = await newUser('rendered-verify');
  const link = actionPage(await sendOobCode(user, 'VERIFY_EMAIL'));
  const code = new URL(link, 'http://x').searchParams.get('oobCode')!;

  // The server's answer: the page without the code, the address still unconfirmed.
  const html = await (await request.get(link)).text();
  expect(html).toContain('Checking your link…');
  expect(html).not.toContain(code);
  expect((await lookupAccount(user.email))?.emailVerified).not.toBe(true);

  // On a phone, where the card's height decides where the footer is.
  await page.setViewportSize({ width: 360, height: 740 });
  const release = await holdAppScripts(page);
  await page.goto(link, { waitUntil: 'commit' });
  const main = page.getByRole('main');
  const h1 = main.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText('Checking your link…');
  expect(await takenOver(h1)).toBe(false);
  expect((await lookupAccount(user.email))?.emailVerified).not.toBe(true);
  // The footer is there from the first paint, and the answer does not move it.
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  const footerTop = async () => (await footer.boundingBox())?.y;
  const before = await footerTop();

  release();
  await expect(h1).toHaveText('Your email address is verified');
  expect((await lookupAccount(user.email))?.emailVerified).toBe(true);
  expect(await footerTop()).toBe(before);
});
