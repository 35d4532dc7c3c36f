// The reviews feature's public surface for other features (accounts: export, deletion, photos).
export { deleteOwnReview, listOwnReviews, ownReviewIds } from './reviews';
export { refreshAuthorPhoto } from './authors';
export { reportsFiledBy, withdrawReportsOf, type FiledReportItem } from './reporters';
export { forgetTombstonesOf } from './reposts';
