import { test, expect, atPage } from './support/fixtures';
import {
  DELETE_CONFIRMATION,
  openReviewForm,
  reviewRow,
  starChoice,
  storedReview,
  storedReviews,
  submitReview,
} from './support/reviews';
import { listServices, smallImage } from './support/services';
import { logInFromLoginPage, navbar, newUser } from './support/users';

test('Review lifecycle: add from a detail page, list in My Review, edit, and delete after confirming', async ({
  page,
  request,
  guard,
}) => {
  const [first, second] = await listServices(request);
  const user = await newUser('lifecycle', 'Ada Traveller');
  await logInFromLoginPage(page, user);

  // Add: the form names the place, prefills the name and shows the email read-only.
  await openReviewForm(page, first!);
  const main = page.getByRole('main');
  await expect(page).toHaveTitle(/ - My Tourist Guide$/);
  await expect(main.getByText('Place Name')).toBeVisible();
  await expect(main.getByText(first!.title, { exact: true })).toBeVisible();
  await expect(main.getByLabel('Name')).toHaveValue('Ada Traveller');
  const email = main.getByLabel('Email');
  await expect(email).toHaveValue(user.email);
  await expect(email).toHaveAttribute('readonly', '');
  await expect(email).not.toBeEditable();
  await expect(main.getByLabel('Message')).toHaveAttribute('placeholder', 'Your review put here');
  await atPage(page, 'review-form');
  await submitReview(page, 'Sunsets over the caldera were unforgettable.');

  await openReviewForm(page, second!);
  await submitReview(page, 'Temples at dawn, before the crowds.');
  expect((await storedReviews(user.email)).length).toBe(2);

  // One review per place: a second one is refused, and the form offers to edit the first.
  guard.allowConsoleError(/409|already reviewed/);
  await openReviewForm(page, first!);
  await starChoice(page, 3).check();
  await page.getByPlaceholder('Your review put here').fill('Reviewing it twice.');
  await page.getByRole('button', { name: 'Review submit' }).click();
  await expect(main.getByRole('alert')).toContainText('You have already reviewed this place');
  await main.getByRole('link', { name: 'Edit your review' }).click();
  await expect(page).toHaveURL(/^[^?]*\/update\/[\w-]+$/);
  await expect(main.getByLabel('Review')).toHaveValue(
    'Sunsets over the caldera were unforgettable.',
  );
  expect((await storedReviews(user.email)).length).toBe(2);

  // My Review: the count, the columns and one row per review with its picture.
  await navbar(page).getByRole('link', { name: 'My Review' }).click();
  await expect(page).toHaveURL('/review');
  await expect(page).toHaveTitle('My Review - My Tourist Guide');
  await expect(main.getByRole('heading', { name: 'You have total review : 2' })).toBeVisible();
  await expect(main.getByRole('columnheader')).toHaveText([
    'picture',
    'Title',
    'Review',
    'Customer',
    'Delete',
    'Update',
  ]);
  const row = reviewRow(page, first!.title);
  const cells = row.getByRole('cell');
  await expect(cells).toHaveCount(6);
  await expect(cells.nth(1)).toHaveText(first!.title);
  await expect(cells.nth(2)).toHaveText('Sunsets over the caldera were unforgettable.');
  await expect(cells.nth(3)).toHaveText('Ada Traveller');
  await expect(cells.nth(4).getByRole('button')).toHaveText('Delete');
  await expect(cells.nth(5).getByRole('link')).toHaveText('Edit Review');
  const picture = row.getByRole('img', { name: first!.title });
  await expect(picture).toHaveAttribute('src', smallImage(first!.img));
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await atPage(page, 'my-review');

  // Edit: the form holds the current text; saving shows the toast and the new text.
  const [stored] = (await storedReviews(user.email)).filter((r) => r.service === first!._id);
  await row.getByRole('link', { name: 'Edit Review' }).click();
  await expect(page).toHaveURL(`/update/${stored!._id}`);
  const text = main.getByLabel('Review');
  await expect(text).toHaveValue('Sunsets over the caldera were unforgettable.');
  await atPage(page, 'update-review');
  await text.fill('Even better the second time: book the sunset cruise.');
  await main.getByRole('button', { name: 'Update Review' }).click();
  await expect(page.getByText('Review Updated', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/review');
  await expect(row.getByRole('cell').nth(2)).toHaveText(
    'Even better the second time: book the sunset cruise.',
  );
  expect((await storedReview(stored!._id))?.message).toBe(
    'Even better the second time: book the sunset cruise.',
  );

  // Delete, cancelled: nothing changes.
  guard.expectDialog({ type: 'confirm', message: DELETE_CONFIRMATION, action: 'dismiss' });
  await reviewRow(page, second!.title).getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => guard.dialogs.length).toBe(1);
  await expect(main.getByRole('heading', { name: 'You have total review : 2' })).toBeVisible();
  await expect(reviewRow(page, second!.title)).toHaveCount(1);
  expect((await storedReviews(user.email)).length).toBe(2);

  // Delete, confirmed: the toast, one fewer, and gone from the database.
  guard.expectDialog({ type: 'confirm', message: DELETE_CONFIRMATION, action: 'accept' });
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Review Deleted Successfully')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'You have total review : 1' })).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await storedReview(stored!._id)).toBeUndefined();
  expect(guard.dialogs).toEqual([
    `confirm: ${DELETE_CONFIRMATION}`,
    `confirm: ${DELETE_CONFIRMATION}`,
  ]);

  await page.reload();
  await expect(main.getByRole('heading', { name: 'You have total review : 1' })).toBeVisible();
  await expect(reviewRow(page, second!.title)).toHaveCount(1);
});
