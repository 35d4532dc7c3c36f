import { named, type SummaryPart } from '../audit';
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
