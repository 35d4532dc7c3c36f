// The reviews feature's public surface for other features (the admin pages' moderation).
export { listReportQueue, moderateReview } from './moderation';
export {
  moderateReviewBodySchema,
  reportQueueQuerySchema,
  reviewIdParamsSchema,
  type ModerateReviewResult,
  type ReportedReview,
} from './schema';
