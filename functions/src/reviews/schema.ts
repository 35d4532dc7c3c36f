import { z } from 'zod';
import { adminPageQueryShape } from '../http/next-page';
import { docIdSchema } from '../lib/ids';
import { isStorableText } from '../lib/text';
import type { StoredPhoto } from '../photos';
import type { Stars } from '../services';

export const CUSTOMER_MAX = 80;
/** The most photos a review carries. */
export const PHOTOS_MAX = 5;
export const ALT_MAX = 200;

/**
 * A photo as every answer shows it: the large file's size in pixels (the browser's aspect
 * ratio), its text alternative, and immutable WebP URLs a browser loads as they are.
 */
export const photoSchema = z.object({
  id: docIdSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().max(ALT_MAX),
  urls: z.object({ small: z.string(), large: z.string() }),
});
export type Photo = z.infer<typeof photoSchema>;

export const photosSchema = z.array(photoSchema).max(PHOTOS_MAX);

const altSchema = z
  .string({ error: 'alt must be text' })
  .trim()
  .max(ALT_MAX, `alt must be at most ${ALT_MAX} characters`)
  .refine(isStorableText, 'alt contains characters that cannot be stored');
export const MESSAGE_MAX = 2000;

const customerSchema = z
  .string()
  .trim()
  .min(1, 'Please enter your name')
  .max(CUSTOMER_MAX, `Name must be at most ${CUSTOMER_MAX} characters`)
  .refine(isStorableText, 'Name contains characters that cannot be stored');

const messageSchema = z
  .string()
  .trim()
  .min(1, 'Please write your review')
  .max(MESSAGE_MAX, `Review must be at most ${MESSAGE_MAX} characters`)
  .refine(isStorableText, 'Review contains characters that cannot be stored');

const RATING_MESSAGE = 'Rating must be a whole number of stars from 1 to 5';

/** Stars: a whole number 1-5 (not "5", not 4.5, not 0). */
export const ratingSchema = z
  .number({ error: RATING_MESSAGE })
  .int(RATING_MESSAGE)
  .min(1, RATING_MESSAGE)
  .max(5, RATING_MESSAGE)
  .transform((n) => n as Stars);

/**
 * POST /review body, as the review form sends it. `serviceName` and `price` are
 * accepted for compatibility but never trusted: the server copies them from the
 * stored service. `email` must be the caller's own, if sent. `rating` is what the
 * site's form always sends; a client that sends none writes a review without stars.
 */
export const createReviewBodySchema = z.object({
  service: docIdSchema,
  customer: customerSchema,
  message: messageSchema,
  rating: ratingSchema.optional(),
  email: z.string().max(320).optional(),
  serviceName: z.unknown().optional(),
  price: z.unknown().optional(),
});
export type CreateReviewBody = z.infer<typeof createReviewBodySchema>;
/** What a client sends to POST /review (stars as a plain number). */
export type CreateReviewRequest = z.input<typeof createReviewBodySchema>;

/**
 * PUT /review/:id body. The edit form sends the whole loaded review with the new
 * text under `review` (`message` is accepted too) and, from the site's form, the
 * stars under `rating`. A null rating is what a client that echoes an unrated
 * review sends: it leaves the stars as they are. Every other field is ignored: a
 * PUT only ever changes the text and the stars.
 */
export const updateReviewBodySchema = z
  .object({
    review: messageSchema.optional(),
    message: messageSchema.optional(),
    rating: ratingSchema.nullable().optional(),
  })
  .refine((body) => body.review !== undefined || body.message !== undefined, {
    message: 'Please write your review',
    path: ['review'],
  })
  .transform((body) => ({
    message: (body.review ?? body.message) as string,
    rating: body.rating ?? undefined,
  }));
/** What a PUT body may change, once parsed. */
export type ReviewChanges = z.output<typeof updateReviewBodySchema>;

export const reviewIdParamsSchema = z.strictObject({ id: docIdSchema });

/** The most reviews one page of GET /reviews answers (and its default). */
export const OWN_REVIEWS_PAGE_MAX = 100;

