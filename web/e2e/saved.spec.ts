import { expectAccessible } from './support/axe';
import { test, expect } from './support/fixtures';
import { holdAppScripts, takenOver } from './support/hold-scripts';
import { logIn, navbar, newUser } from './support/users';

// A service worker in charge would answer the app's scripts from its precache, where no route
// can hold them (holdAppScripts), so whether the app took /saved over before the check below was
// a matter of timing. The worker's part in saving is offline.spec.ts's.
test.use({ serviceWorkers: 'block' });

test('Saved places: a visitor’s Save leads to login and back to the place; a reader saves one there and one from /allService, finds both on /saved most recent first, removes one, and signs out there to the login form', async ({
  page,
}) => {
  const reader = await newUser('saver', 'Sam Saver');
  const main = page.getByRole('main');
  const cards = main.getByRole('list').first().getByRole('listitem');
  /** A place's toggle, whatever it is: a link to log in, or a button "Save"/"Saved" <title>. */
  const toggleIn = (scope: ReturnType<typeof page.locator>) =>
    scope.locator('a, button').filter({ hasText: /^Saved? / });

  // Signed out, on /allService: Save goes to login, and login comes back to that place's page.
  await page.goto('/allService');
  const first = cards.nth(0);
  const firstTitle = (await first.getByRole('heading').textContent())!;
  // Once sign-in is known the toggle is a link to log in. (A press before that is counted once
  // it is known: save-toggle.test.tsx; in Chromium under load one such press in four runs was
  // lost, not yet explained, so the journey presses the link.)
  const toLogin = first.getByRole('link', { name: `Save ${firstTitle}`, exact: true });
  await expect(toLogin).toBeVisible({ timeout: 30_000 });
  await toLogin.click();
  await expect(page).toHaveURL('/login');
  await logIn(page, reader);
  await expect(page).toHaveURL(/\/detail\/[\w-]+$/);
  const firstPath = new URL(page.url()).pathname;
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(firstTitle);

  // On the place's page: Save, pressed.
  const onPage = main.getByRole('button', { name: `Save ${firstTitle}`, exact: true });
  await expect(onPage).toHaveAttribute('aria-pressed', 'false');
  await onPage.click();
  const savedOnPage = main.getByRole('button', { name: `Saved ${firstTitle}`, exact: true });
  await expect(savedOnPage).toHaveAttribute('aria-pressed', 'true');

  // On /allService: the first card shows it saved; the second is saved from its card.
  await page.goto('/allService');
  await expect(toggleIn(cards.nth(0))).toHaveAttribute('aria-pressed', 'true');
  const second = cards.nth(1);
  const secondTitle = (await second.getByRole('heading').textContent())!;
  const secondToggle = second.getByRole('button', { name: `Save ${secondTitle}`, exact: true });
  await expect(secondToggle).toHaveAttribute('aria-pressed', 'false');
  await secondToggle.click();
  await expect(
    second.getByRole('button', { name: `Saved ${secondTitle}`, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');

  // Navbar "Saved": both, the one saved last first.
  await navbar(page).getByRole('link', { name: 'Saved' }).click();
  await expect(page).toHaveURL('/saved');
  await expect(page).toHaveTitle('Saved places - My Tourist Guide');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Saved places');
  const titles = main.getByRole('heading', { level: 2 });
  await expect(titles).toHaveText([secondTitle, firstTitle]);
  await expect(
    main.getByRole('listitem').filter({ hasText: firstTitle }).getByRole('link', {
      name: 'View Details',
    }),
  ).toHaveAttribute('href', firstPath);
  await expectAccessible(page, '/saved');

  // Remove one: it leaves the list, and stays gone once the page is loaded again.
  await main.getByRole('button', { name: `Remove ${firstTitle}`, exact: true }).click();
  await expect(titles).toHaveText([secondTitle]);
  await page.reload();
  await expect(titles).toHaveText([secondTitle]);

  // The list as this browser last saw it, named in the cookie it sends with /saved only: the
  // server renders the page with its cards before any script runs, and the app keeps that card.
  expect((await page.context().cookies()).filter((c) => c.name === '__session')).toEqual([
    expect.objectContaining({ path: '/saved', httpOnly: false, sameSite: 'Lax' }),
  ]);
  const release = await holdAppScripts(page);
  await page.goto('/saved', { waitUntil: 'commit' });
  const kept = main.getByRole('listitem').filter({ hasText: secondTitle });
  await expect(kept.getByRole('img', { name: secondTitle })).toBeVisible();
  expect(await takenOver(kept)).toBe(false);
  await kept.evaluate((el) => Object.assign(el, { fromServer: true }));
  release();
  await expect(navbar(page).getByRole('button', { name: 'Sing Out' })).toBeVisible();
  await expect.poll(() => takenOver(kept)).toBe(true);
  expect(
    await kept.evaluate((el) => (el as HTMLElement & { fromServer?: boolean }).fromServer),
  ).toBe(true);
  await expect(titles).toHaveText([secondTitle]);
  await page.unrouteAll();
  // A browser that has not seen the list yet: the server's page waits on sign-in, and the app
  // fills in the list (and names it for the next visit). The page is left first: the app, still
  // reading the list, would otherwise name it in the cookie again after it was cleared.
  await page.goto('about:blank');
  await page.context().clearCookies({ name: '__session' });
  const waiting = await page.goto('/saved');
  expect(await waiting?.text()).not.toContain(secondTitle);
  await expect(titles).toHaveText([secondTitle]);
  expect((await page.context().cookies()).map((c) => c.name)).toContain('__session');

  // Sign out on /saved: the login form, once, and no way back (a redirect loop would show /saved
  // or /login again among the page's URLs).
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(new URL(frame.url()).pathname);
  });
  await navbar(page).getByRole('button', { name: 'Sing Out' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page).toHaveTitle('Login - My Tourist Guide');
  await expect(main.getByLabel('Email')).toBeVisible();
  await expect(main.getByLabel('Password')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(navbar(page).getByRole('link', { name: 'Login' })).toBeVisible();
  expect(urls).toEqual(['/login']);
  // Nothing of the reader's is left for the server to render.
  expect((await page.context().cookies()).filter((c) => c.name === '__session')).toEqual([]);
  const html = await (await page.request.get('/saved')).text();
  expect(html).not.toContain(secondTitle);
});
