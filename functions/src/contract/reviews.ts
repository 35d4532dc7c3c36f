/*
 * The API's contract for reviews, as the web app, the page function and the tests see it. The
 * values here come from reviews/schema.ts and bring zod with them: a module that imports one
 * (the review form's checks) ships zod; types cost nothing.
 */
export {
  CUSTOMER_MAX,
  MESSAGE_MAX,
  RESPONSE_MAX,
  createReviewBodySchema,
  responseBodySchema,
  type CreateReviewRequest,
  type CreateReviewResult,
  type DeleteReviewResult,
  type ModerateReviewResult,
  type NewReview,
  type PublicReview,
  type PublicReviewsPage,
  type ReportBody,
  type ReportedReview,
  type ReportReason,
  type ReportResult,
  type ReportStatus,
  type Review,
  type ReviewListItem,
  type ReviewSort,
  type UpdateReviewResult,
} from '../reviews/schema';
