import { z } from 'zod';

/**
 * A place's rating, kept beside it and changed in the same transaction as the
 * review that changes it. `count` and `histogram` are whole numbers, so the
 * average is recomputed exactly from them every time and never drifts.
 */
export const serviceRatingSchema = z.object({
  /** The mean of the rated, visible reviews; null when there are none. */
  average: z.number().min(1).max(5).nullable(),
  count: z.number().int().nonnegative(),
  /** histogram[0] counts one-star reviews, histogram[4] five-star ones. */
  histogram: z.tuple([
    z.number().int().nonnegative(),
    z.number().int().nonnegative(),
    z.number().int().nonnegative(),
    z.number().int().nonnegative(),
    z.number().int().nonnegative(),
  ]),
});
export type ServiceRating = z.infer<typeof serviceRatingSchema>;

export const NO_RATINGS: ServiceRating = { average: null, count: 0, histogram: [0, 0, 0, 0, 0] };

/** Stars as a review carries them: 1-5, or null for a review without a rating. */
export type Stars = 1 | 2 | 3 | 4 | 5;

function fromHistogram(histogram: ServiceRating['histogram']): ServiceRating {
  const count = histogram.reduce((a, b) => a + b, 0);
  const total = histogram.reduce((sum, n, i) => sum + n * (i + 1), 0);
  return { average: count === 0 ? null : total / count, count, histogram };
}

/**
 * The rating after one review's stars change: `from` leaves the aggregate (a
 * deleted or re-rated review), `to` joins it (a new or re-rated review); null on
 * either side means no stars (or the review does not count).
 */
export function changeRating(
  rating: ServiceRating,
  from: Stars | null,
  to: Stars | null,
): ServiceRating {
  const histogram = rating.histogram.map((n, i) => {
    const stars = i + 1;
    return n - (stars === from ? 1 : 0) + (stars === to ? 1 : 0);
  }) as ServiceRating['histogram'];
  if (histogram.some((n) => n < 0)) {
    // Only a corrupted aggregate can get here; never store a negative count.
    throw new Error(`rating histogram would go negative: ${JSON.stringify(rating)} ${from}→${to}`);
  }
  return fromHistogram(histogram);
}

/** The rating of a set of reviews' stars, from scratch (tests and repairs compare with it). */
export function ratingOf(stars: readonly (Stars | null)[]): ServiceRating {
  const histogram = [1, 2, 3, 4, 5].map(
    (n) => stars.filter((s) => s === n).length,
  ) as ServiceRating['histogram'];
  return fromHistogram(histogram);
}
