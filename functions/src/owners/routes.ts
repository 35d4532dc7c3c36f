import { Router } from 'express';
import { callerOf } from '../http/auth';
import type { SignedIn } from '../http/signed-in';
import { parse } from '../http/validate';
import type { Cursors } from '../lib/cursor';
import {
  responseBodySchema,
  reviewIdParamsSchema,
  type PublicReviewsPage,
  type ResponseResult,
} from '../reviews';
import { serviceIdParamsSchema, type ServiceCatalog } from '../services';
import { answerReview, listOwnedPlaces, listPlaceReviewsForOwner, removeAnswer } from './owners';
import { ownerReviewsQuerySchema, type OwnedServices } from './schema';

/**
 * A place's answers and its owners' pages. Answers are writes (revocation checked, the account's
 * and its address's write allowances); the owner's pages are personal reads (`private, no-store`).
 * The admins' calls about owners are mounted under /admin (admin/routes.ts).
 */
export function ownersRouter(
  catalog: ServiceCatalog,
  signedIn: SignedIn,
  cursors: Cursors,
): Router {
  const router = Router();
  const { read: reader, write: writer } = signedIn;

  router.put('/review/:id/response', ...writer, async (req, res) => {
    const { id } = parse(reviewIdParamsSchema, req.params, 'id');
    const { message } = parse(responseBodySchema, req.body, 'body');
    const response = await answerReview(callerOf(res.locals), id, message);
    res.json({ acknowledged: true, response } satisfies ResponseResult);
  });

  router.delete('/review/:id/response', ...writer, async (req, res) => {
    const { id } = parse(reviewIdParamsSchema, req.params, 'id');
    const response = await removeAnswer(callerOf(res.locals), id);
    res.json({ acknowledged: true, response } satisfies ResponseResult);
  });

  router.get('/owner/services', ...reader, async (_req, res) => {
    const items = await listOwnedPlaces(callerOf(res.locals), catalog);
    res.json({ items } satisfies OwnedServices);
  });

  router.get('/owner/service/:id/reviews', ...reader, async (req, res) => {
    const { id } = parse(serviceIdParamsSchema, req.params, 'id');
    const query = parse(ownerReviewsQuerySchema, req.query, 'query');
    const page = await listPlaceReviewsForOwner(callerOf(res.locals), id, query, cursors);
    res.json(page satisfies PublicReviewsPage);
  });

  return router;
}
