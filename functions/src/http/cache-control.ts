import type { RequestHandler } from 'express';

/** Personal answers (a user's reviews, the admin side): never stored by any cache. */
export const privateNoStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'private, no-store');
  next();
};
