import type { Locator, Page, Request } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { test, expect, atPage } from './support/fixtures';
import { createReviewViaApi } from './support/reviews';
import { findMisspeltPlace } from './support/search';
import { catalogPage, listServices } from './support/services';
import { newUser } from './support/users';

/*
 * Finding places on /allService against the seeded catalogue (26 real places, six regions).
 * Expectations come from the API at the time of the journey: other journeys rate places,
 * which moves the recommended order, so only filters on seeded facts (titles, regions,
 * prices) are spelled out here.
 */

// These journeys hold the API's answers back with page.route, which Playwright cannot do for a
// request the service worker answers (src/sw.ts fetches a place's data itself): they run
// without it. Offline and the worker's answers are e2e/offline.spec.ts's.
test.use({ serviceWorkers: 'block' });

const titlesOf = (cards: Locator) => cards.getByRole('heading', { level: 2 });
const results = (page: Page) =>
  page.getByRole('main').getByRole('list').first().getByRole('listitem');
const status = (page: Page) => page.getByRole('main').getByRole('status');
const catalogCalls = (requests: Request[]) =>
  requests.filter((r) => new URL(r.url()).pathname === '/api/catalog');

test('Find places: search, region, price, rating and sort live in the URL; share it, go back, show more, clear an empty search', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const everything = await listServices(request);
  const first = await catalogPage(request);
  expect(first.total).toBe(everything.length);
  expect(first.items).toHaveLength(12);

  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));

  // The whole catalogue, a page at a time, each place exactly once.
  await page.goto('/allService');
  await expect(page).toHaveTitle('AllService - My Tourist Guide');
  await expect(status(page)).toHaveText(`${first.total} places to explore`);
  await expect(titlesOf(results(page))).toHaveText(first.items.map((s) => s.title));
  await expect(page.getByText(`Showing 12 of ${first.total}`)).toBeVisible();
  const showMore = page.getByRole('button', { name: 'Show more' });
  // The page is rendered on the server: its button answers once the app has taken it over.
  await expect
    .poll(() => showMore.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__react'))))
    .toBe(true);
  while (await showMore.isVisible()) {
    const before = await results(page).count();
    await showMore.click();
    await expect(results(page)).not.toHaveCount(before);
  }
  await expect(results(page)).toHaveCount(everything.length);
  const shown = await titlesOf(results(page)).allTextContents();
  expect([...shown].sort()).toEqual(everything.map((s) => s.title).sort());
  await expect(showMore).toHaveCount(0);

  // Typing searches once it pauses: one request for the whole word, accents do not matter.
  const search = page.getByRole('searchbox', { name: 'Search places' });
  const callsBefore = catalogCalls(requests).length;
  await search.pressSequentially('sao paulo', { delay: 60 });
  await expect(page).toHaveURL('/allService?q=sao+paulo');
  await expect(titlesOf(results(page))).toHaveText(['São Paulo, Brazil']);
  await expect(status(page)).toHaveText('1 place matches');
  expect(catalogCalls(requests).length - callsBefore, 'requests while typing').toBe(1);

  // A slow answer to an older search never replaces a newer one.
  let releaseSlow = () => {};
  const slowReleased = new Promise<void>((resolve) => (releaseSlow = resolve));
  await page.route(/\/api\/catalog\?q=lisbon/, async (route) => {
    await slowReleased;
    // The page may have given up on it already (a newer search aborts the older one).
    await route.continue().catch(() => {});
  });
  const slowAsked = page.waitForRequest(/\/api\/catalog\?q=lisbon/);
  await search.fill('lisbon');
  await slowAsked;
  await expect(status(page)).toHaveText('Searching…');
  await search.fill('kyoto');
  await expect(titlesOf(results(page))).toHaveText(['Kyoto, Japan']);
  releaseSlow();
  await page.waitForTimeout(1000);
  await expect(titlesOf(results(page))).toHaveText(['Kyoto, Japan']);
  await expect(page).toHaveURL('/allService?q=kyoto');
  await page.unroute(/\/api\/catalog\?q=lisbon/);

  // A region chip, a price ceiling and a sort, with the keyboard where a person would.
  await search.fill('');
  await expect(status(page)).toHaveText(`${first.total} places to explore`);
  const oceania = page.getByRole('button', { name: 'Oceania' });
  await oceania.focus();
  await page.keyboard.press('Enter');
  await expect(oceania).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'All regions' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  const inOceania = everything.filter((s) => s.region === 'Oceania');
  await expect(status(page)).toHaveText(`${inOceania.length} places match`);
  await expect(results(page)).toHaveCount(inOceania.length);

  await page.getByLabel('Highest price').fill('3000');
  const affordable = inOceania.filter((s) => s.price <= 3000).sort((a, b) => a.price - b.price);
  expect(affordable.length, 'seeded Oceania places under $3,000').toBeGreaterThanOrEqual(2);
  await expect(page).toHaveURL('/allService?region=Oceania&maxPrice=3000');
  await expect(results(page)).toHaveCount(affordable.length);

  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL('/allService?region=Oceania&maxPrice=3000&sort=price');
  await expect(titlesOf(results(page))).toHaveText(affordable.map((s) => s.title));
  await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
  await expect(titlesOf(results(page))).toHaveText(affordable.map((s) => s.title).reverse());
  const shared = page.url();
  await expectAccessible(page, 'all services, filtered');
  await atPage(page, 'catalog-filtered');

  // The URL is the search: another visitor opening it sees the same places and controls.
  const other = await browser.newContext();
  try {
    const visitor = await other.newPage();
    await visitor.goto(shared);
    await expect(titlesOf(results(visitor))).toHaveText(affordable.map((s) => s.title).reverse());
    await expect(visitor.getByRole('button', { name: 'Oceania' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(visitor.getByLabel('Highest price')).toHaveValue('3000');
    await expect(visitor.getByLabel('Sort by')).toHaveValue('-price');
    await expect(status(visitor)).toHaveText(`${affordable.length} places match`);
  } finally {
    await other.close();
  }

  // Back undoes one choice at a time; reload keeps where you are.
  await page.goBack();
  await expect(page).toHaveURL('/allService?region=Oceania&maxPrice=3000&sort=price');
  await expect(titlesOf(results(page))).toHaveText(affordable.map((s) => s.title));
  await expect(page.getByLabel('Sort by')).toHaveValue('price');
  await page.goBack();
  await expect(page).toHaveURL('/allService?region=Oceania&maxPrice=3000');
  await expect(page.getByLabel('Sort by')).toHaveValue('recommended');
  await page.reload();
  await expect(page.getByLabel('Highest price')).toHaveValue('3000');
  await expect(results(page)).toHaveCount(affordable.length);

  // Minimum rating: a place rated five stars now is among "4.5 stars and up" in its region.
  const marrakech = everything.find((s) => s.title === 'Marrakech, Morocco')!;
  const rater = await newUser('catalog', 'Rita Rater');
  await createReviewViaApi(rater, marrakech, 'The souks at dawn were unforgettable.', 5);
  await page.goto('/allService?region=Africa');
  await page.getByLabel('Rating').selectOption({ label: '4.5 stars and up' });
  await expect(page).toHaveURL('/allService?region=Africa&minRating=4.5');
  // Lists are cached for up to 10 s: reload as a person would until the new rating shows.
  await expect(async () => {
    await page.reload();
    await expect(titlesOf(results(page))).toContainText(['Marrakech, Morocco'], { timeout: 2000 });
  }).toPass({ timeout: 45_000, intervals: [1000, 2000, 5000] });
  const expected = await catalogPage(request, { region: 'Africa', minRating: '4.5' });
  await expect(titlesOf(results(page))).toHaveText(expected.items.map((s) => s.title));
  for (const place of expected.items) expect(place.rating.average).toBeGreaterThanOrEqual(4.5);
  // Under three ratings is too few to show stars: the card says so.
  const rated = expected.items.find((s) => s.title === marrakech.title)!;
  expect(rated.rating.count).toBeGreaterThanOrEqual(1);
  const card = results(page).filter({
    has: page.getByRole('heading', { name: marrakech.title, exact: true }),
  });
  if (rated.rating.count < 3)
    await expect(card).toContainText(`Few reviews (${rated.rating.count})`);
  else await expect(card).toContainText(`(${rated.rating.count} ratings)`);

  // Nothing matches: say so, and one button clears every filter but the sort.
  await page.goto('/allService?sort=title');
  await search.fill('xqzvv');
  await expect(page.getByText('No places match your search.')).toBeVisible();
  await expect(status(page)).toHaveText('0 places match');
  await expectAccessible(page, 'all services, nothing found');
  await atPage(page, 'catalog-empty');
  await page.getByRole('main').getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(page).toHaveURL('/allService?sort=title');
  await expect(search).toHaveValue('');
  // A search typed while a place is opening (its answer held back past the typing pause)
  // never pulls the visitor back to the list once the place has opened.
  const target = results(page).first();
  const targetTitle = (await titlesOf(target).textContent())!;
  let releasePlace = () => {};
  const placeReleased = new Promise<void>((resolve) => (releasePlace = resolve));
  await page.route(/\/api\/service\/[^/?]+$/, async (route) => {
    await placeReleased;
    await route.continue();
  });
  const opening = page.waitForRequest(/\/api\/service\/[^/?]+$/);
  await target.getByRole('link', { name: 'View Details' }).click();
  await opening;
  await search.fill('ky');
  await page.waitForTimeout(1000);
  releasePlace();
  await expect(page).toHaveURL(/\/detail\//);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(targetTitle);
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/detail\//);
  await page.unroute(/\/api\/service\/[^/?]+$/);
  await page.goBack();

  const byName = await catalogPage(request, { sort: 'title' });
  expect(byName.total).toBe(everything.length);
  await expect(titlesOf(results(page))).toHaveText(byName.items.map((s) => s.title));
});

test('Find places: a misspelt place in any word order is found first and opened; "Did you mean" offers a query that finds something', async ({
  page,
}) => {
  await findMisspeltPlace(page);
  await expectAccessible(page, 'all services, a suggestion followed');
});