/**
 * GET /reviews: the caller's reviews, a page of `limit` after `cursor`, or only their review of
 * the place `service` (the review ids are the account's and the place's: one read).
 */
export const listReviewsQuerySchema = z.strictObject({
  email: z.string().max(320).optional(),
  service: docIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(OWN_REVIEWS_PAGE_MAX).default(OWN_REVIEWS_PAGE_MAX),
  cursor: z.string().min(1).max(2000).optional(),
});
export type ListReviewsQuery = z.output<typeof listReviewsQuerySchema>;

/** The most an answer from a place may say. */
export const RESPONSE_MAX = 2000;

/** A place's public answer to a review, written by one of its owners or an admin. */
export const reviewResponseSchema = z.object({
  message: z.string(),
  /** ISO time of the answer's last change. */
  respondedAt: z.string(),
});
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

/** A review as its author gets it. Timestamps are ISO strings. */
export const reviewSchema = z.object({
  _id: docIdSchema,
  service: docIdSchema,
  serviceName: z.string(),
  price: z.number(),
  customer: z.string(),
  email: z.string(),
  message: z.string(),
  /** null: written without stars (by a client that sent none). */
  rating: z.number().int().min(1).max(5).nullable(),
  /** Hidden by a moderator: its author still sees it, nobody else does. */
  hidden: z.boolean(),
  /** How many accounts found it helpful (never its author). */
  helpful: z.number().int().nonnegative(),
  /** The place's answer, or null. */
  response: reviewResponseSchema.nullable(),
  /** Its photos (at most 5), in its author's order. */
  photos: photosSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * A review as stored: its author's account (`uid`, which owns it, never sent in
 * a public answer) and the photo its author's profile shows (kept on each review so a
 * place's page reads nothing else) beside what the author gets.
 */
export type StoredReview = Review & {
  uid: string;
  authorPhotoURL: string | null;
  /** The photos as stored: their files' names and the bytes each upload counted. */
  photoFiles: StoredPhoto[];
};

/** A new review's fields, as the API writes them (the store adds the timestamps). */
export type NewReview = Omit<
  StoredReview,
  '_id' | 'createdAt' | 'updatedAt' | 'hidden' | 'helpful' | 'response' | 'photos' | 'photoFiles'
>;

/**
 * A review as anyone may read it on its place's page: no email, no account; the author's
 * profile photo (an https address) or null.
 */
export const publicReviewSchema = reviewSchema
  .pick({
    _id: true,
    customer: true,
    rating: true,
    message: true,
    helpful: true,
    response: true,
    photos: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({ authorPhotoURL: z.string().nullable() });
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** `helpful`: most helpful first, ties to the newer review. */
export const REVIEW_SORTS = ['newest', 'highest', 'lowest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** GET /service/:id/reviews query. */
export const publicReviewsQuerySchema = z.strictObject({
  sort: z
    .enum(REVIEW_SORTS, {
      error: 'sort must be newest, highest, lowest or helpful',
    })
    .default('newest'),
  limit: z.coerce
    .number({ error: 'limit must be a number from 1 to 50' })
    .int('limit must be a whole number from 1 to 50')
    .min(1, 'limit must be from 1 to 50')
    .max(50, 'limit must be from 1 to 50')
    .default(10),
  cursor: z.string().min(1).max(2000).optional(),
});
export type PublicReviewsQuery = z.infer<typeof publicReviewsQuerySchema>;

/** 200 from GET /service/:id/reviews: follow `nextCursor` until it is null. */
export const publicReviewsPageSchema = z.object({
  items: z.array(publicReviewSchema),
  nextCursor: z.string().nullable(),
});
export type PublicReviewsPage = z.infer<typeof publicReviewsPageSchema>;

/** A row of GET /reviews: the review plus its service's picture (no N+1). */
export const reviewListItemSchema = reviewSchema.extend({ img: z.string().nullable() });
export type ReviewListItem = z.infer<typeof reviewListItemSchema>;

/** 201 from POST /review. */
export const createReviewResultSchema = z.object({
  acknowledged: z.literal(true),
  insertedId: docIdSchema,
});
export type CreateReviewResult = z.infer<typeof createReviewResultSchema>;

/** 200 from PUT /review/:id; success for the edit form is `modifiedCount > 0`. */
export const updateReviewResultSchema = z.object({
  acknowledged: z.literal(true),
  matchedCount: z.literal(1),
  modifiedCount: z.union([z.literal(0), z.literal(1)]),
});
export type UpdateReviewResult = z.infer<typeof updateReviewResultSchema>;

/** 200 from DELETE /review/:id. */
export const deleteReviewResultSchema = z.object({
  acknowledged: z.literal(true),
  deletedCount: z.literal(1),
});
export type DeleteReviewResult = z.infer<typeof deleteReviewResultSchema>;

/** 200 from PUT and DELETE /review/:id/helpful: the review's count and the caller's vote. */
export const helpfulResultSchema = z.object({
  helpful: z.number().int().nonnegative(),
  voted: z.boolean(),
});
export type HelpfulResult = z.infer<typeof helpfulResultSchema>;

/** GET /me/helpful?service=:id */
export const myHelpfulQuerySchema = z.strictObject({ service: docIdSchema });

/** 200 from GET /me/helpful: the caller's votes among one place's reviews. */
export const myHelpfulResultSchema = z.object({ reviewIds: z.array(docIdSchema) });
export type MyHelpfulResult = z.infer<typeof myHelpfulResultSchema>;

/** PUT /review/:id/response: an owner's (or an admin's) answer. */
export const responseBodySchema = z.strictObject({
  message: z
    .string({ error: 'Please write your answer' })
    .trim()
    .min(1, 'Please write your answer')
    .max(RESPONSE_MAX, `Answer must be at most ${RESPONSE_MAX} characters`)
    .refine(isStorableText, 'Answer contains characters that cannot be stored'),
});
export type ResponseBody = z.infer<typeof responseBodySchema>;

/** 200 from PUT and DELETE /review/:id/response: the answer as it now stands (null: removed). */
export const responseResultSchema = z.object({
  acknowledged: z.literal(true),
  response: reviewResponseSchema.nullable(),
});
export type ResponseResult = z.infer<typeof responseResultSchema>;

/** Why a reader reports a review. */
export const REPORT_REASONS = ['spam', 'offensive', 'off-topic', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_NOTE_MAX = 500;

/** POST /review/:id/report. */
export const reportBodySchema = z.strictObject({
  reason: z.enum(REPORT_REASONS, { error: `reason must be one of ${REPORT_REASONS.join(', ')}` }),
  note: z
    .string({ error: 'note must be text' })
    .trim()
    .max(REPORT_NOTE_MAX, `note must be at most ${REPORT_NOTE_MAX} characters`)
    .refine(isStorableText, 'note contains characters that cannot be stored')
    .optional(),
});
export type ReportBody = z.infer<typeof reportBodySchema>;

/** 201 from POST /review/:id/report. */
export const reportResultSchema = z.object({ acknowledged: z.literal(true) });
export type ReportResult = z.infer<typeof reportResultSchema>;

/** A report as its reporter's data export lists it (ISO time). */
export const filedReportSchema = z.object({
  review: docIdSchema,
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type FiledReportItem = z.infer<typeof filedReportSchema>;

/** Where a reported review stands: awaiting a moderator's decision, or decided. */
export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** How many of a review's latest report notes it keeps (the queue shows them). */
export const REPORT_NOTES_KEPT = 10;

/**
 * GET /admin/reports query: one page of the open (default) or the resolved queue, with
 * `limit` 1-100 (default 50) and the `cursor` of the Link header's next page.
 */
export const reportQueueQuerySchema = z.strictObject({
  status: z.enum(REPORT_STATUSES, { error: 'status must be open or resolved' }).default('open'),
  ...adminPageQueryShape,
});
export type ReportQueueQuery = z.infer<typeof reportQueueQuerySchema>;

/**
 * A row of GET /admin/reports: the whole review, how often and why it was reported. Hidden
 * reviews are rows too (resolved, to be restored), reported or not.
 */
export const reportedReviewSchema = z.object({
  review: reviewSchema,
  /** Reports of this review in all (since it was posted). */
  reportCount: z.number().int().nonnegative(),
  /** Reports since the last decision: what the open queue is ordered by; 0 once resolved. */
  openReports: z.number().int().nonnegative(),
  status: z.enum(REPORT_STATUSES),
  /** Each reason given, most given first. */
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  /** The latest notes reporters wrote (REPORT_NOTES_KEPT at most), newest first. */
  notes: z.array(z.string()),
  /**
   * Deleted and posted again by its author since the last decision: the reports and that
   * decision were about an earlier text (`review.createdAt` is when it was posted again).
   */
  repost: z.boolean(),
});
export type ReportedReview = z.infer<typeof reportedReviewSchema>;

/**
 * PUT /admin/review/:id: a moderator's decision, which resolves the review's open reports.
 * `{hidden: true}` hides it (or keeps it hidden); `{hidden: false}` restores a hidden review,
 * or dismisses the reports of a visible one.
 */
export const moderateReviewBodySchema = z.strictObject({
  hidden: z.boolean({ error: 'hidden must be true or false' }),
});

/** 200 from PUT /admin/review/:id; `modifiedCount` 0 when the review already stood so, resolved. */
export const moderateReviewResultSchema = z.object({
  acknowledged: z.literal(true),
  hidden: z.boolean(),
  modifiedCount: z.union([z.literal(0), z.literal(1)]),
});
export type ModerateReviewResult = z.infer<typeof moderateReviewResultSchema>;

/** The params of a photo's own calls. */
export const photoParamsSchema = z.strictObject({ id: docIdSchema, photoId: docIdSchema });

/** PATCH /review/:id/photos/:photoId: the photo's text alternative ("" for none). */
export const photoChangesSchema = z.strictObject({ alt: altSchema.optional() });
export type PhotoChanges = z.infer<typeof photoChangesSchema>;

/** PUT /review/:id/photos: the review's photos in their new order, each once. */
export const photoOrderSchema = z.strictObject({
  order: z
    .array(docIdSchema, { error: 'order must be a list of photo ids' })
    .max(PHOTOS_MAX, `order lists at most ${PHOTOS_MAX} photos`),
});

/** GET /service/:id/photos query. */
export const placePhotosQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: 'limit must be a number from 1 to 48' })
    .int('limit must be a whole number from 1 to 48')
    .min(1, 'limit must be from 1 to 48')
    .max(48, 'limit must be from 1 to 48')
    .default(24),
  cursor: z.string().min(1).max(2000).optional(),
});
export type PlacePhotosQuery = z.infer<typeof placePhotosQuerySchema>;

/** 201 from POST /review/:id/photos. */
export const addPhotoResultSchema = z.object({ photo: photoSchema });
export type AddPhotoResult = z.infer<typeof addPhotoResultSchema>;

/** 200 from PATCH /review/:id/photos/:photoId: the photo as it now stands. */
export const photoChangeResultSchema = z.object({
  acknowledged: z.literal(true),
  photo: photoSchema,
});
export type PhotoChangeResult = z.infer<typeof photoChangeResultSchema>;

/** 200 from PUT /review/:id/photos: the review's photos in their new order. */
export const photoOrderResultSchema = z.object({
  acknowledged: z.literal(true),
  photos: photosSchema,
});
export type PhotoOrderResult = z.infer<typeof photoOrderResultSchema>;

/** 200 from DELETE /review/:id/photos/:photoId. */
export const removePhotoResultSchema = z.object({ acknowledged: z.literal(true) });
export type RemovePhotoResult = z.infer<typeof removePhotoResultSchema>;

/** A photo of a place's gallery: which review it belongs to. */
export const placePhotoSchema = photoSchema.extend({ reviewId: docIdSchema });
export type PlacePhoto = z.infer<typeof placePhotoSchema>;

/** 200 from GET /service/:id/photos: follow `nextCursor` until it is null. */
export const placePhotosPageSchema = z.object({
  items: z.array(placePhotoSchema),
  nextCursor: z.string().nullable(),
});
export type PlacePhotosPage = z.infer<typeof placePhotosPageSchema>;
