import type { NextFunction, Request, RequestHandler } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { AppError } from '../errors/app-error';
import type { Caller } from '../lib/caller';
import { adminAuth } from '../lib/firebase';
import { VerifiedTokenCache } from './token-cache';

/**
 * Who a request comes from, as far as its `Authorization` header says, before any route asks
 * (identifyCaller): nobody, a token that did not verify, or a verified account. The rate limiter
 * keys on it; routes that need a caller require one (requireCaller).
 */
export type Identity =
  | { kind: 'anonymous' }
  | { kind: 'failed'; failure: AppError }
  | { kind: 'signed'; caller: Caller; token: string };

declare module 'express-serve-static-core' {
  interface Locals {
    identity?: Identity;
    caller?: Caller;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/;

const TOKEN_MESSAGES: Record<string, string> = {
  'auth/id-token-expired': 'Your sign-in has expired, please sign in again',
  'auth/id-token-revoked': 'Your sign-in was revoked, please sign in again',
  'auth/user-disabled': 'This account has been disabled',
  'auth/user-not-found': 'This account no longer exists',
};

function tokenError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown }).code;
  const message = typeof code === 'string' ? TOKEN_MESSAGES[code] : undefined;
  return new AppError(
    'unauthenticated',
    message ?? 'Your sign-in is not valid, please sign in again',
  );
}

function callerFrom(decoded: DecodedIdToken): Caller {
  if (!decoded.email) throw new AppError('unauthenticated', 'Your account has no email address');
  return {
    uid: decoded.uid,
    email: decoded.email.toLowerCase(),
    admin: decoded.admin === true,
    emailVerified: decoded.email_verified === true,
    signedInAt: decoded.auth_time,
    picture: typeof decoded.picture === 'string' ? decoded.picture : null,
  };
}

/**
 * Reads `Authorization: Bearer <Firebase ID token>` on every request that has one and records
 * who sent it (`res.locals.identity`); it refuses nothing itself. Signature, expiry, audience
 * (project) and issuer are checked by the Admin SDK against Google's public keys, which it
 * caches; a token already verified is remembered until it expires (one signature check for a
 * page's several calls). Revocation is checked later, by the routes that need it.
 */
export function identifyCaller(): RequestHandler {
  const cache = new VerifiedTokenCache();
  const identify = async (header: string | undefined): Promise<Identity> => {
    if (!header) return { kind: 'anonymous' };
    const token = BEARER.exec(header.trim())?.[1];
    if (!token) {
      const failure = new AppError(
        'unauthenticated',
        'The Authorization header must be "Bearer <ID token>"',
      );
      return { kind: 'failed', failure };
    }
    try {
      let decoded = cache.get(token);
      if (!decoded) {
        decoded = await adminAuth().verifyIdToken(token, false);
        cache.set(token, decoded);
      }
      return { kind: 'signed', caller: callerFrom(decoded), token };
    } catch (err) {
      return { kind: 'failed', failure: tokenError(err) };
    }
  };
  return (req, res, next) => {
    identify(req.get('authorization')).then((identity) => {
      res.locals.identity = identity;
      next();
    }, next);
  };
}

export interface CallerOptions {
  checkRevoked: boolean;
  /**
   * Told of every failed authentication (no token, a malformed, expired, revoked or forged one,
   * an account without email); answers with the error to send (rate-limit.ts counts failures per
   * address and turns them into 429 past the address's allowance).
   */
  onFailure?: (req: Request, failure: AppError) => Promise<AppError>;
}

/**
 * After identifyCaller: only a verified account goes on, as `res.locals.caller`. `checkRevoked`
 * adds one Auth lookup so that a disabled or signed-out-everywhere account cannot write or act
 * as an admin; personal reads skip it to stay fast.
 */
export function requireCaller({ checkRevoked, onFailure }: CallerOptions): RequestHandler {
  const fail = (req: Request, next: NextFunction, failure: AppError) => {
    if (!onFailure) {
      next(failure);
      return;
    }
    onFailure(req, failure).then(next, next);
  };
  return (req, res, next) => {
    const identity = res.locals.identity ?? { kind: 'anonymous' };
    if (identity.kind === 'anonymous') {
      fail(req, next, new AppError('unauthenticated', 'Please sign in to do this'));
      return;
    }
    if (identity.kind === 'failed') {
      fail(req, next, identity.failure);
      return;
    }
    if (!checkRevoked) {
      res.locals.caller = identity.caller;
      next();
      return;
    }
    adminAuth()
      .verifyIdToken(identity.token, true)
      .then(() => {
        res.locals.caller = identity.caller;
        next();
      })
      .catch((err: unknown) => {
        const failure = tokenError(err);
        if (failure.code === 'unauthenticated') fail(req, next, failure);
        else next(failure);
      });
  };
}

/**
 * After requireCaller (with checkRevoked): only the guide's maintainers go on. A maintainer has
 * the custom claim `admin: true` and a verified email (`email_verified` in the token): anyone can
 * sign up with an address they do not own, so a claim on an unproven address is not enough.
 * The claim is in the signed token, so a removed admin keeps it until the token expires (an hour
 * at most); every /admin/** call therefore verifies with checkRevoked, and
 * `npm run admin -- revoke` revokes the account's tokens, so a removed admin stops at once.
 */
export const requireAdmin: RequestHandler = (_req, res, next) => {
  const caller = callerOf(res.locals);
  if (!caller.admin) {
    next(new AppError('forbidden', "Only the guide's maintainers can do this"));
  } else if (!caller.emailVerified) {
    next(
      new AppError(
        'forbidden',
        "Only the guide's maintainers can do this, with a verified email address: verify yours, then sign in again",
      ),
    );
  } else {
    next();
  }
};

/** The caller set by requireCaller; a route that calls this without it is a programming error. */
export function callerOf(locals: { caller?: Caller }): Caller {
  if (!locals.caller) throw new AppError('unauthenticated', 'Please sign in to do this');
  return locals.caller;
}
