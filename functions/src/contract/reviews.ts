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

import type {
  ReportedReview as ApiReportedReview,
  PublicReview as ApiPublicReview,
  Review as ApiReview,
  ReviewListItem as ApiReviewListItem,
} from '../reviews/schema';

/*
 * Every review answer carries `photos` (issue 47). Until the web app shows them, its types take
 * a review without: the API's own schemas (reviews/schema.ts) require them.
 */
type PhotosOptional<T extends { photos: unknown }> = Omit<T, 'photos'> & Partial<Pick<T, 'photos'>>;
export type Review = PhotosOptional<ApiReview>;
export type ReviewListItem = PhotosOptional<ApiReviewListItem>;
export type PublicReview = PhotosOptional<ApiPublicReview>;
export type ReportedReview = Omit<ApiReportedReview, 'review'> & { review: Review };
