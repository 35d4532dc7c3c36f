import { expectAccessible } from './support/axe';
import { test, expect, atPage } from './support/fixtures';
import { createReviewViaApi } from './support/reviews';
import { listServices } from './support/services';
import { logInFromLoginPage, newUser } from './support/users';

test('Accessibility: no serious or critical axe violations on the main pages', async ({
  page,
  request,
}) => {
  const services = await listServices(request);
  const [first, second] = services;
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

  await page.goto('/signup');
  await expect(main.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  await expectAccessible(page, 'sign-up');

  await page.goto('/login');
  await expect(main.getByRole('button', { name: 'Login With Google' })).toBeVisible();
  await expectAccessible(page, 'login');

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
