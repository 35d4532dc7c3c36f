import type { Page } from '@playwright/test';
import { adminScript } from './support/admin';
import { expectAccessible } from './support/axe';
import { test, expect, atPage } from './support/fixtures';
import { createReviewViaApi } from './support/reviews';
import type { Service } from './support/services';
import { logInFromLoginPage, navbar, newUser, newVerifiedUser } from './support/users';

/** Places and their reviews are cached for up to 30 s: reload as a person would until it shows. */
async function afterReloads(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 60_000, intervals: [1000, 2000, 5000] });
}

test('Moderation: a maintainer made by the script adds a place, a reader reports a review, the maintainer hides it, its rating and its author follow', async ({
  page,
  browser,
  guard,
}) => {
  test.setTimeout(180_000);
  const main = page.getByRole('main');

  // The script makes Mo, whose address is verified, a maintainer; the Admin link shows once Mo
  // signs in.
  const mo = await newVerifiedUser('admin', 'Mo Maintainer');
  expect(await adminScript('grant', mo.email)).toContain(`${mo.email} is now an admin`);
  await logInFromLoginPage(page, mo);
  await navbar(page).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page).toHaveTitle('Admin - My Tourist Guide');
  await expect(main.getByRole('heading', { name: 'Places' })).toBeVisible();
  await expect(main.getByRole('row')).not.toHaveCount(0);
  await expectAccessible(page, 'admin places');

  // A new place, with one of the site's pictures and a second one.
  const title = `Lakes of Plitvice ${Date.now().toString(36)}`;
  await main.getByRole('link', { name: 'Add a place' }).click();
  await expect(page).toHaveURL('/admin/places/new');
  await expect(main.getByLabel('Title')).toBeVisible();
  await expectAccessible(page, 'add a place');
  await main.getByRole('button', { name: 'Add place' }).click();
  await expect(main.getByText('Title is required')).toBeVisible();
  await main.getByLabel('Title').fill(title);
  // Once a save has found problems, each one goes as soon as it is put right.
  await expect(main.getByText('Title is required')).toBeHidden();
  await expect(main.getByLabel('Title')).not.toHaveAttribute('aria-invalid');
  await main
    .getByLabel('Description')
    .fill('Sixteen terraced lakes joined by waterfalls in a beech forest, walked on wooden paths.');
  await main.getByLabel('Price (US$)').fill('1650');
  await main.getByLabel('Country').fill('Croatia');
  await main.getByLabel('Region').selectOption('Europe');
  await main.getByLabel('Main picture').selectOption({ label: 'lisbon-portugal-800.webp' });
  await main.getByLabel(/More pictures/).fill('/images/services/lisbon-portugal-2-800.webp');
  await atPage(page, 'admin-add-place');
  await main.getByRole('button', { name: 'Add place' }).click();
  await expect(page.getByText('Place added')).toBeVisible();
  await expect(page).toHaveURL('/admin');
  const row = main.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('On offer');
  await expect(row).toContainText('No ratings');
  const placeUrl = await row.getByRole('link', { name: title }).getAttribute('href');
  const placeId = placeUrl!.replace('/detail/', '');

  // Everyone finds it in All places.
  const readerContext = await browser.newContext();
  const authorContext = await browser.newContext();
  try {
    const reader = await readerContext.newPage();
    await reader.goto('/allService');
    await reader.getByRole('searchbox', { name: 'Search places' }).fill('plitvice');
    await expect(reader.getByRole('main').getByRole('heading', { name: title })).toBeVisible();

    // Two reviews: a one-star advert and a fair five stars.
    const place = { _id: placeId, title, price: 1650 } as Service;
    const spammer = await newUser('spammer', 'Sam Spammer');
    await createReviewViaApi(spammer, place, 'Cheap watches at example dot shop!', 1);
    const fan = await newUser('fan', 'Fay Fan');
    await createReviewViaApi(fan, place, 'Waterfalls everywhere, go early in the morning.', 5);

    // A signed-in reader reports the advert from the place's page.
    const rita = await newUser('reporter', 'Rita Reader');
    await logInFromLoginPage(reader, rita);
    await reader.goto(`/detail/${placeId}`);
    const summary = reader.getByRole('region', { name: 'Reviews' });
    await expect(summary.getByText('2 ratings', { exact: true })).toBeVisible();
    await reader.getByRole('button', { name: 'Report the review by Sam Spammer' }).click();
    await reader.getByRole('radio', { name: 'Spam or advertising' }).check();
    await reader
      .getByRole('textbox', { name: /Anything the moderators should know/ })
      .fill('An advert, not a review.');
    await expectAccessible(reader, 'report a review');
    await reader.getByRole('button', { name: 'Send report' }).click();
    await expect(reader.getByText('Thanks, a moderator will look at this review.')).toBeVisible();
    await expect(reader.getByText('Reported. Thank you.')).toBeVisible();

    // Mo sees it in the queue, with the reason and the note, and hides it.
    await navbar(page).getByRole('link', { name: 'Admin' }).click();
    await main.getByRole('link', { name: 'Reported reviews' }).click();
    await expect(page).toHaveURL('/admin/reports');
    const card = main.getByRole('listitem', { name: new RegExp(`Sam Spammer on ${title}`) });
    await expect(card).toContainText('Reported 1 time: spam ×1');
    await expect(card).toContainText('An advert, not a review.');
    await expect(card).toContainText(spammer.email);
    await expectAccessible(page, 'reported reviews');
    await atPage(page, 'admin-reports');
    await card.getByRole('button', { name: 'Hide' }).click();
    await expect(page.getByText('Review hidden')).toBeVisible();
    await expect(card).toContainText('Hidden');
    await expect(card.getByRole('button', { name: 'Restore' })).toBeVisible();

    // Hiding resolved its report: it leaves the open queue for the resolved one, and the audit
    // trail says who hid it.
    const queues = main.getByRole('navigation', { name: 'Reports' });
    await queues.getByRole('link', { name: 'Resolved' }).click();
    await expect(page).toHaveURL('/admin/reports?status=resolved');
    await expect(card).toContainText('Resolved');
    await queues.getByRole('link', { name: 'Open' }).click();
    await expect(page).toHaveURL('/admin/reports');
    await expect(main.getByRole('heading', { level: 1, name: 'Reported reviews' })).toBeVisible();
    await expect(card).toHaveCount(0);
    await main.getByRole('link', { name: 'Audit trail' }).click();
    await expect(page).toHaveURL('/admin/audit');
    const entry = main.getByRole('row').filter({ hasText: `Sam Spammer <${spammer.email}>` });
    await expect(entry).toContainText('Hid a review');
    await expect(entry).toContainText(mo.email);
    await expect(entry).toContainText(`of "${title}" (1 report: spam ×1)`);
    await expectAccessible(page, 'audit trail');
    await atPage(page, 'admin-audit');

    // The place's page and rating follow (within its caches' lifetimes).
    await afterReloads(reader, async () => {
      await expect(summary.getByText('1 rating', { exact: true })).toBeVisible({ timeout: 2000 });
      await expect(summary.getByText(/^5\.0 out of 5$/)).toBeVisible({ timeout: 2000 });
      await expect(reader.getByText('Cheap watches at example dot shop!')).toHaveCount(0, {
        timeout: 2000,
      });
    });

    // Its author still sees it, marked.
    const author = await authorContext.newPage();
    await logInFromLoginPage(author, spammer);
    await author.goto('/review');
    await expect(author.getByRole('heading', { name: 'You have total review : 1' })).toBeVisible();
    await expect(author.getByRole('row', { name: new RegExp(title) })).toContainText(
      'Hidden by a moderator',
    );
    await atPage(author, 'my-review-hidden');
  } finally {
    await readerContext.close();
    await authorContext.close();
  }

  // Revoked, Mo's sign-in ends and the Admin link goes with the next one. The auth SDK finds
  // out when it next asks the Auth service about the old session, which the browser logs.
  guard.allowConsoleError(
    /400 \(Bad Request\).*identitytoolkit\.googleapis\.com\/v1\/accounts:lookup/,
  );
  expect(await adminScript('revoke', mo.email)).toContain(`${mo.email} is no longer an admin`);
  await page.goto('/');
  await logInAgain(page, mo);
  await expect(navbar(page).getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(
    main.getByRole('heading', { name: "This page is for the guide's maintainers." }),
  ).toBeVisible();
});

/** After a revocation the old session is refused: sign out if the page still shows one, then in. */
async function logInAgain(page: Page, user: { email: string; password: string }) {
  const signOut = navbar(page).getByRole('button', { name: 'Sing Out', includeHidden: true });
  if (await signOut.count()) await signOut.click();
  await logInFromLoginPage(page, user);
}
