import type { ServiceRating } from './rating';

/*
 * How places are ranked, with every constant in one place (docs/api.md explains it).
 *
 * A raw average flatters places with few reviews: two five-star reviews would beat
 * two hundred 4.8s. The Bayesian average pulls every place's average towards a
 * prior, as if each place had PRIOR_WEIGHT extra reviews of PRIOR_MEAN stars, so a
 * place's own reviews win only once there are enough of them:
 *
 *   bayesian = (PRIOR_WEIGHT × PRIOR_MEAN + sum of stars) / (PRIOR_WEIGHT + count)
 *
 * Two 5s: (5 × 3.5 + 10) / 7 = 3.93. Two hundred 4.8s: (17.5 + 960) / 205 = 4.77.
 * A place without reviews ranks at the prior, 3.5: above poorly rated places, below
 * well rated ones.
 *
 * `recommended` adds a small bonus for how much a place is reviewed, so that among
 * equally loved places the better known comes first:
 *
 *   recommended = bayesian + POPULARITY_WEIGHT × log10(1 + count)
 *
 * (10 reviews add 0.10, 100 add 0.20, 1000 add 0.30.)
 */
export const PRIOR_MEAN = 3.5;
export const PRIOR_WEIGHT = 5;
export const POPULARITY_WEIGHT = 0.1;
/** Below this many ratings a place is shown as "New" (none) or "Few reviews". */
export const FEW_RATINGS = 3;

const sumOf = (rating: ServiceRating) =>
  rating.histogram.reduce((total, n, i) => total + n * (i + 1), 0);

export function bayesianAverage(rating: ServiceRating): number {
  return (PRIOR_WEIGHT * PRIOR_MEAN + sumOf(rating)) / (PRIOR_WEIGHT + rating.count);
}

export function recommendedScore(rating: ServiceRating): number {
  return bayesianAverage(rating) + POPULARITY_WEIGHT * Math.log10(1 + rating.count);
}

/**
 * The average rounded down to a half star (0 without ratings): `minRating` filters on
 * it, so "4 and up" is the bands 4, 4.5 and 5, one equality-like `in` filter.
 */
export function ratingBand(rating: ServiceRating): number {
  return rating.average === null ? 0 : Math.floor(rating.average * 2) / 2;
}

/** The bands that satisfy "at least `min` stars" (min in half stars from 1 to 5). */
export function bandsFrom(min: number): number[] {
  const bands: number[] = [];
  for (let band = min; band <= 5; band += 0.5) bands.push(band);
  return bands;
}
