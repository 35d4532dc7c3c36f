/** What other features may use from reviews. */
export { getMyReviewOf } from './api/get-my-review-of';
