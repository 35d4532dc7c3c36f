/** What other features may use from reviews. */
export { getMyReviews } from './api/get-my-reviews';
