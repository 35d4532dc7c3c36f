import type { Locator, Page } from '@playwright/test';
import { test, expect, atPage } from './support/fixtures';
import { lookupAccount } from '@tourist-guide/testing';
import { READERS_PHOTO_HOST } from './support/photos';
import { logIn, navbar, newUser, uniqueEmail, whenAppHas } from './support/users';

/** The error shows in red, under the form's submit button. */
async function expectRedErrorUnder(page: Page, button: Locator, message: RegExp) {
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toHaveText(message);
  const color = await alert.evaluate((element) => getComputedStyle(element).color);
  const [red, green, blue] = (color.match(/\d+/g) ?? []).map(Number) as [number, number, number];
  expect(red, `error colour ${color} is red`).toBeGreaterThanOrEqual(150);
  expect(red - Math.max(green, blue), `error colour ${color} is red`).toBeGreaterThanOrEqual(80);
  const buttonBox = (await button.boundingBox())!;
  const alertBox = (await alert.boundingBox())!;
  expect(alertBox.y, 'the error is below the button').toBeGreaterThanOrEqual(
    buttonBox.y + buttonBox.height,
  );
}

/** The Auth SDK's chunks this page fetches from now on, as they are requested. */
function recordSdkChunks(page: Page): string[] {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(firebase|sdk)-[\w-]+\.js$/.test(request.url())) {
      chunks.push(request.url());
    }
  });
  return chunks;
}

