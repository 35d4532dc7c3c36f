import '@/config/zod';
import { CUSTOMER_MAX, MESSAGE_MAX, createReviewBodySchema } from '@contract/reviews';

export { CUSTOMER_MAX, MESSAGE_MAX };

/* The API's own field rules, so the form and the server say the same thing. */
const { customer: customerRule, message: messageRule } = createReviewBodySchema.shape;

export function customerError(value: string): string | null {
  const result = customerRule.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Please check your name');
}

export function messageError(value: string): string | null {
  const result = messageRule.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Please check your review');
}

/** The site's form asks for stars every time (the API accepts none only from older clients). */
export function ratingError(value: number | null): string | null {
  return value === null ? 'Please choose a rating' : null;
}
