import type { Locator, Page } from '@playwright/test';
import { test, expect, atPage } from './support/fixtures';
import { adminScript } from './support/admin';
import { holdAppScripts, takenOver } from './support/hold-scripts';
import { createReviewViaApi, reviewRow } from './support/reviews';
import { findMisspeltPlace } from './support/search';
import { catalogPage, listServices } from './support/services';
import { serveSplitDocuments } from './support/split-documents';
import { logInFromLoginPage, navbar, newUser, newVerifiedUser } from './support/users';

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** Every item of a grid sits in one column: same left edge, each below the previous one. */
async function expectOneColumn(items: Locator, count: number) {
  await expect(items).toHaveCount(count);
  const boxes = [];
  for (let i = 0; i < count; i++) boxes.push((await items.nth(i).boundingBox())!);
  for (let i = 1; i < boxes.length; i++) {
    expect(boxes[i]!.x, `item ${i} is in the first column`).toBeCloseTo(boxes[0]!.x, 0);
    expect(boxes[i]!.y, `item ${i} is below item ${i - 1}`).toBeGreaterThanOrEqual(
      boxes[i - 1]!.y + boxes[i - 1]!.height,
    );
  }
  expect(boxes[0]!.width, 'items use the width of the phone').toBeGreaterThan(PHONE.width * 0.8);
}

