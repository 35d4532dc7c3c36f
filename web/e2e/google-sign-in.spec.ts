import { test, expect, atPage } from './support/fixtures';
import { navbar, uniqueEmail } from './support/users';

test('Google sign-in: "Login With Google" opens the Auth emulator popup, and the new account is signed in', async ({
  page,
}) => {
  const email = uniqueEmail('google');
  await page.goto('/login');
  await atPage(page, 'login');

  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Login With Google' }).click();
  const popup = await popupOpened;
  // The emulator's page styles itself from unpkg and Google Fonts; without internet, skip them.
  await popup.route(/unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com/, (route) =>
    route.abort(),
  );
  await expect(popup).toHaveURL(/\/emulator\/auth\/handler\?.*providerId=google\.com/);
  await popup.getByText('Add new account').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill('Grace Google');
  await popup.locator('#sign-in').click();
  await popup.waitForEvent('close');

  await expect(page).toHaveURL('/');
  await expect(navbar(page).getByRole('link', { name: 'My Review' })).toBeVisible();
  await expect(navbar(page).getByRole('button', { name: 'Sing Out' })).toBeVisible();
  await expect(navbar(page).getByRole('link', { name: 'Login' })).toHaveCount(0);

  // The Google identity is a real session: the API accepts its token and knows its email.
  await page.goto('/review');
  await expect(page.getByRole('heading', { name: 'You have total review : 0' })).toBeVisible();
  await page.goto('/allService');
  await page.getByRole('link', { name: 'View Details' }).first().click();
  await page.getByRole('link', { name: 'Add Review' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('Grace Google');
  await expect(page.getByLabel('Email')).toHaveValue(email);
});
