import { test, expect, atPage } from './support/fixtures';
import { createReviewViaApi, storedReview } from './support/reviews';
import { listServices } from './support/services';
import { logInFromLoginPage, navbar, newUser } from './support/users';

test("Isolation: a second user sees none of the first user's reviews and cannot change them", async ({
  page,
  request,
  guard,
}) => {
  const [service] = await listServices(request);
  const owner = await newUser('owner', 'Olive Owner');
  const other = await newUser('other', 'Oscar Other');
  const secret = `Olive's private note ${Date.now()}`;
  const id = await createReviewViaApi(owner, service!, secret);
  const before = await storedReview(id);

  await logInFromLoginPage(page, other);
  await navbar(page).getByRole('link', { name: 'My Review' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'You have total review : 0' })).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  // Opening the owner's edit page: the API refuses (403) and the page says why.
  guard.allowConsoleError(new RegExp(`status of 403 .*/api/review/${id}`));
  await page.goto(`/update/${id}`);
  await expect(
    main.getByRole('heading', { name: 'This review belongs to someone else' }),
  ).toBeVisible();
  await expect(main.getByText('You can only open and edit your own reviews.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'My Review' })).toBeVisible();
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);
  await atPage(page, 'update-someone-elses-review');

  // Going round the UI does not help either: the API refuses the other user's token.
  const put = await request.put(`/api/review/${id}`, {
    headers: { authorization: `Bearer ${other.idToken}` },
    data: { review: 'Hijacked' },
  });
  expect(put.status()).toBe(403);
  const del = await request.delete(`/api/review/${id}`, {
    headers: { authorization: `Bearer ${other.idToken}` },
  });
  expect(del.status()).toBe(403);

  expect(await storedReview(id)).toEqual(before);
});