/** Nothing sticks out sideways: the page never scrolls horizontally on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'page width on a 390 px phone').toBeLessThanOrEqual(PHONE.width);
}

test('Phone (390x844): the collapsed menu opens and navigates, and grids fall to one column', async ({
  page,
  request,
  guard,
}) => {
  const services = await listServices(request);
  const user = await newUser('phone', 'Pat Phone');
  const service = services[0]!;
  const reviewId = await createReviewViaApi(user, service, 'Lovely on a small screen too.');

  await page.goto('/');
  const menu = navbar(page).getByRole('button', { name: 'Menu' });
  const main = page.getByRole('main');
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(navbar(page).getByRole('link', { name: 'Sign Up' })).toBeHidden();

  const preview = page.getByRole('region', { name: 'Popular places to visit' });
  await expect(preview.getByRole('link', { name: /^Details/ })).toHaveCount(4);
  await expectOneColumn(preview.getByRole('listitem'), 4);
  await expectOneColumn(
    page.getByRole('region', { name: 'Our Special Tour Offer' }).getByRole('listitem'),
    4,
  );
  await expectNoSidewaysScroll(page);
  await atPage(page, 'home');

  // The menu opens, shows the links, and closes after navigating.
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(navbar(page).getByRole('link', { name: 'Home' })).toBeVisible();
  await atPage(page, 'menu-open');
  await navbar(page).getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL('/signup');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(navbar(page).getByRole('link', { name: 'Login' })).toBeHidden();
  await expectNoSidewaysScroll(page);
  await atPage(page, 'signup');

  await menu.click();
  await navbar(page).getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL('/login');
  await expectNoSidewaysScroll(page);
  await atPage(page, 'login');

  await page.goto('/allService');
  const firstPage = await catalogPage(request);
  await expectOneColumn(main.getByRole('listitem'), firstPage.items.length);
  await expectNoSidewaysScroll(page);
  await atPage(page, 'all-services');

  await main.getByRole('link', { name: 'View Details' }).first().click();
  await expect(page).toHaveURL(`/detail/${firstPage.items[0]!._id}`);
  await expectNoSidewaysScroll(page);
  await atPage(page, 'detail');

  // An unknown path answers 404, which Chromium logs.
  guard.allowConsoleError(/status of 404 .*\/no\/such\/page/);
  await page.goto('/no/such/page');
  await expectNoSidewaysScroll(page);
  await atPage(page, 'not-found');

  // Signed in, through the menu: the review pages fit the phone too.
  // Wait for the landing page: the menu closes itself when the page changes.
  await logInFromLoginPage(page, user);
  await menu.click();
  await navbar(page).getByRole('link', { name: 'My Review' }).click();
  await expect(page).toHaveURL('/review');
  await expect(main.getByRole('heading', { name: 'You have total review : 1' })).toBeVisible();
  await expect(reviewRow(page, service.title)).toContainText('Lovely on a small screen too.');
  await expectNoSidewaysScroll(page);
  await atPage(page, 'my-review');

  await page.goto(`/review/${services[1]!._id}`);
  await expect(main.getByRole('heading', { name: 'Review Form' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await atPage(page, 'review-form');

  await page.goto(`/update/${reviewId}`);
  await expect(main.getByLabel('Review')).toHaveValue('Lovely on a small screen too.');
  await expectNoSidewaysScroll(page);
  await atPage(page, 'update-review');

  await menu.click();
  await navbar(page).getByRole('button', { name: 'Sing Out' }).click();
  const login = navbar(page).getByRole('link', { name: 'Login', includeHidden: true });
  await expect(login).toBeAttached();
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  await expect(login).toBeVisible();
});

test('Phone (390x844): on a rendered page the menu opens before the app has started, and stays open when it takes over', async ({
  page,
}) => {
  // The page as it is before the app's code has arrived, its own small script running.
  const release = await holdAppScripts(page);

  await page.goto('/', { waitUntil: 'commit' });
  const toggle = page.getByRole('button', { name: 'Menu' });
  // Sign Up: the links that depend on sign-in wait for the app (the server shows them loading).
  const signUp = navbar(page).getByRole('link', { name: 'Sign Up', exact: true });
  const h1 = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(signUp).toBeHidden();
  await toggle.click();
  await expect(signUp).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(await h1.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__react')))).toBe(
    false,
  );

  release();
  await expect.poll(() => takenOver(h1)).toBe(true);
  // The app took the open menu over: still open, and its toggle now closes it.
  await expect(signUp).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(signUp).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await signUp.click();
  await expect(page).toHaveURL('/signup');
});

test('Phone (390x844): "Talk to a guide" brings the contact form into view, below bands not yet laid out', async ({
  page,
}) => {
  await page.goto('/');
  await atPage(page, 'home');
  // The bands between the hero and the form start with a guessed height (content-visibility);
  // the jump must still end on the form, and stay there once the bands on the way are laid out.
  await page.getByRole('link', { name: 'Talk to a guide' }).click();
  await expect(page).toHaveURL(/#contact$/);
  const form = page.getByRole('form', { name: 'Contact Us' });
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeInViewport();
  await expect(form.getByLabel('Name')).toBeInViewport();
  // Scrolling back up past the bands keeps the page's height: nothing jumps under the reader.
  await page.mouse.wheel(0, -1500);
  await page.mouse.wheel(0, 1500);
  await expect(form.getByLabel('Name')).toBeInViewport();
});

test('Phone (390x844): the catalogue’s filters leave its first place on the first screen, and the chosen region’s chip is in view', async ({
  page,
}) => {
  await page.goto('/allService');
  const main = page.getByRole('main');
  const filters = main.getByRole('search', { name: 'Find a place' });
  for (const label of ['Search places', 'Lowest price', 'Highest price', 'Rating', 'Sort by']) {
    await expect(filters.getByLabel(label)).toBeVisible();
  }
  const first = main.getByRole('listitem').first();
  await expect(first).toBeVisible();
  const card = (await first.boundingBox())!;
  expect(card.y, 'the first place starts on the first screen').toBeLessThan(PHONE.height);

  // The region chips sit in one row that scrolls sideways inside the filters, not the page.
  const chips = filters.getByRole('group', { name: 'Region' }).getByRole('button');
  await expect(chips).toHaveCount(7);
  const tops = await chips.evaluateAll((all) => all.map((c) => c.getBoundingClientRect().top));
  expect(new Set(tops).size, 'the chips share one row').toBe(1);
  await expectNoSidewaysScroll(page);

  // A region chosen from the end of the row is scrolled into view there, the page left where it is.
  await page.goto('/allService?region=Oceania');
  const chosen = filters.getByRole('button', { name: 'Oceania' });
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  await expect(chosen).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectNoSidewaysScroll(page);
  await atPage(page, 'all-services-oceania');
});

/** The sum of the page's layout shifts since it started (those not caused by the reader). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
}

test('Phone (390x844): pages drawn in the browser arrive without moving the footer on screen', async ({
  page,
  guard,
}) => {
  // Short pages, and pages the app draws (no server rendering): while their code or the sign-in
  // state loads, a footer on screen would be pulled up or pushed down when they arrive.
  // The unknown path answers 404, which Chromium logs.
  guard.allowConsoleError(/status of 404 .*\/no\/such\/page/);
  for (const [path, arrivesAt, heading] of [
    ['/no/such/page', '/no/such/page', 'Ops!! Page Not found: 4o4'],
    ['/login', '/login', 'Login'],
    ['/signup', '/signup', 'Sign Up'],
    ['/review', '/login', 'Login'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(arrivesAt);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page), `layout shift on ${path}`).toBeLessThan(0.01);
  }
});

test('Phone (390x844): a short rendered page whose HTML arrives in two parts, cut inside the footer, paints once and does not move the footer', async ({
  page,
  baseURL,
  guard,
}) => {
  // On a slow network the browser may paint the first part alone: a footer cut short sits at the
  // bottom of the screen (the frame fills it), then jumps up when the rest arrives.
  guard.allowConsoleError(/status of 404 .*\/no\/such\/page/);
  const split = await serveSplitDocuments(baseURL!, (html) => {
    const footer = html.indexOf('<footer');
    return footer < 0 ? -1 : html.indexOf('</a>', footer) + '</a>'.length;
  });
  guard.watchOrigin(split.origin);
  try {
    for (const [path, heading] of [
      ['/no/such/page', 'Ops!! Page Not found: 4o4'],
      ['/login', 'Login'],
    ] as const) {
      await page.goto(split.origin + path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
      await page.waitForLoadState('networkidle');
      expect(await layoutShift(page), `layout shift on ${path}`).toBeLessThan(0.01);
    }
  } finally {
    await split.close();
  }
});

test('Phone (390x844): the maintainers’ pages fit the phone, each opened by its address', async ({
  page,
}) => {
  const mo = await newVerifiedUser('admin-phone', 'Mo Phone');
  expect(await adminScript('grant', mo.email)).toContain(`${mo.email} is now an admin`);
  await logInFromLoginPage(page, mo);
  // Opened directly (not from the Admin page), the place form makes its schemas first: zod must
  // already be told not to probe for eval, or the CSP guard sees a violation.
  for (const [path, heading, shot] of [
    ['/admin', 'Places', 'admin-places'],
    ['/admin/reports', 'Reported reviews', 'admin-reports'],
    ['/admin/audit', 'Audit trail', 'admin-audit'],
    ['/admin/places/new', 'Add a place', 'admin-add-place'],
  ] as const) {
    await page.goto(path);
    await expect(
      page.getByRole('main').getByRole('heading', { name: heading, level: 1 }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
    await atPage(page, shot);
  }
});

test('Phone (390x844): a misspelt place is found first and opened; "Did you mean" is a link to follow', async ({
  page,
}) => {
  await findMisspeltPlace(page);
});