test('Sign-up with name and photo URL lands on / signed in; sign-out shows Login; provider errors show in red', async ({
  page,
  guard,
}) => {
  const email = uniqueEmail('signup');
  const password = 'correct-horse-42';

  await page.goto('/signup');
  await atPage(page, 'signup');
  await expect(page).toHaveTitle('Sign Up - My Tourist Guide');
  const main = page.getByRole('main');
  const submit = main.getByRole('button', { name: 'Sign Up' });
  await whenAppHas(submit);
  await main.getByLabel('Name').fill('Ada Lovelace');
  await main.getByLabel('photoURL').fill(`${READERS_PHOTO_HOST}/ada.png`);
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill(password);
  await submit.click();

  await expect(page).toHaveURL('/');
  await expect(navbar(page).getByRole('link', { name: 'My Review' })).toBeVisible();
  await expect(navbar(page).getByRole('button', { name: 'Sing Out' })).toBeVisible();
  await expect(navbar(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(
    navbar(page).getByRole('link', { name: 'Account', includeHidden: true }).locator('img'),
  ).toHaveAttribute('src', `${READERS_PHOTO_HOST}/ada.png`);
  const account = await lookupAccount(email);
  expect(account).toMatchObject({
    email,
    displayName: 'Ada Lovelace',
    photoUrl: `${READERS_PHOTO_HOST}/ada.png`,
  });

  // Sign out: the navbar offers Login again, and the spec's stored 'token' is removed.
  await page.evaluate(() => localStorage.setItem('token', 'left-over'));
  await navbar(page).getByRole('button', { name: 'Sing Out' }).click();
  await expect(navbar(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(navbar(page).getByRole('link', { name: 'My Review' })).toHaveCount(0);
  await expect(navbar(page).getByRole('button', { name: 'Sing Out' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The provider's errors are shown (and logged, which is expected here).
  guard.allowConsoleError(/auth\/email-already-in-use/);
  guard.allowConsoleError(/auth\/(wrong-password|invalid-credential)/);
  guard.allowConsoleError(/status of 400 .*accounts:(signUp|signInWithPassword)/);

  await page.goto('/signup');
  await whenAppHas(submit);
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill('another-pass-42');
  await submit.click();
  await expectRedErrorUnder(page, submit, /auth\/email-already-in-use/);
  await expect(page).toHaveURL('/signup');
  await atPage(page, 'signup-error');

  // Signed out, the login page loads no Auth SDK until the reader starts on its form; then it
  // fetches it, before any press (prepareSignIn).
  const sdkChunks = recordSdkChunks(page);
  await page.goto('/login');
  const loginButton = main.getByRole('button', { name: 'Login', exact: true });
  await page.waitForLoadState('networkidle');
  expect(sdkChunks, 'the Auth SDK before the reader starts on the form').toEqual([]);
  await main.getByLabel('Email').focus();
  await expect
    .poll(() => sdkChunks.length, 'the Auth SDK once the form is started')
    .toBeGreaterThan(0);
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill('not-the-password');
  await loginButton.click();
  await expectRedErrorUnder(page, loginButton, /auth\/(wrong-password|invalid-credential)/);
  await expect(page).toHaveURL('/login');
  await expect(navbar(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await atPage(page, 'login-error');
});

test('Login redirect: /review while logged out goes to /login, and logging in returns to /review (and shows in another tab)', async ({
  page,
}) => {
  const user = await newUser('redirect');
  // The Auth SDK's chunks, which a signed-out reader's pages never fetch (docs/performance.md).
  const sdkChunks = recordSdkChunks(page);

  await page.goto('/');
  await expect(navbar(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sdkChunks, "the Auth SDK on a signed-out reader's page").toEqual([]);
  // Another tab of the site, on a public page while signed out (no SDK there either).
  const other = await page.context().newPage();
  await other.goto('/allService');
  await expect(navbar(other).getByRole('link', { name: 'Login' })).toBeVisible();

  await page.goto('/review');
  await expect(page).toHaveURL('/login');
  await expect(page).toHaveTitle('Login - My Tourist Guide');
  await atPage(page, 'login');

  await logIn(page, user);
  await expect(page).toHaveURL('/review');
  // The other tab shows the sign-in made here without a reload: the session hint's storage event
  // starts its SDK, which finds the session this tab saved.
  await expect(navbar(other).getByRole('link', { name: 'My Review' })).toBeVisible();
  await expect(navbar(other).getByRole('link', { name: 'Login' })).toHaveCount(0);
  await other.close();
  await expect(page.getByRole('heading', { name: 'You have total review : 0' })).toBeVisible();
  await atPage(page, 'my-review-empty');

  // The login page replaced itself in history: Back goes to where the visitor was before.
  await page.goBack();
  await expect(page).toHaveURL('/');

  // The session survives a full reload, of a signed-in page and of a public one.
  await page.goto('/review');
  await expect(page.getByRole('heading', { name: 'You have total review : 0' })).toBeVisible();
  sdkChunks.length = 0;
  await page.goto('/');
  await expect(navbar(page).getByRole('link', { name: 'My Review' })).toBeVisible();
  await expect(navbar(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
  // The pattern above names the SDK's real chunks: the signed-in reader's page fetched them.
  expect(sdkChunks.length).toBeGreaterThan(0);
});

test('A session the SDK keeps without our hint: pages show the reader signed out and fetch no Auth SDK until /account restores the session', async ({
  page,
}) => {
  const user = await newUser('no-hint');
  await page.goto('/login');
  await logIn(page, user);
  // The SDK's own storage still holds the session; only our hint is gone (docs/web.md).
  await page.evaluate(() => localStorage.removeItem('tg:session'));
  const sdkChunks = recordSdkChunks(page);

  await page.goto('/');
  await expect(navbar(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sdkChunks, 'the Auth SDK without the hint').toEqual([]);
  await expect(navbar(page).getByRole('link', { name: 'Login' })).toBeVisible();

  // The account page needs the session: it starts the SDK, which restores it and writes the hint.
  await page.goto('/account');
  await expect(page.getByRole('main').getByRole('region', { name: 'Profile' })).toBeVisible();
  expect(sdkChunks.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => localStorage.getItem('tg:session'))).toBe('in');
  await page.goto('/');
  await expect(navbar(page).getByRole('link', { name: 'My Review' })).toBeVisible();
});
