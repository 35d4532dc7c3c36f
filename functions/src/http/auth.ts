import type { RequestHandler } from 'express';
import { adminAuth } from '../lib/firebase';
import { AppError } from './app-error';

export interface Caller {
  uid: string;
  /** Lower-cased; reviews are owned by this address. */
  email: string;
}

declare module 'express-serve-static-core' {
  interface Locals {
    caller?: Caller;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/;

/**
 * Verifies `Authorization: Bearer <Firebase ID token>` and records the caller.
 * The signature, expiry, audience (project) and issuer are checked by the Admin
 * SDK with Google's public keys, which it caches, so no network work per request.
 */
export const requireCaller: RequestHandler = (req, res, next) => {
  const header = req.get('authorization');
  if (!header) {
    next(new AppError('unauthenticated', 'Please sign in to do this'));
    return;
  }
  const token = BEARER.exec(header.trim())?.[1];
  if (!token) {
    next(new AppError('unauthenticated', 'The Authorization header must be "Bearer <ID token>"'));
    return;
  }
  adminAuth()
    .verifyIdToken(token)
    .then((decoded) => {
      if (!decoded.email) {
        throw new AppError('unauthenticated', 'Your account has no email address');
      }
      res.locals.caller = { uid: decoded.uid, email: decoded.email.toLowerCase() };
      next();
    })
    .catch((err: unknown) => {
      next(
        err instanceof AppError
          ? err
          : new AppError(
              'unauthenticated',
              'Your sign-in has expired or is not valid, please sign in again',
            ),
      );
    });
};

/** The caller set by requireCaller; a route that calls this without it is a programming error. */
export function callerOf(locals: { caller?: Caller }): Caller {
  if (!locals.caller) throw new AppError('unauthenticated', 'Please sign in to do this');
  return locals.caller;
}
