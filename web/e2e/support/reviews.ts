import { emulatorDb } from '@tourist-guide/testing';
import { expect, type Page } from '@playwright/test';
import type { NewReview } from '@contract/reviews';
import type { Service } from './services';

export const DELETE_CONFIRMATION = 'Are you sure, you want to delete this review';

/** A review as Firestore holds it: the API's fields, with the stored timestamps as they are. */
export type StoredReview = NewReview & { _id: string; updatedAt?: unknown };

/** What Firestore holds for one user's reviews (read with the Admin SDK, not through the app). */
export async function storedReviews(email: string): Promise<StoredReview[]> {
  const snap = await emulatorDb().collection('reviews').where('email', '==', email).get();
  return snap.docs.map((doc) => ({ _id: doc.id, ...(doc.data() as Omit<StoredReview, '_id'>) }));
}

export async function storedReview(id: string): Promise<StoredReview | undefined> {
  const doc = await emulatorDb().collection('reviews').doc(id).get();
  return doc.exists ? { _id: doc.id, ...(doc.data() as Omit<StoredReview, '_id'>) } : undefined;
}

/** Creates a review through the API as `user` (set-up for journeys that test something else). */
export async function createReviewViaApi(
  user: { email: string; idToken: string; displayName: string },
  service: Service,
  message: string,
  rating?: number,
): Promise<string> {
  const response = await fetch(`${process.env.TG_SITE_URL}/api/review`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.idToken}` },
    body: JSON.stringify({
      service: service._id,
      serviceName: service.title,
      price: service.price,
      customer: user.displayName,
      email: user.email,
      message,
      ...(rating === undefined ? {} : { rating }),
    }),
  });
  expect(response.status, 'POST /api/review').toBe(201);
  const body = (await response.json()) as { insertedId: string };
  return body.insertedId;
}

/** Finds a service by name on All services, opens its detail page, then its review form. */
export async function openReviewForm(page: Page, service: Service): Promise<void> {
  await page.goto('/allService');
  await page.getByRole('searchbox', { name: 'Search places' }).fill(service.title);
  await expect(page).toHaveURL(/[?&]q=/);
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: service.title, exact: true }) })
    .getByRole('link', { name: 'View Details' })
    .click();
  await expect(page).toHaveURL(`/detail/${service._id}`);
  await page.getByRole('link', { name: 'Add Review' }).click();
  await expect(page).toHaveURL(`/review/${service._id}`);
  await expect(page.getByRole('heading', { name: 'Review Form' })).toBeVisible();
}

/** The review form's star choice for `stars` (its radio's accessible name starts with it). */
export const starChoice = (page: Page, stars: number) =>
  page.getByRole('radio', { name: new RegExp(`^${stars} stars?,`) });

/** Chooses the stars and fills the review form's message, submits it and waits for the success toast. */
export async function submitReview(page: Page, message: string, stars = 5): Promise<void> {
  await starChoice(page, stars).check();
  await page.getByPlaceholder('Your review put here').fill(message);
  await page.getByRole('button', { name: 'Review submit' }).click();
  await expect(page.getByText('Review Added Successfully')).toBeVisible();
}

/**
 * The My Review table's row for a place (one review per user and place). By text, as on a
 * phone each cell also carries its column's name.
 */
export const reviewRow = (page: Page, serviceName: string) =>
  page.getByRole('table').getByRole('row').filter({ hasText: serviceName });
