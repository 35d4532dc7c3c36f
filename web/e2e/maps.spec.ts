import type { BrowserContext, Locator, Page } from '@playwright/test';
import { atPage, expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';

/*
 * The maps (issue 45) with every host but the site's and the emulators' unreachable, as offline
 * or in CI: the emulator build names no tile server, so each map is drawn from the world's
 * outline the site ships, with its markers on it.
 */

const PLACE = { id: 'kyoto-japan', title: 'Kyoto, Japan' };
const MAP_CHUNK = /\/assets\/map-[\w-]+\.js$/;

/** Aborts every request to another host; resolves to the list of what was refused. */
async function blockOtherHosts(context: BrowserContext, baseURL: string): Promise<string[]> {
  const local = new Set(['127.0.0.1', 'localhost', '[::1]', new URL(baseURL).hostname]);
  const refused: string[] = [];
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === 'data:' || local.has(url.hostname)) return route.fallback();
    refused.push(url.href);
    await route.abort('internetdisconnected');
  });
  return refused;
}

/** Every map chunk the page has asked for so far. */
function mapChunkRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (MAP_CHUNK.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

/** A marker of `map` whose middle is inside the map's frame (a click there reaches it). */
async function markerInView(map: Locator, markers: Locator): Promise<Locator> {
  const frame = (await map.boundingBox())!;
  for (let i = 0; i < (await markers.count()); i++) {
    const box = await markers.nth(i).boundingBox();
    if (!box) continue;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    if (
      x > frame.x + 20 &&
      x < frame.x + frame.width - 20 &&
      y > frame.y + 20 &&
      y < frame.y + frame.height - 40
    )
      return markers.nth(i);
  }
  throw new Error('no marker inside the map');
}

/** The outline's land, drawn as SVG paths under the markers. */
const land = (map: Locator) => map.locator('svg path.tg-map-land');

test("a place's map: the outline and the place's marker with no other host reachable; the keyboard pans and zooms", async ({
  page,
  context,
  baseURL,
}) => {
  const refused = await blockOtherHosts(context, baseURL!);
  await page.goto(`/detail/${PLACE.id}`);
  const map = page.getByRole('region', { name: `Map of ${PLACE.title}` });
  await map.scrollIntoViewIfNeeded();

  await expect(land(map).first()).toBeAttached();
  expect(await land(map).count()).toBeGreaterThan(50);
  const marker = map.getByRole('button', { name: PLACE.title, exact: true });
  await expect(marker).toBeVisible();
  await expect(map.getByRole('link', { name: 'Natural Earth' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in your map app' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=35\.0116&mlon=135\.7681#map=/,
  );

  // The map takes the focus, shows it, and its keys move it: an arrow pans, + zooms in.
  await map.focus();
  await expect(map).toBeFocused();
  expect(await map.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
  const before = (await marker.boundingBox())!;
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(async () => (await marker.boundingBox())!.x, { message: 'the map panned east' })
    .toBeLessThan(before.x - 40);
  const scale = map.locator('.leaflet-control-scale-line');
  const wide = await scale.textContent();
  await page.keyboard.press('+');
  await expect(scale, 'the map zoomed in: its scale is shorter').not.toHaveText(wide!);

  await marker.press('Enter');
  await expect(map.locator('.leaflet-popup')).toContainText(PLACE.title);
  await expectAccessible(page, 'a place with its map');
  expect(refused, 'requests to other hosts').toEqual([]);
});

test('/allService: the map of the page’s places opens a place from its marker', async ({
  page,
  context,
  baseURL,
}) => {
  const refused = await blockOtherHosts(context, baseURL!);
  const chunks = mapChunkRequests(page);
  await page.goto('/allService');
  await expect(page.getByRole('link', { name: 'View Details' }).first()).toBeVisible();
  expect(chunks, 'no map code before the map is asked for').toEqual([]);

  const toggle = page.getByRole('button', { name: 'Map', exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const map = page.getByRole('region', { name: 'Map of the places listed below' });
  await expect(land(map).first()).toBeAttached();
  const markers = map.locator('.leaflet-marker-icon');
  await expect(markers.first()).toBeVisible();
  // The list stays, under the map.
  await expect(page.getByRole('link', { name: 'View Details' })).toHaveCount(12);

  // A group of crowded places zooms in on them when pressed, and splits.
  const groups = map.locator('.tg-map-group');
  if ((await groups.count()) > 0) {
    const shown = await markers.count();
    await (await markerInView(map, groups)).click();
    await expect.poll(() => markers.count(), { message: 'the group split' }).toBeGreaterThan(shown);
    await expect(map.locator('.leaflet-zoom-anim')).toHaveCount(0);
  }
  await expectAccessible(page, 'all places with the map');

  const pin = await markerInView(map, map.locator('.tg-map-pin'));
  const name = (await pin.getAttribute('aria-label'))!;
  await pin.click();
  const link = map.locator('.leaflet-popup').getByRole('link', { name, exact: true });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/detail\/[\w-]+$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  expect(refused, 'requests to other hosts').toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the place's map loads as it is scrolled to; Near me, refused, says so and keeps the order", async ({
    page,
    context,
    baseURL,
  }) => {
    const refused = await blockOtherHosts(context, baseURL!);
    const chunks = mapChunkRequests(page);
    await page.goto(`/detail/${PLACE.id}`);
    await page.waitForLoadState('networkidle');
    expect(chunks, 'no map code while the map is below the fold').toEqual([]);

    const map = page.getByRole('region', { name: `Map of ${PLACE.title}` });
    await map.scrollIntoViewIfNeeded();
    await expect(land(map).first()).toBeAttached();
    await expect(map.getByRole('button', { name: PLACE.title, exact: true })).toBeVisible();
    expect(chunks).toHaveLength(1);
    await atPage(page, 'place-map');

    // The site's policy lets its own pages ask; the browser refuses (no permission granted).
    const response = await page.goto('/allService');
    expect(response!.headers()['permissions-policy']).toContain('geolocation=(self)');
    const titles = page.getByRole('heading', { level: 2 });
    await expect(titles.first()).toBeVisible();
    const order = await titles.allTextContents();
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'location' })).toHaveText(
      "We couldn't get your location: your browser did not share it. The places keep their usual order.",
    );
    await expect(page).toHaveURL(/\/allService$/);
    expect(await titles.allTextContents()).toEqual(order);

    await page.getByRole('button', { name: 'Map', exact: true }).click();
    const catalogMap = page.getByRole('region', { name: 'Map of the places listed below' });
    await expect(land(catalogMap).first()).toBeAttached();
    await expect(catalogMap.locator('.leaflet-marker-icon').first()).toBeVisible();
    await atPage(page, 'catalog-map');
    expect(refused, 'requests to other hosts').toEqual([]);
  });
});

test.describe('with the location shared', () => {
  // A reader standing in Kyoto's centre, who lets the site know where.
  test.use({
    geolocation: { latitude: 35.011634, longitude: 135.768112 },
    permissions: ['geolocation'],
  });

  test('/allService: Near me lists the places nearest first, each with its distance, the position rounded in the URL', async ({
    page,
  }) => {
    await page.goto('/allService');
    const titles = page.getByRole('heading', { level: 2 });
    await expect(titles.first()).toBeVisible();
    await page.getByRole('button', { name: 'Near me' }).click();

    await expect(page).toHaveURL(/\/allService\?sort=distance&near=35\.01%2C135\.77$/);
    await expect(page.getByRole('button', { name: 'Near me' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(titles.first()).toHaveText(PLACE.title);
    const distances = page.getByText(/^[\d,.]+ (km|mi) away$/);
    await expect(distances.first()).toBeVisible();
    const values = (await distances.allTextContents()).map((text) =>
      Number(text.replace(/[^\d.]/g, '')),
    );
    expect(values.length).toBeGreaterThan(1);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    await expect(page.getByRole('alert').filter({ hasText: 'location' })).toHaveCount(0);
  });
});
