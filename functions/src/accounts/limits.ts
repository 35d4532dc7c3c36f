/**
 * A display name is what the review form suggests as its author's name, so it has that name's
 * limit (CUSTOMER_MAX in reviews/schema.ts): a name the profile accepts always fits a review.
 * A module of constants alone, so the web app's contract can take it without the feature.
 */
export const DISPLAY_NAME_MAX = 80;
