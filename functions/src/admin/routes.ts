import { Router } from 'express';
import { requireAdmin, requireCaller } from '../http/auth';
import { privateNoStore } from '../http/cache-control';
import { linkNextPage } from '../http/next-page';
import type { WriteLimits } from '../http/rate-limit';
import { writeLimiters } from '../http/rate-limit';
import { parse } from '../http/validate';
import type { Cursors } from '../lib/cursor';
import { listReportedReviews, setReviewHidden } from '../reviews/moderation';
import {
  moderateReviewBodySchema,
  reviewIdParamsSchema,
  type ModerateReviewResult,
  type ReportedReview,
} from '../reviews/schema';
import { addPlace, archivePlace, editPlace, getPlace, listPlaces } from '../services/places';
import {
  adminPlacesQuerySchema,
  placeBodySchema,
  serviceIdParamsSchema,
  type AdminPlace,
  type ArchivePlaceResult,
  type CreatePlaceResult,
  type UpdatePlaceResult,
} from '../services/schema';

/**
 * The maintainers' side: every /admin/** call needs a signed-in caller with the custom
 * claim `admin: true` and a verified email (401 unsigned, 403 anyone else), checked before
 * the path is even matched. Every call, reads included, also checks that the token was not
 * revoked (one Auth lookup): admin reads show reporters' notes and authors' emails, and
 * `npm run admin -- revoke` must stop a removed admin at once, not when the token expires.
 */
export function adminRouter(limits: WriteLimits, cursors: Cursors): Router {
  const router = Router();
  const limit = writeLimiters(limits);
  const caller = requireCaller({ checkRevoked: true });
  router.use('/admin', privateNoStore, (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') {
      caller(req, res, next);
      return;
    }
    limit.perIp(req, res, (err?: unknown) => (err ? next(err) : caller(req, res, next)));
  });
  router.use('/admin', requireAdmin);

  router.get('/admin/services', async (req, res) => {
    const query = parse(adminPlacesQuerySchema, req.query, 'query');
    const { places, nextCursor } = await listPlaces(query, cursors);
    linkNextPage(req, res, nextCursor);
    res.json(places satisfies AdminPlace[]);
  });

  router.get('/admin/service/:id', async (req, res) => {
    const { id } = parse(serviceIdParamsSchema, req.params, 'id');
    res.json((await getPlace(id)) satisfies AdminPlace);
  });

  router.post('/admin/service', async (req, res) => {
    const place = parse(placeBodySchema, req.body, 'body');
    const insertedId = await addPlace(place);
    res.status(201).json({ acknowledged: true, insertedId } satisfies CreatePlaceResult);
  });

  router.put('/admin/service/:id', async (req, res) => {
    const { id } = parse(serviceIdParamsSchema, req.params, 'id');
    const place = parse(placeBodySchema, req.body, 'body');
    const { modified } = await editPlace(id, place);
    const body: UpdatePlaceResult = { acknowledged: true, modifiedCount: modified ? 1 : 0 };
    res.json(body);
  });

  router.delete('/admin/service/:id', async (req, res) => {
    const { id } = parse(serviceIdParamsSchema, req.params, 'id');
    await archivePlace(id);
    res.json({ acknowledged: true, archived: true } satisfies ArchivePlaceResult);
  });

  router.get('/admin/reports', async (_req, res) => {
    res.json((await listReportedReviews()) satisfies ReportedReview[]);
  });

  router.put('/admin/review/:id', async (req, res) => {
    const { id } = parse(reviewIdParamsSchema, req.params, 'id');
    const { hidden } = parse(moderateReviewBodySchema, req.body, 'body');
    const { modified } = await setReviewHidden(id, hidden);
    const body: ModerateReviewResult = {
      acknowledged: true,
      hidden,
      modifiedCount: modified ? 1 : 0,
    };
    res.json(body);
  });

  return router;
}
