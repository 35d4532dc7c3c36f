import { named, type SummaryPart } from '../audit';
import type { StoredPhoto } from '../photos';
import type { StoredReview } from './schema';

/**
 * `the review by Ana <ana@example.com> of "Kyoto"` for an audit summary, naming its author's
 * account: the name and address leave the trail when that account is deleted.
 */
export const theReview = (review: StoredReview): SummaryPart[] => [
  'the review by ',
  named(review.uid, `${review.customer} <${review.email}>`),
  ` of "${review.serviceName}"`,
];

/**
 * `Removed a photo ("At the gate") from the review by …`. The alt text is its author's words and
 * may name them, so it leaves the trail with their account, as their name does.
 */
export const photoRemoved = (review: StoredReview, photo: StoredPhoto): SummaryPart[] => [
  'Removed a photo ',
  ...(photo.alt ? ['(', named(review.uid, `"${photo.alt}"`), ') '] : []),
  'from ',
  ...theReview(review),
];
