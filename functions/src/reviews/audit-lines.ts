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
 * `Removed photo 3fK… from the review by …`: named by its id, as the reports queue names it; its
 * alt text is the author's words and is not quoted.
 */
export const photoRemoved = (review: StoredReview, photo: StoredPhoto): SummaryPart[] => [
  `Removed photo ${photo.id} from `,
  ...theReview(review),
];
