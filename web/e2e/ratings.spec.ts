import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { test, expect, atPage } from './support/fixtures';
import { createReviewViaApi, openReviewForm, reviewRow, storedReviews } from './support/reviews';
import { listServices } from './support/services';
import { logInFromLoginPage, navbar, newUser } from './support/users';

/**
 * What another visitor sees changes within the caches' lifetimes (places: 10 s in the
 * browser and the function; a place's reviews: 30 s in the browser), so they reload
 * until it shows, as a person would.
 */
async function afterReloads(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 45_000, intervals: [1000, 2000, 5000] });
}

async function expectSummary(page: Page, average: string, count: string, timeout?: number) {
  const summary = page.getByRole('region', { name: 'Reviews' });
  await expect(
    summary.getByText(new RegExp(`^${average.replace('.', '\\.')} out of 5$`)),
  ).toBeVisible({ timeout });
  await expect(summary.getByText(count, { exact: true })).toBeVisible({ timeout });
  await expect(summary.getByRole('img', { name: `${average} out of 5 stars` })).toBeVisible({
    timeout,
  });
}

test('Ratings: rate with the keyboard alone, a visitor elsewhere sees it, re-rating moves the average, deleting removes it', async ({
  page,
  browser,
  request,
  guard,
}) => {
  // Four waits for other visitors' caches to expire (up to 30 s each) on top of the journey.
  test.setTimeout(180_000);
  // A place nobody else touches in this run: the last of the list.
  const services = await listServices(request);
  const place = services[services.length - 1]!;
  const ada = await newUser('ratings', 'Ada Traveller');
  await logInFromLoginPage(page, ada);

  // Keyboard only: Tab into the stars, arrows to choose, type, Enter to send.
  await openReviewForm(page, place);
  const main = page.getByRole('main');
  await expectAccessible(page, 'review form with stars');
  await main.getByLabel('Name').focus();
  await page.keyboard.press('Tab'); // the read-only email
  await page.keyboard.press('Tab'); // the star group: its first star
  await expect(page.getByRole('radio', { name: '1 star, Terrible' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '4 stars, Very good' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '4 stars, Very good' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(main.getByLabel('Message')).toBeFocused();
  await page.keyboard.type('Four stars: the river walk at dusk is worth the trip.');
  await page.keyboard.press('Tab'); // the photos' file picker, none chosen
  await expect(main.getByLabel('Add photos')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Review submit' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Review Added Successfully')).toBeVisible();
  const [stored] = await storedReviews(ada.email);
  expect(stored).toMatchObject({
    rating: 4,
    message: 'Four stars: the river walk at dusk is worth the trip.',
  });
  await atPage(page, 'rated-review-form');

  // A visitor in another browser sees the review and the rating.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/detail/${place._id}`);
  // The place (and its rating) may come from the API instance's catalogue, which opening the form
  // filled a moment ago; the review list is read afresh.
  await afterReloads(visitor, () => expectSummary(visitor, '4.0', '1 rating', 2000));
  const item = visitor.getByRole('listitem').filter({ hasText: 'the river walk at dusk' });
  await expect(item).toContainText('Ada Traveller');
  await expect(item.getByRole('img', { name: '4.0 out of 5 stars' })).toBeVisible();
  await expect(item).not.toContainText('edited');
  await expect(visitor.getByText('Your review', { exact: true })).toHaveCount(0);
  await expectAccessible(visitor, 'place page with reviews');
  await atPage(visitor, 'place-reviews');

  // Ada marks her own review on the same page and changes her stars from My Review.
  await page.goto(`/detail/${place._id}`);
  await expect(page.getByText('Your review', { exact: true })).toBeVisible();
  await navbar(page).getByRole('link', { name: 'My Review' }).click();
  const row = reviewRow(page, place.title);
  await expect(row.getByRole('img', { name: '4.0 out of 5 stars' })).toBeVisible();
  await row.getByRole('link', { name: 'Edit Review' }).click();
  await expect(page.getByRole('radio', { name: '4 stars, Very good' })).toBeChecked();
  await page.getByRole('radio', { name: '2 stars, Poor' }).check();
  await page.getByRole('button', { name: 'Update Review' }).click();
  await expect(page.getByText('Review Updated')).toBeVisible();

  await afterReloads(visitor, async () => {
    await expectSummary(visitor, '2.0', '1 rating', 2000);
    await expect(item).toContainText('edited', { timeout: 2000 });
  });

  // Someone else's five stars move the average; the card in All places counts the ratings
  // (two are still too few for it to show stars).
  const ben = await newUser('ratings-b', 'Ben Walker');
  await createReviewViaApi(ben, place, 'Loved it, five stars.', 5);
  await afterReloads(visitor, () => expectSummary(visitor, '3.5', '2 ratings', 2000));
  await visitor.goto(`/allService?q=${encodeURIComponent(place.title)}`);
  const card = visitor
    .getByRole('listitem')
    .filter({ has: visitor.getByRole('heading', { name: place.title, exact: true }) });
  await afterReloads(visitor, async () => {
    await expect(card).toContainText('Few reviews (2)', { timeout: 2000 });
  });

  // Ada deletes her review: it leaves the page and the average.
  await page.goto('/review');
  guard.expectDialog({
    type: 'confirm',
    message: 'Are you sure, you want to delete this review',
    action: 'accept',
  });
  await reviewRow(page, place.title).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Review Deleted Successfully')).toBeVisible();
  await visitor.goto(`/detail/${place._id}`);
  await afterReloads(visitor, async () => {
    await expectSummary(visitor, '5.0', '1 rating', 2000);
    await expect(visitor.getByText('the river walk at dusk')).toHaveCount(0, { timeout: 2000 });
  });
  await visitorContext.close();
});
