/*
 * The API's contract for reviews, as the web app, the page function and the tests see it. The
 * values here come from reviews/schema.ts and bring zod with them: a module that imports one
 * (the review form's checks) ships zod; types cost nothing.
 */
export {
  ALT_MAX,
  PHOTOS_MAX,
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
  type Photo,
  type PlacePhoto,
  type PlacePhotosPage,
  type AddPhotoResult,
  type PhotoChangeResult,
  type PhotoOrderResult,
  type RemovePhotoResult,
  type PublicReviewsPage,
  type ReportBody,
  type ReportReason,
  type ReportResult,
  type ReportStatus,
  type ReviewSort,
  type UpdateReviewResult,
} from '../reviews/schema';

export type { PublicReview, ReportedReview, Review, ReviewListItem } from '../reviews/schema';

/** The most an upload may weigh (413 past it): photos/schema.ts holds no zod. */
export { UPLOAD_MAX_BYTES } from '../photos/schema';
