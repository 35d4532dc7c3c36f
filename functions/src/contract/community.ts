/*
 * The community calls (third wave): helpful votes, the places' answers, their owners. Types
 * cost nothing; a value brings zod with it.
 */
export {
  RESPONSE_MAX,
  type HelpfulResult,
  type MyHelpfulResult,
  type ResponseBody,
  type ResponseResult,
  type ReviewResponse,
} from '../reviews/schema';
export {
  OWNERS_MAX,
  ownersBodySchema,
  type OwnedService,
  type OwnedServices,
  type OwnersBody,
  type OwnersResult,
  type OwnerReviewsQuery,
} from '../owners/schema';
