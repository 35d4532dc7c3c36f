import { Router, type RequestHandler } from 'express';
import { callerOf } from '../http/auth';
import type { SignedIn } from '../http/signed-in';
import { linkNextPage } from '../http/next-page';
import { parse } from '../http/validate';
import type { Cursors } from '../lib/cursor';
import type { ServiceCatalog } from '../services';
import {
  createReview,
  deleteOwnReview,
  getOwnReview,
  listOwnReviews,
  listPublicReviews,
  updateOwnReview,
} from './reviews';
import { reportReview } from './moderation';
import { helpfulVotesOn, markHelpful, unmarkHelpful } from './helpful';
import {
  createReviewBodySchema,
  listReviewsQuerySchema,
  myHelpfulQuerySchema,
  publicReviewsQuerySchema,
  reportBodySchema,
  reviewIdParamsSchema,
  updateReviewBodySchema,
  type CreateReviewResult,
  type DeleteReviewResult,
  type HelpfulResult,
  type MyHelpfulResult,
  type PublicReviewsPage,
  type ReportResult,
  type Review,
  type ReviewListItem,
  type UpdateReviewResult,
} from './schema';

/** A place's public reviews change often but matter little to the second: cache briefly. */
const briefPublicCache: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'public, max-age=30');
  next();
};

/** Parses each request, runs its use case (reviews.ts) and answers. */
export function reviewsRouter(
  catalog: ServiceCatalog,
  signedIn: SignedIn,
  cursors: Cursors,
): Router {
  const router = Router();
  const { read: reader, write: writer } = signedIn;

  router.get('/service/:id/reviews', briefPublicCache, async (req, res) => {
    const { id } = parse(reviewIdParamsSchema, req.params, 'id');
    const query = parse(publicReviewsQuerySchema, req.query, 'query');
    const page = await listPublicReviews(id, query, catalog, cursors);
    res.json(page satisfies PublicReviewsPage);
  });

  // The spec's call: the body stays an array; the next page is named in a `Link` header.
  router.get('/reviews', ...reader, async (req, res) => {
    const query = parse(listReviewsQuerySchema, req.query, 'query');
    const { items, nextCursor } = await listOwnReviews(
      callerOf(res.locals),
      query,
      catalog,
      cursors,
    );
    linkNextPage(req, res, nextCursor);
    res.json(items satisfies ReviewListItem[]);
  });

  router.post('/review', ...writer, async (req, res) => {
    const body = parse(createReviewBodySchema, req.body, 'body');
    const insertedId = await createReview(callerOf(res.locals), body);
    res.status(201).json({ acknowledged: true, insertedId } satisfies CreateReviewResult);
  });

  router.post('/review/:id/report', ...writer, async (req, res) => {
    const { id } = parse(reviewIdParamsSchema, req.params, 'id');
    const body = parse(reportBodySchema, req.body, 'body');
    await reportReview(callerOf(res.locals), id, body);
    res.status(201).json({ acknowledged: true } satisfies ReportResult);
  });

  router.get('/review/:id', ...reader, async (req, res) => {
    const { id } = parse(reviewIdParamsSchema, req.params, 'id');
    const review = await getOwnReview(callerOf(res.locals), id);
    res.json(review satisfies Review);
  });

  router.put('/review/:id', ...writer, async (req, res) => {
    const { id } = parse(reviewIdParamsSchema, req.params, 'id');
    const changes = parse(updateReviewBodySchema, req.body, 'body');
    const { modified } = await updateOwnReview(callerOf(res.locals), id, changes);
    const body: UpdateReviewResult = {
      acknowledged: true,
      matchedCount: 1,
      modifiedCount: modified ? 1 : 0,
    };
    res.json(body);
  });

  router.delete('/review/:id', ...writer, async (req, res) => {
    const { id } = parse(reviewIdParamsSchema, req.params, 'id');
    await deleteOwnReview(callerOf(res.locals), id);
    res.json({ acknowledged: true, deletedCount: 1 } satisfies DeleteReviewResult);
  });

  router.put('/review/:id/helpful', ...writer, async (req, res) => {
    const { id } = parse(reviewIdParamsSchema, req.params, 'id');
    const result = await markHelpful(callerOf(res.locals), id);
    res.json(result satisfies HelpfulResult);
  });

  router.delete('/review/:id/helpful', ...writer, async (req, res) => {
    const { id } = parse(reviewIdParamsSchema, req.params, 'id');
    const result = await unmarkHelpful(callerOf(res.locals), id);
    res.json(result satisfies HelpfulResult);
  });

  // The caller's votes beside the public list, which stays the same answer for everyone.
  router.get('/me/helpful', ...reader, async (req, res) => {
    const { service } = parse(myHelpfulQuerySchema, req.query, 'query');
    const result = await helpfulVotesOn(callerOf(res.locals), service);
    res.json(result satisfies MyHelpfulResult);
  });

  return router;
}
