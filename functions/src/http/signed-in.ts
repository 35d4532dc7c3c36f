import type { RequestHandler } from 'express';
import { requireCaller } from './auth';
import { privateNoStore } from './cache-control';
import type { Limiters } from './rate-limit';

/**
 * What stands before every call of a signed-in reader, made once per app so that every router
 * shares them (and the readers' one cache of verified tokens). Both answer `private, no-store`
 * and count a failed sign-in against its address (then 429):
 * - `read`: a personal read; the token's signature and expiry are checked, not its revocation
 *   (no Auth lookup per request).
 * - `write`: a change, or a read of everything an account holds; the token is checked against
 *   revocation (a disabled or signed-out-everywhere account cannot act) and the call counts
 *   against the account's write allowance. Authenticated first: a request without a valid token
 *   counts in its address's failed sign-ins, never in the allowances of the accounts behind it.
 */
export interface SignedIn {
  read: RequestHandler[];
  write: RequestHandler[];
}

export function signedInGuards(limits: Limiters): SignedIn {
  const onFailure = limits.failedAuth;
  return {
    read: [privateNoStore, requireCaller({ checkRevoked: false, onFailure })],
    write: [privateNoStore, requireCaller({ checkRevoked: true, onFailure }), limits.writes],
  };
}
