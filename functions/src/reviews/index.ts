// The reviews feature's public surface for other features: the admin pages' moderation, and
// accounts (export, deletion, photos, helpful votes).
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
export { deleteOwnReview, listOwnReviews, ownReviewIds } from './reviews';
export { refreshAuthorPhoto } from './authors';
export { reportsFiledBy, withdrawReportsOf } from './reporters';
export { forgetTombstonesOf } from './reposts';
export { helpfulVotedBy, withdrawHelpfulOf } from './helpful';
