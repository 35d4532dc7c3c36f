import type { Browser, Page } from '@playwright/test';
import { createTestAdmin, type TestUser } from '@tourist-guide/testing';
import { paths } from '@/config/paths';
import { expectAccessible } from './support/axe';
import { atPage, expect, test } from './support/fixtures';
import { madePng, SMALL_JPEG } from './support/photos';
import { storedReviews, starChoice } from './support/reviews';
import { logIn, newUser } from './support/users';

// The reader who takes the photos holds a phone (the journey's own, guarded page); the visitors
// after her sit at a desktop.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
const DESKTOP = { viewport: { width: 1366, height: 900 } };

async function callApi<T>(path: string, init: RequestInit, token: string): Promise<T> {
  const response = await fetch(`${process.env.TG_SITE_URL}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  });
  expect(response.ok, `${init.method ?? 'GET'} /api${path}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

/** A place of the journey's own, so no other journey's place gains or loses photos. */
async function addPlace(admin: TestUser): Promise<string> {
  const title = `Photo Point ${Date.now().toString(36)}`;
  const { insertedId } = await callApi<{ insertedId: string }>(
    '/admin/service',
    {
      method: 'POST',
      body: JSON.stringify({
        title,
        description: `${title} is where the photos journey's reader takes pictures to share.`,
        price: 900,
        country: 'Testland',
        region: 'Europe',
        img: '/images/services/kyoto-japan-800.webp',
        photos: ['/images/services/kyoto-japan-800.webp'],
      }),
    },
    admin.idToken,
  );
  return insertedId;
}

const photosSection = (page: Page) => page.getByRole('region', { name: "Travellers' photos" });

/** The place's page as a visitor opens it in a new browser (nothing cached), on a desktop. */
async function visitorOpens(browser: Browser, placeId: string) {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  const photos = page.waitForResponse((r) => /\/api\/service\/[^/]+\/photos\?/.test(r.url()));
  await page.goto(paths.serviceDetail.to(placeId));
  return { context, page, photos };
}

test("Travellers' photos: a reader adds two photos to a review on a phone, with progress bars; a visitor sees them and opens the gallery; hidden by a moderator, they are gone", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const [reader, admin] = await Promise.all([
    newUser('photos-reader', 'Pia Photographer'),
    createTestAdmin(),
  ]);
  const placeId = await addPlace(admin);

  // Pia writes her review on her phone and adds a PNG and a JPEG, describing the first.
  await page.goto(paths.login);
  await logIn(page, reader);
  await page.goto(paths.addReview.to(placeId));
  await expect(page.getByRole('heading', { name: 'Review Form' })).toBeVisible();
  await page.getByLabel('Add photos').setInputFiles([
    { name: 'harbour.png', mimeType: 'image/png', buffer: madePng(120, 80, [20, 90, 160]) },
    { name: 'market.jpg', mimeType: 'image/jpeg', buffer: SMALL_JPEG },
  ]);
  const first = page.getByRole('listitem', { name: 'Photo 1 of 2' });
  const second = page.getByRole('listitem', { name: 'Photo 2 of 2' });
  await expect(first).toContainText('harbour.png');
  await expect(second).toContainText('Uploaded when you submit your review');
  // Each drawn from its file before it is sent (a blob: URL the page's CSP allows).
  for (const row of [first, second]) {
    const preview = row.locator('img');
    await expect(preview).toHaveAttribute('src', /^blob:/);
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
  await first.getByLabel('Describe this photo').fill('Blue boats in the harbour');
  await expectAccessible(page, 'the review form with photos');

  await starChoice(page, 5).check();
  await page.getByPlaceholder('Your review put here').fill('Boats, nets and the morning market.');
  await page.getByRole('button', { name: 'Review submit' }).click();
  await expect(page.getByText('Review Added Successfully')).toBeVisible();

  // Each photo uploads in turn; its progress bar ends full, and it shows as the API made it.
  for (const [row, name] of [
    [first, 'harbour.png'],
    [second, 'market.jpg'],
  ] as const) {
    await expect(row).toContainText('Added');
    const bar = row.getByRole('progressbar', { name: `Upload of ${name}` });
    await expect(bar).toHaveAttribute('value', '1');
    await expect(bar).toHaveAttribute('max', '1');
  }
  await expect(first.getByRole('status')).toHaveText('Description saved.');
  await atPage(page, 'review-form-photos');
  const [stored] = await storedReviews(reader.email);
  const saved = await callApi<{ photos: { alt: string }[] }>(
    `/review/${stored!._id}`,
    {},
    reader.idToken,
  );
  expect(saved.photos.map((p) => p.alt)).toEqual(['Blue boats in the harbour', '']);

  // On the place's page (scrolled to, as the section loads on the way), the travellers' photos
  // and the review's own thumbnails, loaded from the local Storage emulator under the CSP.
  await page.goto(paths.serviceDetail.to(placeId));
  await page.getByText('Boats, nets and the morning market.').scrollIntoViewIfNeeded();
  const section = photosSection(page);
  await expect(section).toContainText("2 photos from travellers' reviews");
  await expect(section.getByRole('img')).toHaveCount(2);
  await expect(section.getByRole('img', { name: 'Blue boats in the harbour' })).toHaveJSProperty(
    'complete',
    true,
  );
  expect(
    await section
      .getByRole('img', { name: 'Blue boats in the harbour' })
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  await expect(
    page.getByRole('list', { name: "Photos from Pia Photographer's review" }).getByRole('img'),
  ).toHaveCount(2);
  await atPage(page, 'place-travellers-photos');

  // A visitor on a desktop opens the gallery on the newest photo (first), and finds its review.
  const visit = await visitorOpens(browser, placeId);
  const section2 = photosSection(visit.page);
  await section2
    .getByRole('button', { name: "Open full screen: Photo from Pia Photographer's review" })
    .click();
  await expect(visit.page.getByText("Travellers' photos, picture 1 of 2")).toBeAttached();
  const viewer = visit.page.locator('.PhotoView-Portal');
  await expect(viewer.getByRole('link', { name: "Read Pia Photographer's review" })).toBeVisible();
  await viewer.getByRole('link', { name: "Read Pia Photographer's review" }).click();
  await expect(viewer).toHaveCount(0);
  await expect(visit.page).toHaveURL(/#review-/);
  await visit.context.close();

  // A moderator hides the review: a visitor (a new browser, nothing cached) sees no photos.
  await callApi(
    `/admin/review/${stored!._id}`,
    { method: 'PUT', body: JSON.stringify({ hidden: true }) },
    admin.idToken,
  );
  const after = await visitorOpens(browser, placeId);
  expect((await (await after.photos).json()) as { items: unknown[] }).toEqual({
    items: [],
    nextCursor: null,
  });
  await expect(after.page.getByText('Be the first to review this place.')).toBeVisible();
  await expect(after.page.getByRole('heading', { name: "Travellers' photos" })).toHaveCount(0);
  await expect(after.page.getByRole('img', { name: /Blue boats|Pia Photographer/ })).toHaveCount(0);
  await after.context.close();
});
