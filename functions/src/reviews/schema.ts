import { z } from 'zod';
import { docIdSchema } from '../lib/ids';

export const CUSTOMER_MAX = 80;
export const MESSAGE_MAX = 2000;

/** A lone UTF-16 surrogate is valid JSON but not storable text (Firestore wants UTF-8). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wellFormed = (s: string) => !LONE_SURROGATE.test(s);

const customerSchema = z
  .string()
  .trim()
  .min(1, 'Please enter your name')
  .max(CUSTOMER_MAX, `Name must be at most ${CUSTOMER_MAX} characters`)
  .refine(wellFormed, 'Name contains characters that cannot be stored');

const messageSchema = z
  .string()
  .trim()
  .min(1, 'Please write your review')
  .max(MESSAGE_MAX, `Review must be at most ${MESSAGE_MAX} characters`)
  .refine(wellFormed, 'Review contains characters that cannot be stored');

/**
 * POST /review body, as the review form sends it. `serviceName` and `price` are
 * accepted for compatibility but never trusted: the server copies them from the
 * stored service. `email` must be the caller's own, if sent.
 */
export const createReviewBodySchema = z.object({
  service: docIdSchema,
  customer: customerSchema,
  message: messageSchema,
  email: z.string().max(320).optional(),
  serviceName: z.unknown().optional(),
  price: z.unknown().optional(),
});
export type CreateReviewBody = z.infer<typeof createReviewBodySchema>;

/**
 * PUT /review/:id body. The edit form sends the whole loaded review with the new
 * text under `review`; `message` is accepted too. Every other field is ignored:
 * a PUT only ever changes the text.
 */
export const updateReviewBodySchema = z
  .object({
    review: messageSchema.optional(),
    message: messageSchema.optional(),
  })
  .refine((body) => body.review !== undefined || body.message !== undefined, {
    message: 'Please write your review',
    path: ['review'],
  })
  .transform((body) => ({ message: (body.review ?? body.message) as string }));
/** What a PUT body may change, once parsed. */
export type ReviewChanges = z.output<typeof updateReviewBodySchema>;

export const reviewIdParamsSchema = z.strictObject({ id: docIdSchema });

export const listReviewsQuerySchema = z.strictObject({
  email: z.string().max(320).optional(),
});

/** A review as stored and as its author gets it. Timestamps are ISO strings. */
export const reviewSchema = z.object({
  _id: docIdSchema,
  service: docIdSchema,
  serviceName: z.string(),
  price: z.number(),
  customer: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A new review's fields, as the API writes them (the store adds the timestamps). */
export type NewReview = Omit<Review, '_id' | 'createdAt' | 'updatedAt'>;

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
