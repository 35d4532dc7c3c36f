import { Router, type RequestHandler } from 'express';
import { AppError } from '../http/app-error';
import { callerOf, requireCaller } from '../http/auth';
import { parse } from '../http/validate';
import { writeLimiters, type WriteLimits } from '../http/rate-limit';
import type { ServiceCatalog } from '../services';
import {
  createReviewBodySchema,
  listReviewsQuerySchema,
  reviewIdParamsSchema,
  updateReviewBodySchema,
  type ReviewListItem,
} from './schema';
import {
  createReview,
  deleteOwnReview,
  getReview,
  listReviewsByEmail,
  updateOwnReviewMessage,
} from './store';

function assertOwnEmail(claimed: string | undefined, own: string): void {
  if (claimed !== undefined && claimed.trim().toLowerCase() !== own) {
    throw new AppError('forbidden', 'You can only use your own email address');
  }
}

/** Reviews are personal: never stored by a shared cache. */
const privateNoStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'private, no-store');
  next();
};

export function reviewsRouter(catalog: ServiceCatalog, limits: WriteLimits): Router {
  const router = Router();
  const limit = writeLimiters(limits);
  const reader: RequestHandler[] = [privateNoStore, requireCaller({ checkRevoked: false })];
  const writer: RequestHandler[] = [
    privateNoStore,
    limit.perIp,
    requireCaller({ checkRevoked: true }),
    limit.perUser,
  ];

  router.get('/reviews', ...reader, async (req, res) => {
    const caller = callerOf(res.locals);
    const { email } = parse(listReviewsQuerySchema, req.query, 'query');
    assertOwnEmail(email, caller.email);
    const list = await listReviewsByEmail(caller.email);
    // One batched read for the pictures instead of one request per table row.
    const services = await catalog.getMany(list.map((r) => r.service));
    const body: ReviewListItem[] = list.map((r) => ({
      ...r,
      img: services.get(r.service)?.img ?? null,
    }));
    res.json(body);
  });

  router.post('/review', ...writer, async (req, res) => {
    const caller = callerOf(res.locals);
    const body = parse(createReviewBodySchema, req.body, 'body');
    assertOwnEmail(body.email, caller.email);
    const service = await catalog.get(body.service);
    if (!service) throw new AppError('not_found', 'No such service');
    const insertedId = await createReview({
      service: service._id,
      serviceName: service.title,
      price: service.price,
      customer: body.customer,
      email: caller.email,
      message: body.message,
    });
    res.status(201).json({ acknowledged: true, insertedId });
  });

  router.get('/review/:id', ...reader, async (req, res) => {
    const caller = callerOf(res.locals);
    const { id } = parse(reviewIdParamsSchema, req.params, 'id');
    const review = await getReview(id);
    if (!review) throw new AppError('not_found', 'No such review');
    if (review.email !== caller.email) {
      throw new AppError('forbidden', 'This review belongs to someone else');
    }
    res.json(review);
  });

  router.put('/review/:id', ...writer, async (req, res) => {
    const caller = callerOf(res.locals);
    const { id } = parse(reviewIdParamsSchema, req.params, 'id');
    const { message } = parse(updateReviewBodySchema, req.body, 'body');
    const { modified } = await updateOwnReviewMessage(id, caller.email, message);
    res.json({ acknowledged: true, matchedCount: 1, modifiedCount: modified ? 1 : 0 });
  });

  router.delete('/review/:id', ...writer, async (req, res) => {
    const caller = callerOf(res.locals);
    const { id } = parse(reviewIdParamsSchema, req.params, 'id');
    await deleteOwnReview(id, caller.email);
    res.json({ acknowledged: true, deletedCount: 1 });
  });

  return router;
}
