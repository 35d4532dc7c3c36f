import { Router } from 'express';
import { AppError } from '../http/app-error';
import { callerOf, requireCaller } from '../http/auth';
import { parse } from '../http/validate';
import { getService, getServices } from '../services';
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

export function reviewsRouter(): Router {
  const router = Router();

  router.get('/reviews', requireCaller, async (req, res) => {
    const caller = callerOf(res.locals);
    const { email } = parse(listReviewsQuerySchema, req.query, 'query');
    assertOwnEmail(email, caller.email);
    const list = await listReviewsByEmail(caller.email);
    // One batched read for the pictures instead of one request per table row.
    const services = await getServices(list.map((r) => r.service));
    const body: ReviewListItem[] = list.map((r) => ({
      ...r,
      img: services.get(r.service)?.img ?? null,
    }));
    res.json(body);
  });

  router.post('/review', requireCaller, async (req, res) => {
    const caller = callerOf(res.locals);
    const body = parse(createReviewBodySchema, req.body, 'body');
    assertOwnEmail(body.email, caller.email);
    const service = await getService(body.service);
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

  router.get('/review/:id', requireCaller, async (req, res) => {
    const caller = callerOf(res.locals);
    const { id } = parse(reviewIdParamsSchema, req.params, 'id');
    const review = await getReview(id);
    if (!review) throw new AppError('not_found', 'No such review');
    if (review.email !== caller.email) {
      throw new AppError('forbidden', 'This review belongs to someone else');
    }
    res.json(review);
  });

  router.put('/review/:id', requireCaller, async (req, res) => {
    const caller = callerOf(res.locals);
    const { id } = parse(reviewIdParamsSchema, req.params, 'id');
    const { message } = parse(updateReviewBodySchema, req.body, 'body');
    const { modified } = await updateOwnReviewMessage(id, caller.email, message);
    res.json({ acknowledged: true, matchedCount: 1, modifiedCount: modified ? 1 : 0 });
  });

  router.delete('/review/:id', requireCaller, async (req, res) => {
    const caller = callerOf(res.locals);
    const { id } = parse(reviewIdParamsSchema, req.params, 'id');
    await deleteOwnReview(id, caller.email);
    res.json({ acknowledged: true, deletedCount: 1 });
  });

  return router;
}
