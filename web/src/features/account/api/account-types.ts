/*
 * The account calls' shapes, as ARCHITECTURE.md ("Third wave" → "Accounts") fixes them. The API
 * defines them with zod in functions/src (its account feature); once that lands beside this,
 * these become `import type … from '@functions/account/schema'`, as every other feature does.
 */

/** PUT /account/profile: a name to show (optional) and a photo, an https address or '' (none). */
export interface UpdateProfileBody {
  displayName?: string;
  photoURL: string;
}

/** DELETE /account → 200. A sign-in older than 5 minutes is 401 `requires_recent_login`. */
export interface DeleteAccountResult {
  acknowledged: true;
  deletedReviews: number;
  deletedReports: number;
}

/** The error code of a DELETE /account that needs the owner to sign in again first. */
export const REQUIRES_RECENT_LOGIN = 'requires_recent_login';
