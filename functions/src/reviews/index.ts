// The reviews feature's public surface for other features: the admin pages' moderation,
// accounts (export, deletion, photos, helpful votes), and owners (a place's answers to its reviews).
export { listReportQueue, moderateReview } from './moderation';
export {
  filedReportSchema,
  reviewListItemSchema,
  moderateReviewBodySchema,
  reportQueueQuerySchema,
  reviewIdParamsSchema,
  type ModerateReviewResult,
  type ReportedReview,
} from './schema';
export { allOwnReviews, deleteOwnReview, ownReviewIds } from './reviews';
export { refreshAuthorPhoto } from './authors';
export { reportsFiledBy, withdrawReportsOf } from './reporters';
export { forgetTombstonesOf } from './reposts';
export {
  countUnanswered,
  listReviewsToAnswer,
  setReviewResponse,
  type AuthorizeAnswer,
} from './responses';
export {
  responseBodySchema,
  type PublicReviewsPage,
  type ResponseResult,
  type ReviewResponse,
} from './schema';
export { helpfulVotedBy, withdrawHelpfulOf } from './helpful';
export { forgetPhotoAllowance, sweepOrphanPhotoFiles } from './photos';
