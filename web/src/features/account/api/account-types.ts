import type { ErrorCode } from '@contract/errors';

/* The account calls' shapes, from the API's contract (functions/src/contract/accounts.ts). */
export type { DeleteAccountResult, ProfileRequest as UpdateProfileBody } from '@contract/accounts';

/** The error code of a DELETE /account that needs the owner to sign in again first. */
export const REQUIRES_RECENT_LOGIN = 'requires_recent_login' satisfies ErrorCode;
