import { serverTimestamp } from '../lib/firebase';
import { bayesianAverage, ratingBand, recommendedScore } from './ranking';
import { NO_RATINGS, type ServiceRating } from './rating';
import type { ServiceInput } from './schema';
import { normalize } from './search/words';

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

/**
 * When the place last changed (the commit's time), set by every write of a place: each
 * instance's search index reads the places changed since it last looked (search/fresh-index.ts).
 */
export function changeStamp() {
  return { changedAt: serverTimestamp() };
}

/** The fields that follow what people wrote (written with the place). */
export function textFields(place: Omit<ServiceInput, '_id'>) {
  return { titleSort: normalize(place.title), ...changeStamp() };
}

/** A place's whole document, as the seeder, the import and the admin pages write it. */
export function placeDocument(
  { _id: _id, ...fields }: ServiceInput,
  rating: ServiceRating = NO_RATINGS,
) {
  return { ...fields, ...textFields(fields), ...ratingFields(rating), live: true };
}
