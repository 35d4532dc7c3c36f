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
 * POST /review body, as the review form sends it (SPEC 7). `serviceName` and
 * `price` are accepted for compatibility but never trusted: the server copies
 * them from the stored service. `email` must be the caller's own, if sent.
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
 * PUT /review/:id body. The edit form sends the whole loaded review with the
 * new text under `review` (SPEC 4); `message` is accepted too. Every other
 * field is ignored: a PUT only ever changes the text.
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
export type UpdateReviewBody = z.infer<typeof updateReviewBodySchema>;

export const reviewIdParamsSchema = z.strictObject({ id: docIdSchema });

export const listReviewsQuerySchema = z.strictObject({
  email: z.string().max(320).optional(),
});

/** A stored review as the API returns it. Timestamps are ISO strings. */
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

/** A row of GET /reviews: the review plus its service's picture (no N+1). */
export const reviewListItemSchema = reviewSchema.extend({ img: z.string().nullable() });
export type ReviewListItem = z.infer<typeof reviewListItemSchema>;
