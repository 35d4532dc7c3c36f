import { bayesianAverage, ratingBand, recommendedScore } from './ranking';
import { NO_RATINGS, type ServiceRating } from './rating';
import type { ServiceInput } from './schema';
import { normalize, searchTokens } from './search';

/*
 * What a place's document holds besides what people wrote: the fields its lists
 * are queried and ordered by, derived here and nowhere else, and rewritten
 * whenever what they derive from changes (an edit of the place, a review).
 */

/** The fields that follow the place's rating (written in each review's transaction). */
export function ratingFields(rating: ServiceRating) {
  return {
    rating,
    rankRating: bayesianAverage(rating),
    rankRecommended: recommendedScore(rating),
    ratingBand: ratingBand(rating),
  };
}

/** The fields that follow what people wrote (written with the place). */
export function textFields(place: Omit<ServiceInput, '_id'>) {
  return {
    search: searchTokens(place.title, place.country, place.region),
    titleSort: normalize(place.title),
  };
}

/** A place's whole document, as the seeder, the import and the admin pages write it. */
export function placeDocument(
  { _id: _id, ...fields }: ServiceInput,
  rating: ServiceRating = NO_RATINGS,
) {
  return { ...fields, ...textFields(fields), ...ratingFields(rating), live: true };
}
