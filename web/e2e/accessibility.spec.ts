import { expectAccessible } from './support/axe';
import { holdAppScripts } from './support/hold-scripts';
import { test, expect, atPage } from './support/fixtures';
import { createReviewViaApi } from './support/reviews';
import { listServices } from './support/services';
import { logInFromLoginPage, newUser } from './support/users';

// Each group of pages is a test of its own: axe takes seconds a page on a loaded machine, and nine
// pages in one test outlasted its time limit.
test('Accessibility: no serious or critical axe violations on the public pages', async ({
  page,
  request,
}) => {
  const services = await listServices(request);
  const [first] = services;
  const main = page.getByRole('main');

  await page.goto('/');
  await expect(
    page
      .getByRole('region', { name: 'Popular places to visit' })
      .getByRole('link', { name: /^Details/ }),
  ).toHaveCount(4);
  await expectAccessible(page, 'home');

  await page.goto('/allService');
  await expect(main.getByRole('link', { name: 'View Details' })).toHaveCount(
    Math.min(12, services.length),
  );
  await expectAccessible(page, 'all services');

  await page.goto(`/detail/${first!._id}`);
  await expect(main.getByText('Please login to add a review.')).toBeVisible();
  await expectAccessible(page, 'detail');
});

test('Accessibility: no serious or critical axe violations on the sign-in and status pages', async ({
  page,
  guard,
}) => {
  const main = page.getByRole('main');
  await page.goto('/signup');
  await expect(main.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  await expectAccessible(page, 'sign-up');

  await page.goto('/login');
  await expect(main.getByRole('button', { name: 'Login With Google' })).toBeVisible();
  await expectAccessible(page, 'login');

  // The status pages: the big code is an outline a contrast check would misread as pale text.
  // An unknown path answers 404, which Chromium logs.
  guard.allowConsoleError(/status of 404 .*\/no\/such\/page/);
  await page.goto('/no/such/page');
  await expect(main.getByRole('heading', { name: 'Ops!! Page Not found: 4o4' })).toBeVisible();
  await expectAccessible(page, 'not found');

  // The unknown place's page answers 404, which Chromium logs.
  guard.allowConsoleError(/status of 404 .*\/detail\/no-such-place/);
  await page.goto('/detail/no-such-place');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'unknown place');
});

test('Accessibility: no serious or critical axe violations on the signed-in pages', async ({
  page,
  request,
}) => {
  const [first, second] = await listServices(request);
  const main = page.getByRole('main');
  const user = await newUser('a11y', 'Alex Access');
  await createReviewViaApi(user, second!, 'Clear signs and step-free paths.');
  await logInFromLoginPage(page, user);

  await page.goto(`/review/${first!._id}`);
  await expect(main.getByRole('button', { name: 'Review submit' })).toBeVisible();
  await expectAccessible(page, 'review form');

  await page.goto('/review');
  await expect(main.getByRole('heading', { name: 'You have total review : 1' })).toBeVisible();
  await expectAccessible(page, 'My Review');
  await atPage(page, 'my-review-one');
});

test('Accessibility: with reduced motion asked for, the sign-in check’s spinner stands still', async ({
  page,
}) => {
  // Held app scripts keep the rendered page's "Checking sign-in" status (and its spinner) on.
  const release = await holdAppScripts(page);
  const spinner = page
    .getByRole('status')
    .filter({ hasText: 'Checking sign-in' })
    .locator('span[aria-hidden="true"]');
  const animation = () =>
    spinner.evaluate((el) => {
      const style = getComputedStyle(el);
      return { name: style.animationName, count: style.animationIterationCount };
    });

  // The held entry keeps the load event from firing: the HTML is all there is to wait for.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(spinner).toBeAttached();
  // Without the preference it spins, endlessly.
  expect(await animation()).toEqual({ name: expect.stringMatching(/spin/), count: 'infinite' });

  await page.emulateMedia({ reducedMotion: 'reduce' });
  // With it, its one short turn is over at once: no frame after frame to draw.
  expect(await animation()).toEqual({ name: expect.stringMatching(/spin/), count: '1' });
  release();
});
