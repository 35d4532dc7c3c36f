import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { placeOfflineUrls, SAVED_PLACES_CACHE } from '../src/lib/offline';
import { expectAccessible } from './support/axe';
import { atPage, expect, test } from './support/fixtures';
import { createReviewViaApi } from './support/reviews';
import { listServices, type Service } from './support/services';
import { logInFromLoginPage, newUser } from './support/users';

/*
 * Offline (issue 28): the service worker (src/sw.ts) serves each saved place's page, data and
 * pictures without a network, and /saved with the list kept on the device; a page never saved
 * shows the site's offline page; back online the pages are fresh again; and a new deploy's worker
 * takes over the page.
 */

const site = process.env.TG_SITE_URL ?? '';
/** The suite's own copy of the build that Hosting serves (emulators/stack/src/suite.ts, prepareSite). */
const servedWorker = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'dist-emulators',
  `test-${new URL(site).port}`,
  'sw.js',
);

/**
 * Resolves once the site's worker is active and controls the page. A page whose navigation began
 * while the worker was still activating stays without one (the next navigation has it): reloaded.
 */
async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const controlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!(await controlled())) await page.reload();
  expect(await controlled(), 'a service worker controls the page').toBe(true);
}

/** Every picture on the page has loaded (each brought into view first: the strip's are lazy). */
async function expectPicturesLoaded(page: Page): Promise<void> {
  const pictures = page.getByRole('main').locator('img');
  expect(await pictures.count()).toBeGreaterThan(1);
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

test('Offline: saved places open with their pictures, others show the offline page; back online they are fresh, and a new deploy takes over', async ({
  page,
  context,
  request,
  guard,
}) => {
  const places = (await listServices(request)).filter((place) => place.photos.length > 1);
  expect(places.length, 'seeded places with several pictures').toBeGreaterThanOrEqual(3);
  const [first, second, unsaved] = places.slice(-3) as [Service, Service, Service];
  const reader = await newUser('offline', 'Olive Offline');

  await logInFromLoginPage(page, reader);
  // Saved from each place's page with its Save button, online, and each page left as soon as the
  // API has agreed: the app then hands the place's page, data and pictures to the worker
  // (lib/offline.ts), whose fetches go on after the page is gone.
  const main = page.getByRole('main');
  const keptList = () =>
    page.evaluate((key) => localStorage.getItem(key) ?? '', `tg:saved:${reader.uid}`);
  await page.goto(`/detail/${encodeURIComponent(first._id)}`);
  await controlledByWorker(page);
  for (const place of [first, second]) {
    await page.goto(`/detail/${encodeURIComponent(place._id)}`);
    await main.getByRole('button', { name: `Save ${place.title}`, exact: true }).click();
    await expect(
      main.getByRole('button', { name: `Saved ${place.title}`, exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    // The list kept on the device takes the place once the API agreed, in the same task that
    // hands the place to the worker.
    await expect.poll(keptList).toContain(`"_id":${JSON.stringify(place._id)}`);
  }
  // With the worker in charge, the server's statuses still reach the browser.
  guard.allowConsoleError(/status of 404 .*\/detail\/no-such-place/);
  const notFound = await page.goto('/detail/no-such-place');
  expect(notFound?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that");
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // Both copies were finished by the worker, after the pages that asked for them were left.
  const missing = (urls: string[]) =>
    page.evaluate(
      async ({ cacheName, urls }) => {
        const cache = await caches.open(cacheName);
        const kept = await Promise.all(urls.map((url) => cache.match(url)));
        return urls.filter((_, at) => kept[at] === undefined);
      },
      { cacheName: SAVED_PLACES_CACHE, urls },
    );
  await expect
    .poll(() => missing([...placeOfflineUrls(first), ...placeOfflineUrls(second)]))
    .toEqual([]);

  await context.setOffline(true);
  // Offline, the browser logs every request that cannot leave (the reader's private calls, the
  // Auth emulator): the app expects them to fail and shows the saved copy.
  guard.allowConsoleError(/net::ERR_INTERNET_DISCONNECTED/);
  // /saved (the app shell, never opened online): the list kept on the device, most recent first.
  await page.goto('/saved');
  await expect(
    page.getByText(/You are offline: this is the copy of your saved places/),
  ).toBeVisible();
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([second.title, first.title]);
  // From there to a place in the app, then to the other by its address: each with its pictures.
  await main
    .getByRole('listitem')
    .filter({ hasText: first.title })
    .getByRole('link', { name: 'View Details' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  await expectPicturesLoaded(page);
  await page.goto(`/detail/${encodeURIComponent(second._id)}`);
  await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
  await expectPicturesLoaded(page);
  // Its toggle says it is saved, from the copy kept on the device.
  await expect(
    main.getByRole('button', { name: `Saved ${second.title}`, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await atPage(page, 'offline-saved-place');

  const answer = await page.goto(`/detail/${encodeURIComponent(unsaved._id)}`);
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('This page has not been saved for offline reading')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your saved places' })).toHaveAttribute(
    'href',
    '/saved',
  );
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  await atPage(page, 'offline-page');
  await expectAccessible(page, 'the offline page');

  // Back online: a new review on a saved place is on its page, and in its saved copy.
  await context.setOffline(false);
  const news = `Back online ${Date.now()}: the ferry runs again.`;
  await createReviewViaApi(reader, first, news);
  const firstPage = `/detail/${encodeURIComponent(first._id)}`;
  await page.goto(firstPage);
  await expect(page.getByText(news)).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        async ({ cacheName, url }) =>
          (await (await caches.open(cacheName)).match(url))?.text() ?? '',
        { cacheName: SAVED_PLACES_CACHE, url: firstPage },
      ),
    )
    .toContain(news);

  // A new deploy: the served worker changes by a byte; the new one takes the page over and the
  // page offers to reload into it.
  // Not while the page is still fetching: the old worker hands over once its requests are done.
  await page.waitForLoadState('networkidle');
  const deployed = await readFile(servedWorker, 'utf8');
  try {
    await writeFile(servedWorker, `${deployed}\n// the next deploy\n`);
    const served = await (await fetch(`${site}/sw.js`)).text();
    expect(served.endsWith('// the next deploy\n'), 'Hosting serves the changed worker').toBe(true);
    const tookOver = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const before = navigator.serviceWorker.controller;
      const changed = new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve('changed'), {
          once: true,
        }),
      );
      await registration.update();
      const outcome = await Promise.race([
        changed,
        new Promise((resolve) => setTimeout(() => resolve('no change in 30 s'), 30_000)),
      ]);
      return {
        outcome,
        waiting: registration.waiting !== null,
        newController:
          navigator.serviceWorker.controller !== null &&
          navigator.serviceWorker.controller !== before,
      };
    });
    expect(tookOver, 'the new worker controls the page').toEqual({
      outcome: 'changed',
      waiting: false,
      newController: true,
    });
    await expect(page.getByText('A new version of the site is ready.')).toBeVisible();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(page.getByText('A new version of the site is ready.')).toBeHidden();
    await controlledByWorker(page);
  } finally {
    await writeFile(servedWorker, deployed);
  }
});
