import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { backdateSignIn, lookupAccount } from '@tourist-guide/testing';
import { placeOfflineUrls, SAVED_PLACES_CACHE } from '../src/lib/offline';
import { expectAccessible } from './support/axe';
import { test, expect, atPage } from './support/fixtures';
import { actionPage, continueUrlOf, latestOobCode } from './support/oob-codes';
import { READERS_PHOTO_HOST } from './support/photos';
import { createReviewViaApi } from './support/reviews';
import { listServices, type Service } from './support/services';
import { logInFromLoginPage, navbar, newUser, uniqueEmail, whenAppHas } from './support/users';

const PHOTO = `${READERS_PHOTO_HOST}/ada.png`;

/**
 * What this browser keeps of a reader's saved places: the cookie the server renders /saved from,
 * the list kept for reading offline, and how many of the place's offline copies are cached.
 */
async function keptOnDevice(page: Page, place: Service) {
  const cookie = (await page.context().cookies()).some((c) => c.name === '__session');
  const kept = await page.evaluate(
    async ({ cacheName, urls }) => ({
      list: Object.keys(localStorage).some((key) => key.startsWith('tg:saved:')),
      offlineCopies: (await caches.has(cacheName))
        ? (
            await Promise.all(urls.map(async (url) => (await caches.open(cacheName)).match(url)))
          ).filter((answer) => answer !== undefined).length
        : 0,
    }),
    { cacheName: SAVED_PLACES_CACHE, urls: placeOfflineUrls(place) },
  );
  return { cookie, ...kept };
}

test('Forgot password: a link by email, a new password, signed in; the used link then says so', async ({
  page,
  guard,
}) => {
  const user = await newUser('reset');
  const main = page.getByRole('main');

  await page.goto('/login');
  await main.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/reset-password');
  await expect(page).toHaveTitle('Reset Password - My Tourist Guide');
  await expectAccessible(page, 'reset password');

  // An address without an account gets the same answer as one with (no enumeration). The Auth
  // emulator refuses it (EMAIL_NOT_FOUND), and the browser logs that answer; a project with email
  // enumeration protection (the default since 2023) answers 200 instead.
  guard.allowConsoleError(/status of 400 .*accounts:sendOobCode/);
  const sent = main.getByText(/^If an account exists for that address, we have sent a link/);
  await main.getByLabel('Email').fill(uniqueEmail('nobody'));
  await main.getByRole('button', { name: 'Send me a link' }).click();
  await expect(sent).toBeVisible();
  await main.getByLabel('Email').fill(user.email);
  await main.getByRole('button', { name: 'Send me a link' }).click();
  await expect(sent).toBeVisible();
  await atPage(page, 'reset-password-sent');

  const code = await latestOobCode(user.email, 'PASSWORD_RESET');
  expect(continueUrlOf(code)).toBe(`${new URL(page.url()).origin}/login`);

  await page.goto(actionPage(code));
  await expect(main.getByText(`For ${user.email}`)).toBeVisible();
  await expectAccessible(page, 'new password');
  await atPage(page, 'new-password');
  await main.getByLabel('New password').fill('brand-new-secret-42');
  await main.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL('/');
  await expect(
    navbar(page).getByRole('button', { name: 'Sing Out', includeHidden: true }),
  ).toBeAttached();
  await expect(page.getByText('Your new password is set. Welcome back!')).toBeVisible();

  // The link worked once. Checking it again fails at the provider, which the page logs.
  guard.allowConsoleError(/auth\/invalid-action-code/);
  guard.allowConsoleError(/status of 400 .*accounts:resetPassword/);
  await page.goto(actionPage(code));
  await expect(main.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await main.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL('/reset-password');
});

test('Sign-up emails a verification link; the site confirms the address and /account shows it', async ({
  page,
}) => {
  const email = uniqueEmail('verify');
  const main = page.getByRole('main');

  await page.goto('/signup');
  await whenAppHas(main.getByRole('button', { name: 'Sign Up' }));
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill('correct-horse-42');
  await main.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText(`We have emailed ${email} a link`)).toBeVisible();

  await page.goto('/account');
  const emailSection = main.getByRole('region', { name: 'Email' });
  await expect(emailSection.getByText('Not verified')).toBeVisible();

  const code = await latestOobCode(email, 'VERIFY_EMAIL');
  expect(continueUrlOf(code)).toBe(`${new URL(page.url()).origin}/account`);
  await page.goto(actionPage(code));
  await expect(main.getByRole('heading', { name: 'Your email address is verified' })).toBeVisible();
  expect(await lookupAccount(email)).toMatchObject({ emailVerified: true });

  await main.getByRole('link', { name: 'Go to your account' }).click();
  await expect(page).toHaveURL('/account');
  await expect(emailSection.getByText('Verified', { exact: true })).toBeVisible();
  await expect(
    emailSection.getByRole('button', { name: 'Send verification email again' }),
  ).toHaveCount(0);
  await expectAccessible(page, 'account');
  await atPage(page, 'account');
});

