import { test, expect } from './support/fixtures';
import { openReviewForm, reviewRow, storedReviews, submitReview } from './support/reviews';
import { listServices } from './support/services';
import { logInFromLoginPage, newUser } from './support/users';

test('Hostile text: a review of `<img src=x onerror=alert(1)>` shows as plain text and runs nothing', async ({
  page,
  request,
  guard,
}) => {
  const hostile = '<img src=x onerror=alert(1)>';
  const [service] = await listServices(request);
  const user = await newUser('hostile', '<b>Mallory</b>');
  await logInFromLoginPage(page, user);

  await openReviewForm(page, service!);
  await expect(page.getByRole('main').getByLabel('Name')).toHaveValue('<b>Mallory</b>');
  await submitReview(page, hostile);

  await page.goto('/review');
  const row = reviewRow(page, service!.title);
  await expect(row.getByRole('cell').nth(2)).toHaveText(hostile);
  await expect(row.getByRole('cell').nth(3)).toHaveText('<b>Mallory</b>');
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('main b')).toHaveCount(0);

  await row.getByRole('link', { name: 'Edit Review' }).click();
  await expect(page.getByRole('main').getByLabel('Review')).toHaveValue(hostile);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  // Give an injected image time to fail and fire its handler, then check nothing ran.
  await page.waitForLoadState('networkidle');
  expect(guard.dialogs).toEqual([]);
  expect((await storedReviews(user.email))[0]?.message).toBe(hostile);
});
