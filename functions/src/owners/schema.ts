import { z } from 'zod';
import { docIdSchema } from '../lib/ids';

/** The most owners a place may have. */
export const OWNERS_MAX = 10;

/**
 * The most places one account may own: GET /owner/services counts each owned place's unanswered
 * reviews (one count aggregation a place, all at once), so this bounds what that call costs.
 */
export const OWNED_PLACES_MAX = 50;

/**
 * PUT /admin/service/:id/owners: the place's owners, by the email of an existing account each
 * (the whole list: an empty one removes them all).
 */
export const ownersBodySchema = z.strictObject({
  emails: z
    .array(
      z
        .string({ error: 'Each owner must be an email address' })
        .trim()
        .toLowerCase()
        .max(320, 'An email address has at most 320 characters')
        .pipe(z.email({ error: 'Each owner must be an email address' })),
      { error: 'emails must be a list of email addresses' },
    )
    .max(OWNERS_MAX, `A place has at most ${OWNERS_MAX} owners`),
});
export type OwnersBody = z.infer<typeof ownersBodySchema>;

/** 200 from PUT and GET /admin/service/:id/owners: the owners' emails. */
export const ownersResultSchema = z.object({
  acknowledged: z.literal(true),
  owners: z.array(z.string()),
});
export type OwnersResult = z.infer<typeof ownersResultSchema>;

/** A place its owner sees on /owner: what it is and how many reviews await an answer. */
export const ownedServiceSchema = z.object({
  _id: docIdSchema,
  title: z.string(),
  img: z.string().nullable(),
  archived: z.boolean(),
  /** Its visible reviews without a response. */
  unanswered: z.number().int().nonnegative(),
});
export type OwnedService = z.infer<typeof ownedServiceSchema>;

/** 200 from GET /owner/services. */
export const ownedServicesSchema = z.object({ items: z.array(ownedServiceSchema) });
export type OwnedServices = z.infer<typeof ownedServicesSchema>;

/** GET /owner/service/:id/reviews: a page of an owned place's visible reviews, newest first. */
export const OWNER_REVIEW_STATUSES = ['unanswered', 'all'] as const;
export const ownerReviewsQuerySchema = z.strictObject({
  status: z
    .enum(OWNER_REVIEW_STATUSES, { error: 'status must be unanswered or all' })
    .default('unanswered'),
  limit: z.coerce
    .number({ error: 'limit must be a number from 1 to 50' })
    .int('limit must be a whole number from 1 to 50')
    .min(1, 'limit must be from 1 to 50')
    .max(50, 'limit must be from 1 to 50')
    .default(20),
  cursor: z.string().min(1).max(2000).optional(),
});
export type OwnerReviewsQuery = z.infer<typeof ownerReviewsQuerySchema>;