test('A new name and photo show in the navbar; "Download my data" saves them in one JSON file', async ({
  page,
}) => {
  const user = await newUser('profile', 'Ada Traveller');
  const [place] = await listServices(page.request);
  await createReviewViaApi(user, place!, 'Quiet mornings and kind people.', 5);
  await logInFromLoginPage(page, user);
  const main = page.getByRole('main');

  await navbar(page).getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL('/account');
  const profile = main.getByRole('region', { name: 'Profile' });
  await profile.getByLabel('Display name').fill('Ada Byron');
  await profile.getByLabel('Photo URL').fill(PHOTO);
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();

  // The navbar shows the new photo (loaded: the CSP lets https pictures through).
  const avatar = navbar(page).getByRole('link', { name: 'Account' }).locator('img');
  await expect(avatar).toHaveAttribute('src', PHOTO);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  expect(await lookupAccount(user.email)).toMatchObject({
    displayName: 'Ada Byron',
    photoUrl: PHOTO,
  });
  await atPage(page, 'account-profile');

  const download = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.json$/);
  const exported = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
    account: { email: string; displayName: string; photoURL: string };
    reviews: { message: string }[];
  };
  expect(exported.account).toMatchObject({
    email: user.email,
    displayName: 'Ada Byron',
    photoURL: PHOTO,
  });
  expect(exported.reviews.map((r) => r.message)).toEqual(['Quiet mornings and kind people.']);
});

test('Delete my account: after confirming, the reader is signed out, nothing of theirs stays on the device, and they cannot sign in again', async ({
  page,
  guard,
}) => {
  const user = await newUser('delete');
  const [place] = await listServices(page.request);
  await createReviewViaApi(user, place!, 'Worth the early start.', 4);
  await logInFromLoginPage(page, user);
  const main = page.getByRole('main');

  // A place saved: its list, the cookie /saved is rendered from and its offline copy are kept on
  // the device (lib/offline.ts), as sign-out would find them.
  await page.goto(`/detail/${encodeURIComponent(place!._id)}`);
  await main.getByRole('button', { name: `Save ${place!.title}`, exact: true }).click();
  await expect(
    main.getByRole('button', { name: `Saved ${place!.title}`, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(() => keptOnDevice(page, place!))
    .toEqual({
      cookie: true,
      list: true,
      offlineCopies: placeOfflineUrls(place!).length,
    });

  await page.goto('/account');
  await main.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'delete dialog');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await expect(navbar(page).getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await lookupAccount(user.email)).toBeUndefined();

  // As after sign-out: no saved list, no cookie, no offline copy (the worker may still be
  // dropping it), and /saved names nothing of theirs for whoever uses this browser next.
  await expect
    .poll(() => keptOnDevice(page, place!))
    .toEqual({ cookie: false, list: false, offlineCopies: 0 });
  const html = await (await page.request.get('/saved')).text();
  expect(html).not.toContain(place!.title);

  // Its password no longer signs in: the provider's error shows, as for any failed login.
  guard.allowConsoleError(/auth\/(user-not-found|invalid-credential|invalid-login-credentials)/);
  guard.allowConsoleError(/status of 400 .*accounts:signInWithPassword/);
  await page.goto('/login');
  await main.getByLabel('Email').fill(user.email);
  await main.getByLabel('Password').fill(user.password);
  await main.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(main.getByRole('alert')).toHaveText(
    /auth\/(user-not-found|invalid-credential|invalid-login-credentials)/,
  );
  await expect(page).toHaveURL('/login');
});

test('Delete my account after a sign-in too old for the API: the dialog asks for the password, then deletes', async ({
  page,
  guard,
}) => {
  const user = await newUser('delete-reauth');
  await logInFromLoginPage(page, user);
  const main = page.getByRole('main');

  // The reader signed in ten minutes ago. Saving the profile refreshes the token, which then
  // says so (auth_time), as the SDK's hourly refresh would.
  await backdateSignIn(user.uid, 10 * 60);
  await page.goto('/account');
  const profile = main.getByRole('region', { name: 'Profile' });
  await profile.getByLabel('Display name').fill('Ada Later');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();

  // The API refuses the first attempt (401 requires_recent_login), which the browser logs.
  guard.allowConsoleError(/status of 401 .*\/api\/account/);
  await main.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('enter your password again to delete it')).toBeVisible();
  expect(await lookupAccount(user.email)).toBeDefined();

  await dialog.getByLabel('Password').fill(user.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  expect(await lookupAccount(user.email)).toBeUndefined();
});
